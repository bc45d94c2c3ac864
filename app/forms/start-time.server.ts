import { createHmac, timingSafeEqual } from "node:crypto";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";

/**
 * The start time a form page's loader puts in the form (the `startedAt` hidden field), signed by the server so that a
 * bot cannot claim to have spent a minute on a form it sent at once: `<ms>.<mac>`, the mac being HMAC-SHA-256 of the
 * milliseconds (base64url) with the key kept for this purpose (app/security/secrets.server.ts). A value that is not
 * one this server signed (forged, altered, malformed), lies in the future or is more than a day old counts as no start
 * time: the fill-time check then uses the browser's own measure (app/forms/spam.server.ts).
 */

/** A signed start time older than this is not trusted (a replayed old form). */
export const START_TIME_MAX_AGE_MS = 86_400_000;

const mac = (key: Buffer, ms: string) => createHmac("sha256", key).update(ms).digest("base64url");

export function signStartTime(key: Buffer, ms: number): string {
  return `${ms}.${mac(key, String(ms))}`;
}

/** The milliseconds a signed start time stands for, or undefined when it cannot be trusted (see above). */
export function verifyStartTime(key: Buffer, value: unknown, now: number): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, ms, given] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(mac(key, ms)))) return undefined;
  const startedAt = Number(ms);
  return startedAt <= now && now - startedAt < START_TIME_MAX_AGE_MS ? startedAt : undefined;
}

/**
 * A signed start time for a form shown now, or "" when no key can be had (no SITE_SECRET and the database is down):
 * the page is shown all the same, without one.
 */
export async function newStartTime(now = Date.now(), database?: SiteDatabase): Promise<string> {
  try {
    return signStartTime(await keyFor("form-start-time", database), now);
  } catch {
    return "";
  }
}

/** The start time a submitted value stands for, if it is one this server signed in the last day. Never throws. */
export async function verifiedStartTime(
  value: unknown,
  now: number,
  database?: SiteDatabase,
): Promise<number | undefined> {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    return verifyStartTime(await keyFor("form-start-time", database), value, now);
  } catch {
    return undefined;
  }
}
