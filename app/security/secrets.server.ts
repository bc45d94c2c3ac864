import { hkdfSync, randomBytes } from "node:crypto";
import { env } from "#app/config/env.server.ts";
import { getDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";

/**
 * The site's secret and the keys derived from it, one per purpose, so that a key used for one thing is never the key
 * of another (the rate limit's hashes of client addresses and the forms' signed start times).
 *
 * The secret is SITE_SECRET (or its older name RATE_LIMIT_SECRET) when set; else a random one made once and kept in
 * the database's app_settings table, the same for every process that shares the database. Set it in production: a key
 * kept beside the hashes it makes lets whoever can read the database work out the visitors' addresses.
 */
export type KeyPurpose =
  | "rate-limit"
  | "form-start-time"
  // Staff sign-in (app/auth/): the sealed TOTP keys, the throttle's keys, the signed device cookies, and the audit
  // log's client hashes.
  | "totp-key"
  | "sign-in-throttle"
  | "staff-device"
  | "audit-client"
  // A staff form's text kept after its session ended (app/auth/drafts.server.ts).
  | "staff-draft"
  // The outbox's sealed payloads (the links in staff e-mails), app/mail/outbox.server.ts.
  | "outbox-payload"
  // The signed cookie that lets /thank-you repeat a booking's phone number, app/forms/booking-cookie.server.ts.
  | "booking-confirmation"
  // The one-use pass that lets an applicant answer the equality questions, app/careers/equality.server.ts.
  | "equality-pass";

/** The app_settings row that holds the secret made when none is configured. */
const STORED_SECRET_NAME = "site_secret";

const stored = new WeakMap<SiteDatabase, Promise<string>>();

function storedSecret(database: SiteDatabase): Promise<string> {
  let secret = stored.get(database);
  if (!secret) {
    secret = (async () => {
      await database.db
        .insertInto("app_settings")
        .values({ name: STORED_SECRET_NAME, value: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await database.db
        .selectFrom("app_settings")
        .select("value")
        .where("name", "=", STORED_SECRET_NAME)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    // A failure (the database is down) is not kept: the next call tries again.
    secret.catch(() => stored.delete(database));
    stored.set(database, secret);
  }
  return secret;
}

/** The secret from the configuration, if one is set. */
export function configuredSecret(): string | undefined {
  const { SITE_SECRET, RATE_LIMIT_SECRET } = env();
  return SITE_SECRET ?? RATE_LIMIT_SECRET;
}

const derived = new Map<string, Buffer>();

/** The key for one purpose: HKDF-SHA-256 of the secret, with the purpose as its info. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", `home-care-site/${purpose}`, 32));
    derived.set(id, key);
  }
  return key;
}

/**
 * The key for a purpose, from the configured secret or the one kept in `database` (the site's own when not given).
 * Rejects when the secret has to come from a database that cannot be reached.
 */
export async function keyFor(purpose: KeyPurpose, database?: SiteDatabase): Promise<Buffer> {
  const secret = configuredSecret() ?? (await storedSecret(database ?? (await getDatabase(env().DATABASE_URL))));
  return deriveKey(secret, purpose);
}
