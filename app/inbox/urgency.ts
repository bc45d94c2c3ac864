import { responsePromises, type FormPromises } from "#app/config/facts.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { detailsKey, type StoredField } from "#app/enquiries/field-list.ts";
import { localDateOf, officeCalendar, type OfficeCalendar } from "#app/enquiries/office-time.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";

/**
 * What "urgent" means in the inbox, one rule for every form (issue 24): an enquiry is urgent when
 * - it chose its form's most urgent urgency ("within 48 hours", "immediately"), or
 * - it chose the choice its form's on-call promise answers (`responsePromises` in app/config/facts.ts: a quick contact's
 *   help type "Urgent care needed"; the contact and assessment forms' "immediately"), or
 * - it is a callback the family chose for today (UK time, the office's calendar).
 * The choices are read from the field lists and the promises, so a new choice cannot be missed here. The list's badge,
 * the enquiry page and the "Urgent only" filter follow this rule; the filter's SQL (app/inbox/inbox.server.ts) is built
 * from the values below, and a test holds the two to the same answers on both databases.
 */

/** The choice a form's on-call promise answers ("urgency: immediately", "help type: urgent"), if it has one. */
const promisedChoice = (form: FormName) => (responsePromises[form] as FormPromises).urgent;

const storedField = (form: FormName, field: string): StoredField | undefined =>
  fieldLists[form].find((stored) => stored.field === field);

/**
 * The urgency values that count as urgent: the first (most urgent) choice of each form's urgency field ("within 48
 * hours", "immediately"), and any urgency choice an on-call promise answers.
 */
export const urgentValues: readonly string[] = [
  ...new Set(
    (Object.keys(fieldLists) as FormName[]).flatMap((form) => {
      const first = fieldLists[form].find((field) => field.column === "urgency")?.options?.[0];
      const promised = promisedChoice(form);
      const promisedField = promised ? storedField(form, promised.field) : undefined;
      return [
        ...(first ? [first.value] : []),
        ...(promised && promisedField?.column === "urgency" ? [promised.value] : []),
      ];
    }),
  ),
];

/** A choice kept in `details` that makes an enquiry of its form urgent: the on-call promise's ("help type: urgent"). */
export interface UrgentDetail {
  form: FormName;
  key: string;
  value: string;
}
export const urgentDetails: readonly UrgentDetail[] = (Object.keys(responsePromises) as FormName[]).flatMap((form) => {
  const promised = promisedChoice(form);
  const field = promised ? storedField(form, promised.field) : undefined;
  const key = field ? detailsKey(field) : null;
  return promised && key ? [{ form, key, value: promised.value }] : [];
});

/** Where a callback keeps the day and the time window the family chose (`details` keys). */
export const callbackDateKey = detailsKey(storedField("callback", "preferredDate")!)!;
export const callbackTimeKey = detailsKey(storedField("callback", "preferredTime")!)!;

/** Whether an urgency value is its form's most urgent choice. */
export function isUrgent(urgency: string | null | undefined): boolean {
  return urgency ? urgentValues.includes(urgency) : false;
}

/** An enquiry as far as the rule needs it: its form, urgency, and `details` (keys as stored). */
export interface UrgencyFacts {
  form: FormName;
  urgency: string | null;
  details: Readonly<Record<string, unknown>>;
}

/** The day (YYYY-MM-DD, the office's time zone) a callback must be chosen for to be urgent at `now`: today. */
export function urgentCallbackDay(now: Date | number, calendar: OfficeCalendar = officeCalendar): string {
  return localDateOf(new Date(now).getTime(), calendar);
}

/** THE rule: whether an enquiry is urgent at `now` (a callback chosen for today is urgent today only). */
export function isUrgentEnquiry(
  enquiry: UrgencyFacts,
  now: Date | number,
  calendar: OfficeCalendar = officeCalendar,
): boolean {
  if (isUrgent(enquiry.urgency)) return true;
  if (urgentDetails.some(({ form, key, value }) => enquiry.form === form && enquiry.details[key] === value))
    return true;
  return enquiry.form === "callback" && enquiry.details[callbackDateKey] === urgentCallbackDay(now, calendar);
}
