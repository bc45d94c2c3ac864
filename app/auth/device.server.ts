import { createHmac, randomBytes } from "node:crypto";
import { sameSignature } from "#app/security/signatures.server.ts";
import { throttleKey, type AuthKeys } from "#app/auth/auth-keys.server.ts";
import { cookieOf } from "#app/http/cookies.server.ts";
import { sessionCookie, type SessionLimits } from "#app/auth/sessions.server.ts";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has signed in to an
 * account (password and second factor) gets a long-lived cookie naming that account and a random nonce, signed with a
 * key of its own. When the cookie comes back with that account's address, the password is counted on the device's own
 * counter instead of the address's: someone guessing the address elsewhere locks the address for unknown devices, never
 * its owner's browser. The cookie is no credential: it only chooses the counter; the password and the second factor are
 * still asked for. Nothing is stored: the signature is the proof, the nonce tells devices apart.
 */

/** `__Host-`: Secure, Path=/, no Domain, so no sub-domain can set or read it; HttpOnly, so no script can. */
export const DEVICE_COOKIE = "__Host-staff-device";

/** How long a browser stays known without signing in again. */
export const DEVICE_DAYS = 180;

const signatureOf = (keys: AuthKeys, accountId: number, nonce: string) =>
  createHmac("sha256", keys.device).update(`${accountId}.${nonce}`).digest("base64url");

/** The Set-Cookie value that makes this browser a known device for the account (a new nonce each time). */
export function deviceCookie(keys: AuthKeys, accountId: number): string {
  const nonce = randomBytes(16).toString("base64url");
  const value = `${accountId}.${nonce}.${signatureOf(keys, accountId, nonce)}`;
  return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_DAYS * 24 * 3600}; HttpOnly; Secure; SameSite=Lax`;
}

/** The cookies of a full sign-in (password and second factor): the new session's, and this browser known from now on. */
export function signedInHeaders(
  deps: { keys: AuthKeys; limits: SessionLimits },
  token: string,
  accountId: number,
): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(token, deps.limits));
  headers.append("Set-Cookie", deviceCookie(deps.keys, accountId));
  return headers;
}

/** The device cookie's value in a request, if any. */
export const deviceTokenOf = (request: Request): string | null => cookieOf(request, DEVICE_COOKIE);

/**
 * The throttle key of the device a cookie value names, when its signature is ours and it was made for `accountId`;
 * otherwise null (no cookie, another account's, forged or cut short), and the device counts as unknown.
 */
export function knownDeviceKey(keys: AuthKeys, token: string | null | undefined, accountId: number): string | null {
  if (!token || token.length > 200) return null;
  const [id, nonce, signature, ...rest] = token.split(".");
  if (rest.length > 0 || id !== String(accountId) || !nonce || !signature) return null;
  if (!sameSignature(signature, signatureOf(keys, accountId, nonce))) return null;
  return throttleKey(keys, "password:device", `${accountId}.${nonce}`);
}
