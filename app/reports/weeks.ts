import { ukDayStart, ukToday } from "#app/utils/uk-day.ts";

/**
 * The weeks a report covers: Monday to Sunday in UK time (GMT or BST), the last being the week `now` is in (so far).
 * Each week's start and end are the instants its Monday and the next one begin in London, so an enquiry at 23:59 on a
 * Sunday is in the week that Sunday ends, and one at 00:00 on the Monday in the next.
 */
export interface ReportWeek {
  /** Its Monday, YYYY-MM-DD. */
  monday: string;
  startMs: number;
  /** The next Monday's start: the week is [startMs, endMs). */
  endMs: number;
}

/** The number of weeks a report shows. */
export const REPORT_WEEKS = 12;

const DAY_MS = 86_400_000;

/** A calendar date `days` after another (YYYY-MM-DD, no time zone involved). */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the UK week an instant is in. */
export function ukMondayOf(now: number): string {
  const today = ukToday(new Date(now));
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return plusDays(today, 1 - weekday);
}

/** The last `count` UK weeks up to the one `now` is in, oldest first. */
export function reportWeeks(now: number, count = REPORT_WEEKS): ReportWeek[] {
  const lastMonday = ukMondayOf(now);
  return Array.from({ length: count }, (_, index) => {
    const monday = plusDays(lastMonday, 7 * (index - count + 1));
    return { monday, startMs: ukDayStart(monday).getTime(), endMs: ukDayStart(monday, 7).getTime() };
  });
}
