import { getBusinessDetails } from "#app/config/business.server.ts";
import { env } from "#app/config/env.server.ts";
import { serverNow } from "#app/config/clock.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { promiseNoteOf, promiseNoteText, storedValuesOf, type EnquiryValues } from "#app/enquiries/due-time.ts";
import { officeCalendarWith } from "#app/enquiries/office-time.ts";
import { bookingByReference } from "#app/enquiries/submissions.server.ts";

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

/**
 * What `/thank-you` says about when we will call: from the booking this browser made (its urgency and arrival) when
 * its reference is given, else from the server's clock now, as for a new assessment.
 */
export async function bookingPromiseText(reference: string | null): Promise<string | null> {
  const booking = reference ? await bookingOf(reference) : undefined;
  return booking
    ? promiseTextOf(booking.form, storedValuesOf(booking), new Date(booking.created_at).getTime())
    : promiseTextOf("assessment", {}, serverNow());
}

/** The booking with this reference; none when the database cannot be reached (the page goes without it). */
async function bookingOf(reference: string) {
  try {
    return await bookingByReference(await getDatabase(env().DATABASE_URL), reference);
  } catch {
    return undefined;
  }
}
