import type { BusinessDetails } from "#app/config/business.ts";

/**
 * The context-specific words a staff password must not be made of (ASVS 5.0 V6.1.2, V6.2.11), as letters only in lower
 * case: the provider's names and town from the configuration, the site's host name, and the words of its trade and of
 * this sign-in. docs/security.md lists them.
 */
const TRADE_WORDS = [
  "homecare",
  "care",
  "carer",
  "carers",
  "caring",
  "health",
  "nurse",
  "nursing",
  "dementia",
  "respite",
  "livein",
  "domiciliary",
  "supported",
  "living",
  "elderly",
  "assessment",
  "enquiry",
  "enquiries",
  "miltonkeynes",
  "milton",
  "keynes",
  "buckinghamshire",
  "bucks",
  "admin",
  "administrator",
  "staff",
  "office",
  "manager",
  "login",
  "password",
  "welcome",
];

const letters = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}]/gu, "");

export function contextWords(business: BusinessDetails): string[] {
  // The host's labels but its last (the top-level domain) and "www": "willowbrook-care" of www.willowbrook-care.example.
  const host = new URL(business.siteUrl).hostname
    .split(".")
    .slice(0, -1)
    .filter((label) => label !== "www");
  const names = [business.providerName, business.tradingName, business.addressTown, ...host];
  return [...new Set([...names.map(letters), ...TRADE_WORDS])].filter((word) => word.length >= 3);
}
