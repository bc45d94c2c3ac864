import { randomBytes, timingSafeEqual } from "node:crypto";
import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";

/**
 * Time-based one-time passwords (RFC 6238) as the second factor: HMAC-SHA-1, 6 digits, a new code every 30 seconds,
 * the settings every authenticator app supports (some ignore any others). The Copenhagen Book's
 * "TOTP" guide; ASVS 5.0 V6.5.1 (a code works once), V6.5.3 (keys from a CSPRNG), V6.5.5 (a 30-second lifetime).
 */

/** How long one code lasts. */
export const TOTP_PERIOD_SECONDS = 30;

/** The length of a code. */
export const TOTP_DIGITS = 6;

/** 160 bits, the length of an HMAC-SHA-1 output, which RFC 4226 recommends for the shared key. */
const KEY_BYTES = 20;

/** A new shared key for a staff member's authenticator app, from the CSPRNG. */
export function newTotpKey(): Uint8Array {
  return new Uint8Array(randomBytes(KEY_BYTES));
}

/**
 * The number of the 30-second step `now` falls in, counted from the Unix epoch: the counter a code is made from, and
 * what is stored as the last step used so a code cannot be replayed. Throws on an invalid date, which would otherwise
 * become NaN and compare false with everything, quietly disabling the replay check.
 */
export function totpStep(now: Date): number {
  const milliseconds = now.getTime();
  if (!Number.isFinite(milliseconds)) throw new RangeError("totpStep needs a valid date");
  return Math.floor(milliseconds / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The `otpauth://totp/…` URI an authenticator app reads from the QR code, with the key, issuer, digits and period.
 *
 * oslo builds the query with URLSearchParams, which writes a space as "+"; Google Authenticator, Microsoft
 * Authenticator and others show that "+" literally, so "Bright Home Care" would appear as "Bright+Home+Care"
 * (oslo-project/otp issue 8). Google's Key URI format asks for %20. A "+" in the query can only be an encoded space,
 * because URLSearchParams writes a real "+" as %2B.
 */
export function totpKeyUri(key: Uint8Array, accountEmail: string, issuer: string): string {
  const uri = createTOTPKeyURI(issuer, accountEmail, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  const queryStart = uri.indexOf("?");
  return uri.slice(0, queryStart) + uri.slice(queryStart).replaceAll("+", "%20");
}

/**
 * The key for someone who cannot scan the QR code: base32 (what apps ask for), upper case and without padding, in
 * groups of four so it is easier to copy by hand without losing one's place. The page shows each group as one
 * unbreakable piece, so a narrow screen wraps between groups and never inside one.
 */
export function totpKeyGroups(key: Uint8Array): string[] {
  return encodeBase32UpperCaseNoPadding(key).match(/.{1,4}/g) ?? [];
}

/** The key's groups as one line of text, a space between groups. */
export function totpKeyText(key: Uint8Array): string {
  return totpKeyGroups(key).join(" ");
}

/** The code for one step, as bytes for a constant-time comparison. */
function codeAt(key: Uint8Array, step: number): Buffer {
  return Buffer.from(generateHOTP(key, BigInt(step), TOTP_DIGITS), "ascii");
}

/**
 * The step a code belongs to when it is right and has not been used, else null. Store the result as the new
 * `lastUsedStep`: a code is accepted only for a step later than the last one used, so each code works once and an
 * older code never works after a newer one (ASVS V6.5.1).
 *
 * Spaces and hyphens are ignored ("123 456", "123-456" as apps and people write them); what is left must be exactly six
 * digits. One step either side of now is accepted for clock drift between the phone and the server (RFC 6238 section
 * 5.2). oslo's verifyTOTP only says yes or no for the current step, which is why the steps are compared here one by
 * one: the replay check needs to know which step matched.
 */
export function acceptTotpCode(key: Uint8Array, input: string, lastUsedStep: number | null, now: Date): number | null {
  const code = input.replace(/[\s-]/g, "");
  if (!/^[0-9]{6}$/.test(code)) return null;
  const given = Buffer.from(code, "ascii");
  const current = totpStep(now);
  let matched: number | null = null;
  // Every step is compared, whatever matched first, so the time taken does not tell which step a code is for.
  for (const step of [current - 1, current, current + 1]) {
    // HOTP counters are unsigned: there is no step before the epoch's.
    if (step >= 0 && timingSafeEqual(codeAt(key, step), given)) matched = step;
  }
  if (matched === null) return null;
  return lastUsedStep === null || matched > lastUsedStep ? matched : null;
}
