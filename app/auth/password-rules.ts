/**
 * The rules a new password must meet that need no server: its length (ASVS 5.0 V6.2.1, V6.2.9) and its
 * normalisation. There are no composition rules (ASVS V6.2.5): any characters are allowed, including spaces and emoji,
 * because rules such as "one digit and one symbol" make passwords harder to remember without making them harder to
 * guess. This module ships to the browser too (the form checks the length as you type), so it imports nothing.
 */

/**
 * ASVS 5.0 V6.2.1 requires at least 8 characters and strongly recommends 15. 12 is the floor chosen here because
 * sign-in also needs a second factor; raising it only changes this constant and the message built from it.
 */
export const PASSWORD_MIN_LENGTH = 12;

/** Room for any passphrase (ASVS V6.2.9 asks that 64 be allowed) while bounding what a form may send to be hashed. */
export const PASSWORD_MAX_LENGTH = 128;

/** What the sign-in and set-password forms say; one place so the browser and the server say the same words. */
export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
  common:
    "This password is one of the most common ones and easy to guess. Choose another, such as three or four random words.",
  sameAsEmail: "Your password must not be your email address",
  context: "Your password must not be mostly our name, this site or words about it. Choose other words.",
} as const;

/**
 * The form a password is stored and compared in: Unicode NFKC, so that the same password typed on two keyboards (a
 * precomposed "é" on one, "e" plus a combining accent on another; full-width digits on a Japanese keyboard) hashes the
 * same (NIST SP 800-63B advises NFKC or NFKD). Nothing else is changed: spaces and case are part of the password, and
 * nothing is truncated (ASVS V6.2.8).
 */
export function normalisePassword(password: string): string {
  return password.normalize("NFKC");
}

/**
 * The length as a person counts it: Unicode code points after normalisation, so an emoji counts 1 and not the 2 of
 * its UTF-16 surrogate pair (String#length would let a password of 6 emoji pass as 12 characters).
 */
export function passwordLength(password: string): number {
  // Spreading a string walks code points, not UTF-16 units.
  return [...normalisePassword(password)].length;
}

/** The message to show when the password is too short or too long, or null when its length is allowed. */
export function passwordLengthProblem(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  return null;
}
