import { DAYS_TO_SHOW, STALE_AFTER_MS, daysLeft } from "#app/cqc/days.ts";
import { isWorse, type ShownRating } from "#app/cqc/rating.ts";

/**
 * What admins are told on every staff page about the CQC rating (issue #26, point 3), from the stored read: a rating
 * read in the last 21 days (new, or worse than the configured one it replaced), or no good read for 7 days. Null when
 * there is nothing to do. Pure: the admin layout's loader hands it the stored read and the time.
 */
export type CqcStaffNotice =
  | { reason: "new" | "worse"; rating: string; date: string | null; daysLeft: number }
  | { reason: "stale"; lastGood: string; daysLeft: number };

export function cqcStaffNotice(
  stored: { rating: ShownRating; checkedMs: number; changedMs: number } | null,
  configuredRating: string,
  now: number,
): CqcStaffNotice | null {
  if (!stored) return null;
  if (now - stored.checkedMs >= STALE_AFTER_MS)
    return {
      reason: "stale",
      lastGood: new Date(stored.checkedMs).toISOString().slice(0, 10),
      daysLeft: daysLeft(stored.checkedMs, now),
    };
  const { rating } = stored;
  // Counted from CQC's publication (the report's date) when it gives one, else from when the site first read it.
  const published = rating.date ? Date.parse(`${rating.date}T00:00:00Z`) : stored.changedMs;
  const fresh = now - stored.changedMs < DAYS_TO_SHOW * 86_400_000 && rating.overall !== configuredRating;
  if (!fresh) return null;
  return {
    reason: isWorse(rating.overall, configuredRating) ? "worse" : "new",
    rating: rating.overall,
    date: rating.date,
    daysLeft: daysLeft(published, now),
  };
}
