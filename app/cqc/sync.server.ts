import type { Env } from "#app/config/env.server.ts";
import { inTransaction, type SiteDatabase } from "#app/db.server/db.server.ts";
import { outboxKey, queueStaffMail } from "#app/mail/outbox.server.ts";
import type { CqcAlert } from "#app/mail/messages.server.ts";
import { logLine } from "#app/utils/log.server.ts";
import { defaultRetryPolicy, fetchLocation, type CqcApiSettings, type RetryPolicy } from "#app/cqc/cqc-api.server.ts";
import { isWorse, readLocation, type ShownRating } from "#app/cqc/rating.ts";
import { noteFailure, storedRating, storeRating } from "#app/cqc/stored-rating.server.ts";
import { STALE_AFTER_MS, daysLeft } from "#app/cqc/days.ts";

/**
 * The read of the registered location's rating (issue #26), by the server once a day and by `npm run cqc -- sync`:
 * a good answer is stored (the pages show it from then on); anything else leaves the stored rating as it was, with one
 * log line. Staff are e-mailed once through the outbox when the rating is new or worse, and once when no read has
 * succeeded for 7 days; both with the days left of the 21 that Regulation 20A allows to show a new rating.
 */

/** The API's settings from the configuration, or null without CQC_API_KEY (then nothing is called). */
export function cqcApiSettings(config: Env): CqcApiSettings | null {
  if (!config.CQC_API_KEY) return null;
  const { business } = config;
  return {
    apiUrl: config.CQC_API_URL,
    apiKey: config.CQC_API_KEY,
    locationId: business.cqcLocationId,
    userAgent: `${business.tradingName} website (${business.siteUrl})`,
  };
}

export type SyncResult =
  | { outcome: "stored" | "unchanged"; rating: ShownRating; alert: CqcAlert["reason"] | null }
  | { outcome: "failed"; failure: string; alert: CqcAlert["reason"] | null };

const sameRating = (a: ShownRating, b: ShownRating) => JSON.stringify(a) === JSON.stringify(b);

/** One read, stored; `policy` sets the retries (tests make the pauses short). */
export async function syncCqcRating(
  database: SiteDatabase,
  config: Env,
  { now = Date.now(), policy = defaultRetryPolicy }: { now?: number; policy?: RetryPolicy } = {},
): Promise<SyncResult | null> {
  const settings = cqcApiSettings(config);
  if (!settings) return null;
  const { locationId } = settings;
  const fetched = await fetchLocation(settings, policy);
  const read = fetched.ok ? readLocation(fetched.body, locationId) : null;
  const recipients = config.NOTIFY_TO ?? [];
  const key = recipients.length ? await outboxKey(database) : null;
  const tell = async (db: Parameters<typeof queueStaffMail>[0], cqc: CqcAlert) => {
    if (key)
      await queueStaffMail(db, { kind: "staff-cqc-rating", to: recipients.join(", "), payload: { cqc }, key }, now);
  };

  if (read?.ok) {
    const { rating } = read;
    return inTransaction(database, async ({ db }) => {
      const before = await storedRating(db, locationId);
      const changed = !before || !sameRating(before.rating, rating);
      await storeRating(db, locationId, rating, now, changed || !before ? now : before.changedMs);
      // The first read is news when it differs from the configured CQC_RATING the pages showed until now.
      const previous = before?.rating.overall ?? config.business.cqcRating;
      const news = before ? changed : rating.overall !== previous;
      const alert = !news ? null : isWorse(rating.overall, previous) ? "worse" : "new";
      if (alert) {
        const published = rating.date ? Date.parse(`${rating.date}T00:00:00Z`) : now;
        await tell(db, {
          reason: alert,
          rating: rating.overall,
          before: previous,
          date: rating.date ?? "not rated",
          daysLeft: daysLeft(published, now),
        });
      }
      return { outcome: changed ? "stored" : "unchanged", rating, alert };
    });
  }

  const failure = fetched.ok
    ? `CQC's answer could not be used (${read && !read.ok ? read.reason : "malformed"})`
    : fetched.failure;
  logLine("warn", `CQC rating not read, the stored one stays: ${failure}`, { locationId });
  return inTransaction(database, async ({ db }) => {
    const before = await storedRating(db, locationId);
    if (!before) return { outcome: "failed", failure, alert: null };
    const stale = now - before.checkedMs >= STALE_AFTER_MS && before.staleToldMs === null;
    if (stale) {
      const lastGood = new Date(before.checkedMs).toISOString().slice(0, 10);
      await tell(db, {
        reason: "stale",
        rating: before.rating.overall,
        date: lastGood,
        daysLeft: daysLeft(before.checkedMs, now),
      });
    }
    await noteFailure(db, locationId, failure, stale ? now : before.staleToldMs);
    return { outcome: "failed", failure, alert: stale ? "stale" : null };
  });
}
