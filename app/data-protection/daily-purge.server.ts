import { sql } from "kysely";
import { deleteExpiredDrafts } from "#app/auth/drafts.server.ts";
import { deleteEndedSessions, sessionLimitsOf } from "#app/auth/sessions.server.ts";
import { env } from "#app/config/env.server.ts";
import { removeExpiredRequests } from "#app/auth/accounts.server.ts";
import { getDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import { logLine } from "#app/utils/log.server.ts";
import { retentionPolicy } from "#app/data-protection/policy.server.ts";
import { purge, totalOf } from "#app/data-protection/purge.server.ts";

/**
 * The purge once a day inside the server (ADR 0009): looked at a minute after start and then every hour; it runs when
 * the last run, by any process sharing the database, was 23 hours ago or more. The claim is one conditional write of
 * `app_settings`, so several servers on one database run it once a day between them. The same run deletes the rows of
 * staff sessions that ended without being used again.
 */
const CHECK_EVERY_MS = 3_600_000;
const FIRST_CHECK_MS = 60_000;
const RUN_EVERY_MS = 23 * 3_600_000;
const LAST_RUN = "retention_last_run_ms";

/** True when this process may run today's purge (and has claimed it). */
export async function claimDailyRun(database: SiteDatabase, now: number): Promise<boolean> {
  const { db } = database;
  const inserted = await db
    .insertInto("app_settings")
    .values({ name: LAST_RUN, value: String(now) })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const updated = await db
    .updateTable("app_settings")
    .set({ value: String(now) })
    .where("name", "=", LAST_RUN)
    .where(sql<number>`cast(value as bigint)`, "<=", now - RUN_EVERY_MS)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

let timer: NodeJS.Timeout | null = null;
let running: Promise<void> | null = null;

/** Gives back a claim whose run failed, so the next hourly check tries again: only this claim, never a later one. */
async function releaseDailyRun(database: SiteDatabase, claimedAt: number): Promise<void> {
  await database.db
    .deleteFrom("app_settings")
    .where("name", "=", LAST_RUN)
    .where("value", "=", String(claimedAt))
    .execute();
}

async function check(): Promise<void> {
  let claim: { database: SiteDatabase; at: number } | null = null;
  try {
    const database = await getDatabase(env().DATABASE_URL);
    const at = Date.now();
    if (!(await claimDailyRun(database, at))) return;
    claim = { database, at };
    const now = new Date();
    const counts = await purge(database, retentionPolicy(), now, { dryRun: false });
    // Staff sessions that ended unused (nobody came back to them) are no use to anyone: their rows go too.
    const sessions = await deleteEndedSessions(database.db, sessionLimitsOf(env()), now);
    // Texts kept after a session ended that nobody came back for within their 15 minutes.
    const drafts = await deleteExpiredDrafts(database.db, now);
    // Requests for access never confirmed from their mailbox go too (each new request also removes them).
    const requests = await removeExpiredRequests(database.db, now);
    logLine(
      "info",
      `Retention purge: ${totalOf(counts)} removed; ${sessions} ended staff sessions, ${drafts} expired drafts and ${requests} unconfirmed requests for access deleted`,
    );
  } catch (error) {
    // A run that failed once it had claimed the day gives the claim back; kept, it would hold the next run off a day.
    const released = claim
      ? await releaseDailyRun(claim.database, claim.at).then(
          () => true,
          () => false,
        )
      : true;
    logLine(
      "error",
      `Retention purge failed, tried again ${released ? "within the hour" : "tomorrow (its claim on today could not be given back)"}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Starts the daily purge in this process. */
export function startDailyPurge(): void {
  if (timer) return;
  const next = (delay: number) => {
    timer = setTimeout(() => {
      running = check().finally(() => {
        running = null;
        if (timer) next(CHECK_EVERY_MS);
      });
    }, delay);
    timer.unref();
  };
  next(FIRST_CHECK_MS);
}

/** Stops it, letting a run under way finish (SIGTERM). */
export async function stopDailyPurge(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  await running;
}
