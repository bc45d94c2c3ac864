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
} as const;

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
