const DAY_MS = 86_400_000;
/** Days a provider has to show a rating CQC published (Regulation 20A). */
export const DAYS_TO_SHOW = 21;
/** Staff are told when no read has succeeded for this long. */
export const STALE_AFTER_MS = 7 * DAY_MS;

/** The days left of the 21 from `fromMs` (a publication or the last good read) at `now`; never below 0. */
export function daysLeft(fromMs: number, now: number): number {
  return Math.max(0, DAYS_TO_SHOW - Math.floor((now - fromMs) / DAY_MS));
}
