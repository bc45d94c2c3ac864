import { createHmac } from "node:crypto";
import { sql } from "kysely";
import type { SiteDatabase, SiteTransaction } from "#app/db.server/db.server.ts";
import { preparedQuery, type ParameterOf } from "#app/db.server/prepared.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";

/**
 * A fixed-window limit per client and form, counted in the database so it holds across server processes. The client
 * is a keyed hash (HMAC-SHA-256) of its address: the address itself is never stored. The key is the site's rate-limit
 * key (app/security/secrets.server.ts: derived from SITE_SECRET, or from a secret kept in the database).
 */
export async function clientKey(database: SiteDatabase, clientAddress: string): Promise<string> {
  return createHmac("sha256", await keyFor("rate-limit", database))
    .update(clientAddress)
    .digest("hex");
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** When each database last had its old windows cleared, by this process. */
const lastCleared = new WeakMap<SiteDatabase, number>();
const CLEAR_EVERY_MS = 60_000;

/**
 * Old windows are of no use. They are cleared at most once a minute per process (a scan of the whole table, so not on
 * every submission); another process clearing them too does no harm.
 */
async function clearOldWindows(target: SiteDatabase | SiteTransaction, before: number, now: number) {
  const database = "database" in target ? target.database : target;
  const last = lastCleared.get(database);
  if (last !== undefined && now - last < CLEAR_EVERY_MS && now >= last) return;
  lastCleared.set(database, now);
  await target.db.deleteFrom("rate_limits").where("window_start", "<", before).execute();
}

/** One more hit for a client and form in a window: the counter's new value. Runs on every submission, so prepared. */
const countHit = preparedQuery((db, parameter: ParameterOf<"clientKey" | "form" | "windowStart">) =>
  db
    .insertInto("rate_limits")
    .values({
      client_key: parameter("clientKey"),
      form: parameter("form"),
      window_start: parameter("windowStart"),
      hits: 1,
    })
    .onConflict((oc) =>
      oc.columns(["client_key", "form", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning("hits"),
);

export interface RateLimitOptions {
  max: number;
  windowSeconds: number;
  now: number;
}

/**
 * One hit for a client and form, by the client's key (`clientKey`), on the database or inside a transaction: a
 * submission counts its hit in the transaction that stores it, so the two make one commit. The key is worked out
 * before the transaction, because the first use reads the stored secret, which must not wait for the transaction's
 * connection.
 */
export async function countRateLimitHit(
  target: SiteDatabase | SiteTransaction,
  form: FormName | "job-application",
  key: string,
  { max, windowSeconds, now }: RateLimitOptions,
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % Math.max(windowSeconds, 1));
  const { rows } = await countHit(target).execute({ clientKey: key, form, windowStart });
  if (!rows[0]) throw new Error("The rate-limit counter returned no row");
  const hits = Number(rows[0].hits);
  await clearOldWindows(target, windowStart - windowSeconds, now);
  return { allowed: hits <= max, retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds) };
}
