import { clockText } from "#app/config/business.ts";
import { factText, responsePromises, type ResponsePromise } from "#app/config/facts.ts";
import { callbackTimeWindows } from "#app/enquiries/callback/options.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { detailsKey } from "#app/enquiries/field-list.ts";
import {
  addOfficeTime,
  instantAt,
  isOfficeTime,
  nextOpening,
  officeCalendar,
  officeDayMs,
  type OfficeCalendar,
} from "#app/enquiries/office-time.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";

/**
 * THE due-time rule (ADR 0017): when the first contact with a family is due, from the form's promise
 * (`responsePromises` in app/config/facts.ts), the enquiry's arrival and the office's hours. Stored as
 * `submissions.due_at` when an enquiry arrives (and by migration 0012 for the rows before it); the confirmations say
 * the same thing in words (`promiseNoteOf`), so what the site promises is what the inbox measures.
 *
 * Pure: the arrival time is passed in (the server's clock, or a test's), nothing is read from the machine.
 */

/** A form's values as the form sends them (field names as in app/enquiries/<form>/field-list.ts). */
export type EnquiryValues = Readonly<Record<string, unknown>>;

const HOUR_MS = 3_600_000;

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The promise an enquiry gets: its form's, or the on-call one when it chose the form's urgent choice. */
export function promiseOf(form: FormName, values: EnquiryValues): ResponsePromise {
  const promises: { promise: ResponsePromise; urgent?: { field: string; value: string; promise: ResponsePromise } } =
    responsePromises[form];
  const { urgent } = promises;
  return urgent && textOf(values[urgent.field]) === urgent.value ? urgent.promise : promises.promise;
}

/**
 * When a promise made at `arrivedAt` falls due. Office hours: the clock starts when the office is (or next is) open
 * and runs only while it is; whole days of 24 hours count as working days of office time (facts.ts explains why).
 * Day or night: the hours as they pass.
 */
export function promiseDueAt(
  promise: ResponsePromise,
  arrivedAt: number,
  calendar: OfficeCalendar = officeCalendar,
): number {
  if (promise.clock === "day-or-night") return arrivedAt + promise.hours * HOUR_MS;
  const wholeDays = Math.floor(promise.hours / 24);
  const officeMs = wholeDays * officeDayMs(calendar) + (promise.hours - wholeDays * 24) * HOUR_MS;
  return addOfficeTime(arrivedAt, officeMs, calendar);
}

/**
 * The end of the time window a callback's family chose, or null (another form, or no valid day): "Evening (5pm-8pm)"
 * on 4 December is due by 8pm that day, "Anytime" by the office's closing time.
 */
export function chosenWindowEnd(
  form: FormName,
  values: EnquiryValues,
  calendar: OfficeCalendar = officeCalendar,
): number | null {
  if (form !== "callback") return null;
  const date = textOf(values.preferredDate);
  const window = callbackTimeWindows[textOf(values.preferredTime) as keyof typeof callbackTimeWindows];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !window) return null;
  const end = instantAt(date, window === "office-hours" ? calendar.closes : window.to, calendar);
  return Number.isNaN(end) ? null : end;
}

/**
 * When the first contact with an enquiry is due (milliseconds since 1970): its promise counted from its arrival,
 * or, for a callback, the end of the window the family chose when that is later.
 */
export function dueAtOf(
  form: FormName,
  values: EnquiryValues,
  arrivedAt: number,
  calendar: OfficeCalendar = officeCalendar,
): number {
  const promised = promiseDueAt(promiseOf(form, values), arrivedAt, calendar);
  const window = chosenWindowEnd(form, values, calendar);
  return window !== null && window > promised ? window : promised;
}

/** A stored row as far as the rule needs it: its shared columns and its `details` (JSON text or parsed). */
export interface StoredEnquiry {
  form: FormName;
  urgency: string | null;
  details: string | Record<string, unknown> | null;
  created_at: string | Date;
}

/** A row's `details` as an object; text that is not a JSON object (a row written some other way) holds nothing. */
function detailsOf(details: StoredEnquiry["details"]): Record<string, unknown> {
  if (typeof details !== "string") return details ?? {};
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The form's values a stored row holds, read back through the form's field list (columns and `details` keys). */
export function storedValuesOf(row: StoredEnquiry): Record<string, unknown> {
  const details = detailsOf(row.details);
  const values: Record<string, unknown> = {};
  for (const stored of fieldLists[row.form]) {
    if (stored.field === null) continue;
    const key = detailsKey(stored);
    values[stored.field] =
      key !== null ? details[key] : (row as unknown as Record<string, unknown>)[stored.column as string];
  }
  return values;
}

/** The due time of a stored row, by the same rule: what migration 0012 gives the rows stored before it. */
export function dueAtOfStored(row: StoredEnquiry, calendar: OfficeCalendar = officeCalendar): number {
  return dueAtOf(row.form, storedValuesOf(row), new Date(row.created_at).getTime(), calendar);
}

/**
 * What a confirmation says instead of the form's usual words when those would not be true: null in office hours (the
 * spec's words stand), and null for a callback whose chosen window comes after the promise (its words, "within the time
 * window specified", are true). Otherwise:
 * - "office-hours": the first time the office is open, "after 8am on Monday 30 November";
 * - "day-or-night": the on-call promise and the 24/7 line's number.
 */
export type PromiseNote = { kind: "office-opens"; opensAt: number } | { kind: "on-call"; promise: ResponsePromise };

export function promiseNoteOf(
  form: FormName,
  values: EnquiryValues,
  arrivedAt: number,
  calendar: OfficeCalendar = officeCalendar,
): PromiseNote | null {
  if (isOfficeTime(arrivedAt, calendar)) return null;
  const promise = promiseOf(form, values);
  const window = chosenWindowEnd(form, values, calendar);
  if (window !== null && window > promiseDueAt(promise, arrivedAt, calendar)) return null;
  return promise.clock === "day-or-night"
    ? { kind: "on-call", promise }
    : { kind: "office-opens", opensAt: nextOpening(arrivedAt, calendar) };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Monday 30 November" in the calendar's time zone. */
function dayText(instant: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long" });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant).replace(",", "");
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
/** "08:00" in the calendar's time zone. */
function localTime(instant: number, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clockFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The note in words: "We'll call you after 8am on Monday 30 November." or the on-call promise with the 24/7 line. */
export function promiseNoteText(
  note: PromiseNote,
  emergencyPhone: string,
  calendar: OfficeCalendar = officeCalendar,
): string {
  if (note.kind === "on-call")
    return `We'll call you ${factText.urgentCallback}. If it cannot wait, call our 24/7 line on ${emergencyPhone}.`;
  return `We'll call you after ${clockText(localTime(note.opensAt, calendar.timeZone))} on ${dayText(note.opensAt, calendar.timeZone)}.`;
}
