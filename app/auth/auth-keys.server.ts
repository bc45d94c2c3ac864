import { createHmac } from "node:crypto";
import type { SiteDatabase } from "../db.server/db.server.ts";
import { keyFor } from "../security/secrets.server.ts";

/**
 * The keys staff sign-in uses, each derived from the site secret for its own purpose (app/security/secrets.server.ts):
 * one seals TOTP keys at rest, one hashes the throttle's e-mail addresses and client addresses, one hashes client
 * addresses in the audit log.
 */
export interface AuthKeys {
  totp: Buffer;
  throttle: Buffer;
  audit: Buffer;
}

export async function authKeys(database: SiteDatabase): Promise<AuthKeys> {
  const [totp, throttle, audit] = await Promise.all([
    keyFor("totp-key", database),
    keyFor("sign-in-throttle", database),
    keyFor("audit-client", database),
  ]);
  return { totp, throttle, audit };
}

/** A throttle counter's key: what it counts and a keyed hash of whom, never the address itself. */
export function throttleKey(keys: AuthKeys, kind: string, value: string): string {
  return `${kind}:${createHmac("sha256", keys.throttle).update(value).digest("hex").slice(0, 32)}`;
}

/** One form of an e-mail address for accounts, throttling and invitations: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
