import { parsePhoneNumber, phoneSearchForms } from "#app/utils/phone-number.ts";
import { normaliseReference } from "#app/enquiries/reference.ts";
import { EMAIL_MAX } from "#app/enquiries/fields.ts";

/**
 * What a search box's text means, so each kind uses its own index: an e-mail address (exact, any case), a booking
 * reference (as `normaliseReference` reads one: any case, with or without dashes, look-alikes read as the symbol they
 * resemble, legacy ones too), a phone number (by the forms' own rule: a number the forms would refuse is no number;
 * found in every form it may have been typed in), a postcode (full, or a district such as "MK9"), or else words to
 * find in names and messages (each word as the start of a word: "marg" finds "Margaret").
 */
export type SearchTerm =
  | { kind: "email"; email: string }
  | { kind: "reference"; reference: string }
  | { kind: "phone"; phones: string[] }
  | { kind: "postcode"; postcode: string; district: boolean }
  | { kind: "words"; words: string[] };

/**
 * Longer searches are cut: nobody types more, and the word index needs no more. As long as the longest e-mail address
 * the forms take, because an address is matched exactly: cut shorter, a requester's long address would find nobody,
 * or somebody else whose address is its beginning (a subject access request answered with another person's enquiries).
 */
export const SEARCH_MAX = EMAIL_MAX;
const MAX_WORDS = 8;

const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})?$/;

export function interpretSearch(input: string): SearchTerm | null {
  const text = input.normalize("NFKC").trim().slice(0, SEARCH_MAX);
  if (!text) return null;
  if (text.includes("@")) return { kind: "email", email: text.toLowerCase() };
  const reference = normaliseReference(text);
  if (reference) return { kind: "reference", reference };
  const phone = parsePhoneNumber(text);
  if (phone) return { kind: "phone", phones: phoneSearchForms(phone) };
  const postcode = text.toUpperCase().replace(/\s+/g, "");
  const match = POSTCODE.exec(postcode);
  if (match) return { kind: "postcode", postcode, district: !match[2] };
  const words = [
    ...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2)),
  ].slice(0, MAX_WORDS);
  return words.length > 0 ? { kind: "words", words } : null;
}
