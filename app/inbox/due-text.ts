import { callbackTimeOptions } from "#app/enquiries/callback/options.ts";
import { labelOf } from "#app/enquiries/choices.ts";
import { addDays, localDateOf, officeCalendar, type OfficeCalendar } from "#app/enquiries/office-time.ts";

/**
 * What a row of the inbox says about time, in words (never colour alone), worked out on the server when the page is
 * drawn (and again on each refresh): how soon the first call is due or how long ago it fell due, how long the family
 * waited for it once it was made, and for a callback the day and time window the family chose.
 */

const MINUTE_MS = 60_000;

/**
 * A length of time as staff read it at a glance, in whole minutes counted up (any part of a minute is a minute, so
 * "due in" never says 0 and "overdue" says so from the first second): "25 min", "1 h 10 min", "2 h", "3 days 4 h".
 */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return `${days} ${days === 1 ? "day" : "days"}${hours ? ` ${hours} h` : ""}`;
}

/** Where an enquiry is against its promise: what the row says, and whether the call is overdue. */
export interface DueState {
  text: string;
  /** Not called yet and past its due time: shown first in To do, in bold and the warning colour, and in these words. */
  overdue: boolean;
}

/** The times a row's due text is worked out from (ISO 8601 UTC), whether it is still open work, and whether it is spam. */
export interface DueFacts {
  createdAt: string;
  dueAt: string | null;
  firstContactedAt: string | null;
  /** Still in a stage that needs work (To do's stages): a finished enquiry is never "overdue". */
  open: boolean;
  spam: boolean;
}

/**
 * The row's words about time at `now`:
 * - called already: "First call after 25 min" (how long the family waited);
 * - not called, open, with a due time: "Due in 25 min", "Due now" at the very instant, then "Overdue by 1 h 10 min";
 * - not called, open, no due time (a row written some other way): "Waiting 3 h" since it arrived;
 * - not called and finished (care started, not going ahead): "No call logged"; spam: nothing.
 */
export function dueState(facts: DueFacts, now: number): DueState | null {
  if (facts.spam) return null;
  const created = Date.parse(facts.createdAt);
  if (facts.firstContactedAt)
    return { text: `First call after ${durationText(Date.parse(facts.firstContactedAt) - created)}`, overdue: false };
  if (!facts.open) return { text: "No call logged", overdue: false };
  if (!facts.dueAt) return { text: `Waiting ${durationText(now - created)}`, overdue: false };
  const due = Date.parse(facts.dueAt);
  if (now < due) return { text: `Due in ${durationText(due - now)}`, overdue: false };
  if (now === due) return { text: "Due now", overdue: false };
  return { text: `Overdue by ${durationText(now - due)}`, overdue: true };
}

const shortDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/**
 * The day and time window a callback's family chose, as the office reads it at `now`: "Today, Morning (8am-12pm)",
 * "Tomorrow, Anytime", "Yesterday, …", else "Tue 1 Dec, Evening (5pm-8pm)". Null without a valid day.
 */
export function chosenTimeText(
  date: string | null,
  time: string | null,
  now: number,
  calendar: OfficeCalendar = officeCalendar,
): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return null;
  const today = localDateOf(now, calendar);
  const day =
    date === today
      ? "Today"
      : date === addDays(today, 1)
        ? "Tomorrow"
        : date === addDays(today, -1)
          ? "Yesterday"
          : shortDay.format(new Date(`${date}T12:00:00Z`)).replace(",", "");
  const window = time ? labelOf(callbackTimeOptions, time) : "";
  return window ? `${day}, ${window}` : day;
}
