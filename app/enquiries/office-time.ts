import { bankHolidays, officeHours } from "#app/config/facts.ts";

/**
 * Office time in the UK: when the office is open (Monday to Friday 8am-6pm in Europe/London by default, closed on bank
 * holidays: `officeHours` and `bankHolidays` in app/config/facts.ts), and arithmetic over it: the next opening, an
 * amount of office time added to an instant, and the office time between two instants (what reports measure).
 *
 * Pure: every function takes the instants it works on (milliseconds since 1970, UTC) and a calendar; none reads the
 * clock or the machine's time zone. Local times are worked out with Intl in the calendar's time zone, so the clock
 * changes (last Sunday of March and of October) are followed: 8am is 07:00 UTC in summer, 08:00 UTC in winter.
 */
export interface OfficeCalendar {
  timeZone: string;
  /** ISO weekdays the office opens: 1 is Monday, 7 is Sunday. */
  days: readonly number[];
  /** Local "HH:MM" the office opens and closes each of those days. */
  opens: string;
  closes: string;
  /** Local dates (YYYY-MM-DD) it stays closed. */
  holidays: readonly string[];
}

/** The office's calendar as app/config/facts.ts says. */
export const officeCalendar: OfficeCalendar = { ...officeHours, holidays: bankHolidays };

/** The calendar with other opening times (OFFICE_OPENS and OFFICE_CLOSES, the footer's hours, when they are set). */
export function officeCalendarWith(times: { officeOpens: string; officeCloses: string }): OfficeCalendar {
  return { ...officeCalendar, opens: times.officeOpens, closes: times.officeCloses };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The local wall-clock time of an instant, read as if it were UTC (so its date and time can be taken with getUTC*). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The local date (YYYY-MM-DD) of an instant in the calendar's time zone. */
export function localDateOf(instant: number, calendar: OfficeCalendar = officeCalendar): string {
  return new Date(wallClockMs(Math.floor(instant / 1000) * 1000, calendar.timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a local date and "HH:MM" time are in the calendar's time zone. The offset is read twice, so a time
 * just after a clock change gets the offset of its own side (office hours never fall in the hour that is skipped).
 */
export function instantAt(date: string, time: string, calendar: OfficeCalendar = officeCalendar): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wall - (wallClockMs(wall, calendar.timeZone) - wall);
  return wall - (wallClockMs(firstGuess, calendar.timeZone) - firstGuess);
}

/** The local date `count` days after a date. */
export function addDays(date: string, count: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 Monday … 7 Sunday. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** Whether the office opens at all on a local date: a working weekday that is no bank holiday. */
export function isOfficeDay(date: string, calendar: OfficeCalendar = officeCalendar): boolean {
  return calendar.days.includes(weekdayOf(date)) && !calendar.holidays.includes(date);
}

/** The opening and closing instants of a local date, or null when the office does not open that day. */
function officeSpanOn(date: string, calendar: OfficeCalendar): { opens: number; closes: number } | null {
  if (!isOfficeDay(date, calendar)) return null;
  return { opens: instantAt(date, calendar.opens, calendar), closes: instantAt(date, calendar.closes, calendar) };
}

/** A calendar must open on some day, or the search for the next opening would never end: a year is the most it looks. */
const MAX_DAYS_AHEAD = 366;

/** The office's spans from the one around or after `from`, in order; empty when it opens on no day within a year. */
function* officeSpansFrom(from: number, calendar: OfficeCalendar): Generator<{ opens: number; closes: number }> {
  let date = localDateOf(from, calendar);
  for (let days = 0; days <= MAX_DAYS_AHEAD; days += 1, date = addDays(date, 1)) {
    const span = officeSpanOn(date, calendar);
    if (span && span.closes > from) yield span;
  }
}

/** Whether the office is open at an instant: from its opening time up to, not including, its closing time. */
export function isOfficeTime(instant: number, calendar: OfficeCalendar = officeCalendar): boolean {
  const span = officeSpanOn(localDateOf(instant, calendar), calendar);
  return span !== null && instant >= span.opens && instant < span.closes;
}

/** The instant itself when the office is open then, else the next time it opens. */
export function nextOpening(instant: number, calendar: OfficeCalendar = officeCalendar): number {
  for (const span of officeSpansFrom(instant, calendar)) return Math.max(instant, span.opens);
  throw new Error("The office calendar opens on no day within a year");
}

/**
 * The instant when `durationMs` of office time has run from `from`: the clock runs only while the office is open.
 * An amount that ends exactly at a closing time ends then (not at the next opening).
 */
export function addOfficeTime(from: number, durationMs: number, calendar: OfficeCalendar = officeCalendar): number {
  let left = durationMs;
  for (const span of officeSpansFrom(from, calendar)) {
    const start = Math.max(from, span.opens);
    if (left <= span.closes - start) return start + left;
    left -= span.closes - start;
  }
  throw new Error("The office calendar opens on no day within a year");
}

/** The length of a working day in office time (10 hours from 8am to 6pm). */
export function officeDayMs(calendar: OfficeCalendar = officeCalendar): number {
  const [openHour = 0, openMinute = 0] = calendar.opens.split(":").map(Number);
  const [closeHour = 0, closeMinute = 0] = calendar.closes.split(":").map(Number);
  return (closeHour - openHour) * HOUR_MS + (closeMinute - openMinute) * 60_000;
}

/**
 * The office time between two instants (milliseconds; 0 when `to` is not after `from`): how long a family waited by
 * the office's clock, as the reports measure the time to a first contact. Weekends, nights and bank holidays count
 * nothing; a day the clocks change counts its office hours as any other.
 */
export function officeTimeBetween(from: number, to: number, calendar: OfficeCalendar = officeCalendar): number {
  let total = 0;
  let date = localDateOf(from, calendar);
  const lastDate = localDateOf(to, calendar);
  while (date <= lastDate) {
    const span = officeSpanOn(date, calendar);
    if (span) total += Math.max(0, Math.min(to, span.closes) - Math.max(from, span.opens));
    date = addDays(date, 1);
  }
  return total;
}

/**
 * `officeTimeBetween` for many waits inside one stretch of time (a report's weeks up to now): the office's openings in
 * the stretch are listed once with the office time before each, so each wait costs two binary searches instead of a
 * walk over its days (a report measures thousands). The same answers; a wait that leaves the stretch is measured by
 * `officeTimeBetween` itself.
 */
export function officeTimeMeter(
  from: number,
  to: number,
  calendar: OfficeCalendar = officeCalendar,
): (start: number, end: number) => number {
  const spans: { opens: number; closes: number; before: number }[] = [];
  let total = 0;
  const lastDate = localDateOf(to, calendar);
  for (let date = localDateOf(from, calendar); date <= lastDate; date = addDays(date, 1)) {
    const span = officeSpanOn(date, calendar);
    if (!span) continue;
    spans.push({ ...span, before: total });
    total += span.closes - span.opens;
  }
  /** The office time from the stretch's first opening up to an instant. */
  const upTo = (instant: number): number => {
    let low = 0;
    let high = spans.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (spans[middle]!.opens <= instant) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (found < 0) return 0;
    const span = spans[found]!;
    return span.before + Math.min(instant, span.closes) - span.opens;
  };
  return (start, end) => {
    if (start < from || end > to) return officeTimeBetween(start, end, calendar);
    return end <= start ? 0 : upTo(end) - upTo(start);
  };
}
