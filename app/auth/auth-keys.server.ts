import { createHmac } from "node:crypto";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";

/**
 * The keys staff sign-in uses, each derived from the site secret for its own purpose (app/security/secrets.server.ts):
 * one seals TOTP keys at rest, one hashes the throttle's e-mail addresses and client addresses, one signs the device
 * cookies (device.server.ts), one hashes client addresses in the audit log.
 */
export interface AuthKeys {
  totp: Buffer;
  throttle: Buffer;
  device: Buffer;
  audit: Buffer;
}

export async function authKeys(database: SiteDatabase): Promise<AuthKeys> {
  const [totp, throttle, device, audit] = await Promise.all([
    keyFor("totp-key", database),
    keyFor("sign-in-throttle", database),
    keyFor("staff-device", database),
    keyFor("audit-client", database),
  ]);
  return { totp, throttle, device, audit };
}

/** A throttle counter's key: what it counts and a keyed hash of whom, never the address itself. */
export function throttleKey(keys: AuthKeys, kind: string, value: string): string {
  return `${kind}:${createHmac("sha256", keys.throttle).update(value).digest("hex").slice(0, 32)}`;
}

/** The counter of passwords tried for an e-mail address (known or not) from devices not known for it. */
export const addressCounterKey = (keys: AuthKeys, email: string) => throttleKey(keys, "password:email", email);

/** The counter of codes tried for an account's second factor. */
export const secondFactorCounterKey = (keys: AuthKeys, accountId: number) =>
  throttleKey(keys, "second-factor:account", String(accountId));

/** One form of an e-mail address for accounts, throttling and invitations: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
