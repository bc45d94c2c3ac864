import { z } from "zod";

/**
 * The provider's business details: the one place where a phone number, e-mail address or the provider's name is
 * written. Every default is fictional (Ofcom's drama numbers, an example.org address) so that nothing real is ever
 * shown by accident; each can be overridden by the environment variable named beside it.
 *
 * This module is pure and safe in the browser: the server reads the environment (business.server.ts) and hands the
 * result to the page through the root loader, so prerendered pages carry the values of the build's environment.
 */

const ukPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{10,16}$/, "must be a UK phone number of digits and spaces, like 01632 960123");

const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "must be a 24-hour time like 08:00");

/** Each field with the environment variable that overrides it and its fictional default. */
export const businessEnvironment = {
  providerName: { env: "PROVIDER_NAME", fallback: "Willowbrook", schema: z.string().trim().min(2).max(60) },
  mainPhone: { env: "PHONE_MAIN", fallback: "07700 900123", schema: ukPhone },
  emergencyPhone: { env: "PHONE_EMERGENCY", fallback: "07700 900456", schema: ukPhone },
  supportedLivingPhone: { env: "PHONE_SUPPORTED_LIVING", fallback: "01632 960123", schema: ukPhone },
  carersHelplinePhone: { env: "PHONE_CARERS_HELPLINE", fallback: "01632 960456", schema: ukPhone },
  email: { env: "CONTACT_EMAIL", fallback: "hello@willowbrook-care.example.org", schema: z.email() },
  addressStreet: { env: "OFFICE_STREET", fallback: "Unit 4, Example Business Park, 100 Fictional Way", schema: z.string().min(3) },
  addressTown: { env: "OFFICE_TOWN", fallback: "Milton Keynes", schema: z.string().min(2) },
  addressPostcode: { env: "OFFICE_POSTCODE", fallback: "MK9 9ZZ", schema: z.string().regex(/^[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}$/i) },
  officeOpens: { env: "OFFICE_OPENS", fallback: "08:00", schema: time },
  officeCloses: { env: "OFFICE_CLOSES", fallback: "18:00", schema: time },
  cqcProviderId: { env: "CQC_PROVIDER_ID", fallback: "1-000000001", schema: z.string().regex(/^1-[0-9]{6,12}$/) },
  cqcLocationId: { env: "CQC_LOCATION_ID", fallback: "1-000000002", schema: z.string().regex(/^1-[0-9]{6,12}$/) },
  cqcRating: {
    env: "CQC_RATING",
    fallback: "Good",
    schema: z.enum(["Outstanding", "Good", "Requires improvement", "Inadequate", "Not yet rated"]),
  },
  reviewsUrl: {
    env: "REVIEWS_URL",
    fallback: "https://www.google.com/search?q=Willowbrook+Care+Milton+Keynes+reviews",
    schema: z.url({ protocol: /^https$/ }),
  },
  siteUrl: { env: "SITE_URL", fallback: "http://localhost:3000", schema: z.url({ protocol: /^https?$/ }) },
} as const;

type Field = keyof typeof businessEnvironment;
type Values = { [K in Field]: z.infer<(typeof businessEnvironment)[K]["schema"]> };

export type BusinessDetails = Values & {
  /** The name as visitors read it in sentences, e.g. "Willowbrook Care". */
  tradingName: string;
  /** Office hours in words, e.g. "Mon-Fri 8am-6pm". */
  officeHoursText: string;
  /** The provider's page on the CQC website. */
  cqcProviderUrl: string;
  /** The registered location's page on the CQC website (where the rating is published). */
  cqcLocationUrl: string;
};

export class BusinessConfigError extends Error {
  override name = "BusinessConfigError";
}

/** Reads the business details from an environment; throws one error that names every bad variable. */
export function parseBusinessDetails(env: Record<string, string | undefined>): BusinessDetails {
  const values: Partial<Record<Field, unknown>> = {};
  const problems: string[] = [];
  for (const [field, { env: name, fallback, schema }] of Object.entries(businessEnvironment) as [
    Field,
    (typeof businessEnvironment)[Field],
  ][]) {
    const raw = env[name];
    const result = schema.safeParse(raw === undefined || raw.trim() === "" ? fallback : raw);
    if (result.success) values[field] = result.data;
    else problems.push(`${name}: ${result.error.issues.map((issue) => issue.message).join("; ")}`);
  }
  if (problems.length > 0) {
    throw new BusinessConfigError(`Invalid business details in the environment:\n  ${problems.join("\n  ")}`);
  }
  const details = values as Values;
  return {
    ...details,
    siteUrl: details.siteUrl.replace(/\/+$/, ""),
    tradingName: `${details.providerName} Care`,
    officeHoursText: `Mon-Fri ${clockText(details.officeOpens)}-${clockText(details.officeCloses)}`,
    cqcProviderUrl: `https://www.cqc.org.uk/provider/${details.cqcProviderId}`,
    cqcLocationUrl: `https://www.cqc.org.uk/location/${details.cqcLocationId}`,
  };
}

/** "08:00" → "8am", "17:30" → "5:30pm". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

/** "07700 900123" → "tel:+447700900123": an international number every phone can dial. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return `tel:+44${digits.replace(/^0/, "")}`;
}

/** The office address on one line. */
export function addressLine(details: BusinessDetails): string {
  return `${details.addressStreet}, ${details.addressTown} ${details.addressPostcode}`;
}
