import { defaultBusinessDetails } from "#app/config/business.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { promiseNoteOf, promiseNoteText, type EnquiryValues } from "#app/enquiries/due-time.ts";

/**
 * What the test server (real time, the default business details) says about when we will call after an enquiry sent
 * now: null in office hours (the form's own words), else Monday's opening or the 24/7 line (app/enquiries/due-time.ts).
 * The tests that read a confirmation's words expect this, so they pass by day, by night and at weekends.
 */
export function promiseTextNow(form: FormName, values: EnquiryValues = {}): string | null {
  const note = promiseNoteOf(form, values, Date.now());
  return note && promiseNoteText(note, defaultBusinessDetails().emergencyPhone);
}
