import { dictionary } from "@zxcvbn-ts/language-common";
import { normalisePassword, passwordLengthProblem, passwordMessages } from "#app/auth/password-rules.ts";

/**
 * The server's half of the password rules: refusing a password found in a list of common ones (ASVS 5.0 V6.2.4 asks
 * for at least the top 3,000) and one that is the account's own email address (a context-specific word, V6.2.11).
 * Server-only because the list is about 49,000 entries, too heavy to send to the browser.
 */

let common: ReadonlySet<string> | undefined;

/** The form both a password and the list's entries are compared in, so "Password1234" counts as "password1234". */
function comparable(text: string): string {
  return normalisePassword(text).toLowerCase();
}

/** Built on first use, not at import, so code that imports this module without checking a password pays nothing. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].map(comparable));
  return common;
}

/**
 * Whether the password is in zxcvbn's list of common passwords, ignoring case and Unicode form: an attacker's
 * guessing list tries those variants first, so a change of case makes a password no safer.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(comparable(password));
}

/** A password made mostly of these words is easy to guess here: fewer than this many letters are left without them. */
const MIN_LETTERS_BESIDE_CONTEXT = 6;

/**
 * Whether a password is made mostly of context-specific words (ASVS 5.0 V6.1.2, V6.2.11: the provider's name, the
 * site, its trade; `contextWords` lists them): "Willowbrook2026!" is, "willowbrook walks at dawn" is not. Only
 * letters count, so digits and symbols added to a name do not make it a new password.
 */
export function isMostlyContextWords(password: string, words: readonly string[]): boolean {
  const letters = comparable(password).replace(/[^\p{L}]/gu, "");
  let rest = letters;
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (word) rest = rest.replaceAll(word, "");
  }
  return rest !== letters && rest.length < MIN_LETTERS_BESIDE_CONTEXT;
}

/**
 * The message to show for a new password, or null when it may be used: the first of its length, being the email
 * address, being made of context-specific words, and being common. The length comes first because it is what a
 * person can fix most easily.
 */
export function passwordProblem(password: string, email?: string, words: readonly string[] = []): string | null {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  if (email !== undefined && email.trim() !== "" && comparable(password).trim() === comparable(email).trim()) {
    return passwordMessages.sameAsEmail;
  }
  if (isMostlyContextWords(password, words)) return passwordMessages.context;
  if (isCommonPassword(password)) return passwordMessages.common;
  return null;
}
