/**
 * The figures the site states about the provider on more than one page, in one place: the year it started, the
 * families it has served, how soon care can start and how soon it calls back. The copy in app/content/ reads them from
 * here (a unit test refuses them written anywhere else), so no two pages can disagree, as "5+ Years Experience" once
 * did with "since 2015" (docs/decisions/0011-one-source-for-facts.md).
 *
 * Code rather than environment variables, like the prices beside it: they are copy of prerendered pages. No
 * dependencies, so any module can read it.
 */
export const facts = {
  /** The year the provider began caring for families. */
  servingSince: 2015,
  /** Families served so far: stated as "50+", a figure that stays true as it grows. */
  familiesServed: 50,
  /** How soon care can start when it is urgent. */
  careStartHours: 24,
  /** How soon emergency live-in care is in place. */
  emergencyLiveInHours: 24,
  /** How soon a dementia specialist calls back, day or night. */
  dementiaCallbackHours: 2,
  /** How soon the team replies to an enquiry in office hours. */
  enquiryReplyHours: 2,
  /** How soon a care manager calls to confirm a booked assessment. */
  assessmentConfirmHours: 1,
  /** How soon the team calls back after the quick-contact form. */
  quickContactReplyHours: 24,
  /** How soon the on-call team calls back an enquiry marked urgent, day or night (see `responsePromises`). */
  urgentCallbackHours: 2,
} as const;

const hours = (count: number) => (count === 1 ? "1 hour" : `${count} hours`);

/** The facts as the copy words them. */
export const factText = {
  /** "since 2015" */
  servingSince: `since ${facts.servingSince}`,
  /** "50+" */
  familiesServed: `${facts.familiesServed}+`,
  /** "within 24 hours" */
  careStart: `within ${hours(facts.careStartHours)}`,
  /** "within 24 hours" */
  emergencyLiveIn: `within ${hours(facts.emergencyLiveInHours)}`,
  /** "within 2 hours" */
  dementiaCallback: `within ${hours(facts.dementiaCallbackHours)}`,
  /** "within 2 hours" */
  enquiryReply: `within ${hours(facts.enquiryReplyHours)}`,
  /** "within 1 hour" */
  assessmentConfirm: `within ${hours(facts.assessmentConfirmHours)}`,
  /** "within 24 hours" */
  quickContactReply: `within ${hours(facts.quickContactReplyHours)}`,
  /** "within 2 hours, day or night" */
  urgentCallback: `within ${hours(facts.urgentCallbackHours)}, day or night`,
} as const;

/**
 * The office hours the promises count in, in the UK: Monday to Friday, 8am to 6pm (the footer's "Mon-Fri 8am-6pm"
 * follows from the same times, `businessSettings` in business.ts), closed on the bank holidays below. Times are read in
 * Europe/London, so British Summer Time is followed. Days are ISO weekdays: 1 is Monday, 7 is Sunday.
 */
export const officeHours = {
  timeZone: "Europe/London",
  days: [1, 2, 3, 4, 5],
  opens: "08:00",
  closes: "18:00",
} as const;

/**
 * Bank holidays in England and Wales (gov.uk/bank-holidays), on which the office is closed: a promise counted in
 * office hours does not run on them. Add each year before it starts; `app/enquiries/due-time.test.ts` checks that the
 * current year and the next are listed.
 */
export const bankHolidays: readonly string[] = [
  // 2026: New Year's Day, Good Friday, Easter Monday, early May, spring, summer, Christmas Day, Boxing Day (substitute)
  "2026-01-01",
  "2026-04-03",
  "2026-04-06",
  "2026-05-04",
  "2026-05-25",
  "2026-08-31",
  "2026-12-25",
  "2026-12-28",
  // 2027: Christmas Day and Boxing Day fall on a weekend: the 27th and 28th are the substitute days
  "2027-01-01",
  "2027-03-26",
  "2027-03-29",
  "2027-05-03",
  "2027-05-31",
  "2027-08-30",
  "2027-12-27",
  "2027-12-28",
  // 2028: New Year's Day falls on a Saturday: Monday 3 January is the substitute day
  "2028-01-03",
  "2028-04-14",
  "2028-04-17",
  "2028-05-01",
  "2028-05-29",
  "2028-08-28",
  "2028-12-25",
  "2028-12-26",
  // 2029
  "2029-01-01",
  "2029-03-30",
  "2029-04-02",
  "2029-05-07",
  "2029-05-28",
  "2029-08-27",
  "2029-12-25",
  "2029-12-26",
];

/**
 * A response promise: how soon the first contact is due after an enquiry arrives, and the clock it counts on.
 * - "office-hours": the clock runs only in office hours (`officeHours`, not on bank holidays). An enquiry that arrives
 *   while the office is closed starts the clock when it opens. A promise of 24 hours or more counts whole working days
 *   (24 hours is one working day: the same time on the next working day), so "within 24 hours" never stretches to the
 *   24 office hours of two and a half days.
 * - "day-or-night": the clock never stops (the on-call team answers), as the copy's "day or night" says.
 * `app/enquiries/due-time.ts` turns a promise and an arrival time into a due time.
 */
export interface ResponsePromise {
  hours: number;
  clock: "office-hours" | "day-or-night";
}

/** The promises of a form: the one every enquiry of it gets, and the urgent choices that get a stronger one. */
export interface FormPromises {
  promise: ResponsePromise;
  /** A choice of one of the form's fields that makes the enquiry urgent: the on-call team answers it day or night. */
  urgent?: { field: string; value: string; promise: ResponsePromise };
}

const inOfficeHours = (count: number): ResponsePromise => ({ hours: count, clock: "office-hours" });
const urgentPromise: ResponsePromise = { hours: facts.urgentCallbackHours, clock: "day-or-night" };

/**
 * Per form, how soon the first contact is due: the figures the forms' confirmations state (`app/enquiries/
 * definitions.ts` words them from `factText`), and for each form's most urgent choice, the on-call promise "within 2
 * hours, day or night". The field names are the forms' own (app/enquiries/<form>/field-list.ts). A callback is also
 * due no sooner than the end of the time window the family chose (due-time.ts).
 */
export const responsePromises = {
  "quick-contact": {
    promise: inOfficeHours(facts.quickContactReplyHours),
    urgent: { field: "helpType", value: "urgent", promise: urgentPromise },
  },
  contact: {
    promise: inOfficeHours(facts.enquiryReplyHours),
    urgent: { field: "urgency", value: "immediate", promise: urgentPromise },
  },
  callback: { promise: inOfficeHours(facts.enquiryReplyHours) },
  assessment: {
    promise: inOfficeHours(facts.assessmentConfirmHours),
    urgent: { field: "urgency", value: "immediate", promise: urgentPromise },
  },
} as const satisfies Record<"quick-contact" | "contact" | "callback" | "assessment", FormPromises>;

/**
 * Years of experience as a trust figure, as of a given year: whole years since the start, rounded down to a multiple
 * of five and written "10+" (so the figure stays true until the next five years are reached); under five years, the
 * count itself. The year is passed in rather than read here: a prerendered page takes it from its loader at build time,
 * so the browser never computes a different figure while hydrating.
 */
export function yearsOfExperience(asOfYear: number): string {
  const years = Math.max(0, asOfYear - facts.servingSince);
  return years < 5 ? String(years) : `${Math.floor(years / 5) * 5}+`;
}
