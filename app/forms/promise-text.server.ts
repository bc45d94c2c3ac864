import { getBusinessDetails } from "#app/config/business.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { promiseNoteOf, promiseNoteText, type EnquiryValues } from "#app/enquiries/due-time.ts";
import { officeCalendarWith } from "#app/enquiries/office-time.ts";

/**
 * What a confirmation says about when we will call, worked out on the server in UK time from the enquiry's arrival:
 * null while the office is open (the form's own words, the spec's, stand), else "We'll call you after 8am on Monday
 * 30 November." or, for a promise kept day or night, the on-call promise with the 24/7 line (app/enquiries/due-time.ts).
 */
export function promiseTextOf(form: FormName, values: EnquiryValues, arrivedAt: number): string | null {
  const business = getBusinessDetails();
  const calendar = officeCalendarWith(business);
  const note = promiseNoteOf(form, values, arrivedAt, calendar);
  return note && promiseNoteText(note, business.emergencyPhone, calendar);
}
