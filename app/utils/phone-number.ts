/**
 * What counts as a telephone number, by its digits (not its characters: "07700 9001" is nine digits, not ten
 * characters). One rule for the forms (in the browser and on the server, through the shared schema) and for the
 * inbox's phone search. Spaces, hyphens and brackets may be typed anywhere; nothing else but the digits and a leading +.
 * - UK: 10 or 11 digits starting with 0, once +44 or 0044 (with or without a "(0)" after it) is read as 0.
 * - International: + (or 00) then 8 to 15 digits, the country code first (E.164 allows no more).
 * Kept free of imports and server code: the browser, the server and Node scripts import it as it is.
 */
export type PhoneNumber =
  /** `national`: the UK number as dialled within the UK, digits only ("07700900982"). */
  | { kind: "uk"; national: string }
  /** `digits`: the country code and number, digits only, without the + ("33123456789"). */
  | { kind: "international"; digits: string };

/**
 * What a person is told when a number is not one: GOV.UK's pattern for telephone numbers, deliberately in place of the
 * spec's "Please enter a valid phone number", as it shows what a number looks like, at home and from abroad.
 */
export const PHONE_NUMBER_MESSAGE = "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192";

const SEPARATORS = /[\s()-]/g;

export function parsePhoneNumber(input: string): PhoneNumber | null {
  const compact = input.replace(SEPARATORS, "");
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null;
  if (international === null) return /^0[0-9]{9,10}$/.test(compact) ? { kind: "uk", national: compact } : null;
  if (international.startsWith("44")) {
    // "+44 (0)7700 900982" and "+44 07700 900982" as people write them: the 0 after +44 is the UK's own trunk prefix.
    const rest = international.slice(2);
    const national = rest.startsWith("0") ? rest : `0${rest}`;
    return /^0[1-9][0-9]{8,9}$/.test(national) ? { kind: "uk", national } : null;
  }
  return /^[1-9][0-9]{7,14}$/.test(international) ? { kind: "international", digits: international } : null;
}

export const isPhoneNumber = (input: string): boolean => parsePhoneNumber(input) !== null;

/**
 * Every way the number may have been typed, as the inbox compares stored numbers (digits and a leading +, without
 * spaces, hyphens or brackets): the UK forms 07700900982, +447700900982, +4407700900982 (from "+44 (0)7700"),
 * 00447700900982 and 004407700900982; an international number with + and with 00.
 */
export function phoneSearchForms(number: PhoneNumber): string[] {
  if (number.kind === "international") return [`+${number.digits}`, `00${number.digits}`];
  const withoutZero = number.national.slice(1);
  return [number.national, `+44${withoutZero}`, `+440${withoutZero}`, `0044${withoutZero}`, `00440${withoutZero}`];
}

/**
 * The `tel:` link for a number ("07700 900123" → "tel:+447700900123"): an international number every phone can dial.
 * The one way the site writes a phone link, for its own numbers and for the numbers people gave in an enquiry.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return `tel:+44${digits.replace(/^0/, "")}`;
}
