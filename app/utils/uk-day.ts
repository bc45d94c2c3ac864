/**
 * The instant a UK calendar day starts (midnight in London, GMT or BST), `plusDays` days after `date` (YYYY-MM-DD):
 * what a date range's "from" and "to" mean to staff in the office.
 */
export function ukDayStart(date: string, plusDays = 0): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day + plusDays);
  // London is UTC or UTC+1: at UTC midnight of a BST day it is already 01:00 there, so the day began an hour earlier.
  const londonHour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" }).format(
      utcMidnight,
    ),
  );
  return new Date(utcMidnight - londonHour * 3_600_000);
}

/** Today's date in the UK (YYYY-MM-DD, as en-CA writes dates), where the visitors and the office are. */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (YYYY-MM-DD, as a date field sends it) that exists, or null: Date.parse rolls "2026-02-30" over to
 * 2 March, so the date must read back the same. What a list's URL may say for "from" and "to", and what a form's
 * preferred date must be.
 */
export function validDate(value: string | null): string | null {
  if (!value || !DATE.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : null;
}
