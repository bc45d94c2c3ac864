import { createHash, randomBytes } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/**
 * Recovery codes: single-use codes a staff member prints or saves when setting up two-factor sign-in, to get in when
 * the phone is lost (the Copenhagen Book's "Multi-factor authentication" guide; "lookup secrets" in ASVS 5.0 V6.5).
 * Only their hashes are stored; the codes are shown once.
 */

/** How many codes are made at a time: enough for a year of lost phones, few enough to keep on one sheet. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * 120 bits from the CSPRNG per code (ASVS V6.5.3); 24 base32 characters. At 112 bits or more ASVS 5.0 V6.5.2 allows the
 * fast hash below (fewer bits would need a salted password hash, and a look-up by hash would no longer work).
 */
const CODE_BYTES = 15;
const CODE_LENGTH = 24;

/**
 * A new set of codes to show once, as "abcd-efgh-ijkl-mnop-qrst-uvwx": lower-case base32 (letters and the digits 2 to 7: no 0 or 1
 * to mistake for o or l) in groups of four so they are easy to read out and type.
 */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  // A repeat is practically impossible at 120 bits, but a set with two equal codes would be one code fewer.
  while (codes.size < RECOVERY_CODE_COUNT) {
    const text = encodeBase32LowerCaseNoPadding(randomBytes(CODE_BYTES));
    codes.add((text.match(/.{4}/g) ?? []).join("-"));
  }
  return [...codes];
}

/**
 * A code as typed, reduced to what is hashed: lower case, without the spaces and hyphens people and password managers
 * add or drop, so "ABCD EFGH-ijkl mnop QRST uvwx" is the same code as "abcd-efgh-ijkl-mnop-qrst-uvwx".
 */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * Whether the input could be a recovery code at all, so the sign-in form can tell it from a six-digit TOTP code and
 * refuse a typo without a database look-up.
 */
export function looksLikeRecoveryCode(input: string): boolean {
  return new RegExp(`^[a-z2-7]{${CODE_LENGTH}}$`).test(normaliseRecoveryCode(input));
}

/**
 * The value stored for a code and looked up when one is typed: SHA-256, hex, of the normalised code. A fast, unsalted
 * hash is enough here, unlike for passwords: each code is 120 random bits, not something a person chose, so there is
 * no dictionary to try and no precomputed table covers the space (ASVS 5.0 V6.5.2 draws the line at 112 bits). And
 * equal inputs must give equal hashes, so the code can be found by its hash.
 */
export function hashRecoveryCode(input: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(input), "utf8").digest("hex");
}
