import { isOfficeTime } from "#app/enquiries/office-time.ts";

/**
 * When the visitor can expect our call after asking for an assessment (/assessment-thank-you, spec section 4): within
 * 2 hours when it is office time in the UK, otherwise first thing on the next business day. Office time is the
 * promises' own (app/enquiries/office-time.ts: Monday to Friday 08:00 up to 18:00 in Europe/London, so British Summer
 * Time is followed, and closed on bank holidays).
 */
export const WITHIN_TWO_HOURS = "Within 2 hours during office hours";
export const NEXT_BUSINESS_DAY = "First thing next business day";

export function expectedCallTime(instantMs: number): typeof WITHIN_TWO_HOURS | typeof NEXT_BUSINESS_DAY {
  return isOfficeTime(instantMs) ? WITHIN_TWO_HOURS : NEXT_BUSINESS_DAY;
}
