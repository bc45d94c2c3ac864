/**
 * Booking references (ADR 0014): eight symbols shown as `XX-XXX-XXX` (e.g. 7K-3QF-W94), short enough to read over
 * the phone. The alphabet is Crockford's Base32 without B, S and Z: no two of its symbols look alike, and the look-alikes
 * left out are read as the symbol they resemble (O as 0, I and L as 1, Z as 2, S as 5, B as 8, U as V), so a reference
 * typed as it was heard or misread still finds its enquiry. Digits are kept over letters because everyone says them the
 * same way. Every reference holds a digit and a letter, so the inbox's search can tell one from a name or a phone number.
 *
 * Bookings made before that change keep the spec's format, the moment in milliseconds and a number from 1000 to 9999
 * (e.g. 1795250000000-4821): both are accepted wherever a reference is read. Plain code: shared by browser and server.
 */
export const REFERENCE_ALPHABET = "0123456789ACDEFGHJKMNPQRTVWXY";
const SYMBOLS = REFERENCE_ALPHABET.length;
const LENGTH = 8;

const symbol = `[${REFERENCE_ALPHABET}]`;
export const REFERENCE_PATTERN = new RegExp(`^${symbol}{2}-${symbol}{3}-${symbol}{3}$`);
/** The spec's format, which references made before ADR 0014 keep. */
export const LEGACY_REFERENCE_PATTERN = /^[0-9]{13}-[1-9][0-9]{3}$/;

/** What each look-alike is read as; letters are upper-cased first. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1", Z: "2", S: "5", B: "8", U: "V" };

/** A whole number from 0 to n - 1 from the platform's cryptographic generator, each equally likely (no modulo bias). */
export function secureIndex(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    if (draw[0]! < limit) return draw[0]! % n;
  }
}

const format = (symbols: string) => `${symbols.slice(0, 2)}-${symbols.slice(2, 5)}-${symbols.slice(5)}`;
const isMixed = (symbols: string) => /[0-9]/.test(symbols) && /[A-Z]/.test(symbols);

/** A new reference drawn with `index` (a number below n); one without a digit or without a letter is drawn again. */
export function referenceFrom(index: (n: number) => number): string {
  for (;;) {
    let symbols = "";
    for (let i = 0; i < LENGTH; i++) symbols += REFERENCE_ALPHABET[index(SYMBOLS)];
    if (isMixed(symbols)) return format(symbols);
  }
}

/** A new reference from cryptographic randomness. Unique only once stored: the column is UNIQUE, a clash is retried. */
export function makeReference(): string {
  return referenceFrom(secureIndex);
}

/** A reference exactly as the site writes one, new or legacy (e.g. a `?reference=` the site put in an address). */
export function isReference(value: unknown): value is string {
  return typeof value === "string" && (REFERENCE_PATTERN.test(value) || LEGACY_REFERENCE_PATTERN.test(value));
}

/**
 * A reference as someone typed it (any case, with or without dashes or spaces, look-alikes for its symbols) in the
 * form the site stores, or null when it cannot be one. Typed without its dashes, letters alone are no reference (nor
 * digits alone), so that a name or a phone number is not read as one: at least one digit must be typed as a digit.
 */
export function normaliseReference(input: string): string | null {
  const text = input
    .normalize("NFKC")
    .trim()
    .toUpperCase()
    .replace(/[\u2010-\u2015]/g, "-");
  const compact = text.replace(/[\s-]+/g, "");
  const legacy = `${compact.slice(0, 13)}-${compact.slice(13)}`;
  if (/^[0-9]{17}$/.test(compact) && LEGACY_REFERENCE_PATTERN.test(legacy)) return legacy;
  const dashed = /^[A-Z0-9]{2}-[A-Z0-9]{3}-[A-Z0-9]{3}$/.test(text);
  if (compact.length !== LENGTH || (!dashed && !isMixed(compact))) return null;
  const symbols = [...compact].map((character) => LOOK_ALIKES[character] ?? character).join("");
  return [...symbols].every((character) => REFERENCE_ALPHABET.includes(character)) && isMixed(symbols)
    ? format(symbols)
    : null;
}
