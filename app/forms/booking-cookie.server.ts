import { createHmac } from "node:crypto";
import { sameSignature } from "#app/security/signatures.server.ts";
import { cookieOf } from "#app/http/cookies.server.ts";

/**
 * The number an assessment booking gave, carried to /thank-you so the page can repeat it ("Wrong number? Call us on
 * …"): the booking goes there by a redirect (without JavaScript) or after its confirmation shows for a second (with
 * it), and the address carries only the reference. The number never goes in a URL, so it travels in a cookie of the
 * visitor's own browser: HttpOnly, for one hour, signed with a key of its own and bound to the reference, so the page
 * repeats it only for the booking it came with. Nothing is stored on the server for it.
 */
export const BOOKING_COOKIE = "__Host-booking";
export const BOOKING_COOKIE_SECONDS = 3600;

const signatureOf = (key: Buffer, reference: string, phone: string) =>
  createHmac("sha256", key).update(`${reference}\u0000${phone}`).digest("base64url");

/** The Set-Cookie value for a booking's reference and the number given with it. */
export function bookingCookie(key: Buffer, reference: string, phone: string): string {
  const value = `${reference}.${Buffer.from(phone).toString("base64url")}.${signatureOf(key, reference, phone)}`;
  return `${BOOKING_COOKIE}=${value}; Path=/; Max-Age=${BOOKING_COOKIE_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}

/** The number booked with `reference`, when the request's cookie was made by this site for that reference; else null. */
export function bookedPhoneOf(request: Request, key: Buffer, reference: string): string | null {
  const token = cookieOf(request, BOOKING_COOKIE);
  if (!token || token.length > 300) return null;
  const [cookieReference, encodedPhone, signature, ...rest] = token.split(".");
  if (rest.length > 0 || cookieReference !== reference || !encodedPhone || !signature) return null;
  const phone = Buffer.from(encodedPhone, "base64url").toString();
  if (!sameSignature(signature, signatureOf(key, reference, phone))) return null;
  return phone;
}
