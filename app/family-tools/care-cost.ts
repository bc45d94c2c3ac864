import { prices, WEEKS_PER_MONTH, type Range } from "#app/config/prices.ts";

/**
 * "What will it cost?": the estimator's arithmetic for visiting care, run in the browser (live, as the visitor
 * chooses) and on the server (the form posted without JavaScript) alike. Nothing is sent anywhere or kept. Each answer
 * is one of a short list of options, checked against the list itself: no schema library, so the page's script stays
 * small (zod and the forms' schemas would add 80 kB to it).
 *
 * Visits a day × hours a visit × days a week give the hours a week, as a range because each visit length is one (the
 * spec's 30-60 minutes, 1-2 hours, 2-4 hours). Overnight care is one night a day, counted as NIGHT_HOURS hours: the
 * number of visits a day does not apply to it. Hours × the configured hourly rate give the week, rounded to whole
 * pounds; the week × 52 ÷ 12 gives the month.
 */

/** Hours of one night of overnight care (10pm to 8am), at the hourly rate, for the estimate. */
export const NIGHT_HOURS = 10;

const visitLengthHours = {
  short: { from: 0.5, to: 1 },
  standard: { from: 1, to: 2 },
  extended: { from: 2, to: 4 },
  overnight: { from: NIGHT_HOURS, to: NIGHT_HOURS },
} as const satisfies Record<string, Range>;

export type VisitLength = keyof typeof visitLengthHours;
export const visitLengths = Object.keys(visitLengthHours) as VisitLength[];

export const VISITS_PER_DAY = [1, 2, 3, 4] as const;
export const DAYS_PER_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

export interface VisitingChoices {
  visitLength: VisitLength;
  /** Not asked for overnight care (one night a day). */
  visitsPerDay?: number;
  daysPerWeek: number;
}

export interface VisitingEstimate {
  /** Visits (or nights) a week. */
  visitsPerWeek: number;
  hoursPerWeek: Range;
  /** Whole pounds. */
  weekly: Range;
  /** Whole pounds, the week × 52 ÷ 12. */
  monthly: Range;
  /** The week costs at least as much as live-in care's lowest price. */
  liveInMayCostLess: boolean;
}

const scale = (range: Range, factor: number, round: (value: number) => number = (value) => value): Range => ({
  from: round(range.from * factor),
  to: round(range.to * factor),
});

export function estimateVisitingCare(
  choices: VisitingChoices,
  hourly: number = prices.visitingCare.hourlyFrom,
): VisitingEstimate {
  const visitsPerDay = choices.visitLength === "overnight" ? 1 : (choices.visitsPerDay ?? 1);
  const visitsPerWeek = visitsPerDay * choices.daysPerWeek;
  const hoursPerWeek = scale(visitLengthHours[choices.visitLength], visitsPerWeek);
  const weekly = scale(hoursPerWeek, hourly, Math.round);
  return {
    visitsPerWeek,
    hoursPerWeek,
    weekly,
    monthly: scale(weekly, WEEKS_PER_MONTH, Math.round),
    liveInMayCostLess: weekly.from >= prices.liveIn.weeklyFrom,
  };
}

export const estimatorMessages = {
  visitLength: "Select how long each visit is",
  visitsPerDay: "Select how many visits a day",
  daysPerWeek: "Select how many days a week",
} as const;

/** The names of the estimator's fields, as the form sends them. */
export const estimatorFields = ["visitLength", "visitsPerDay", "daysPerWeek"] as const;
export type EstimatorField = (typeof estimatorFields)[number];

/** The option a posted or chosen value names, or undefined for anything else. */
function optionOf<T extends string | number>(options: readonly T[], value: string | undefined): T | undefined {
  return options.find((option) => String(option) === value);
}

export type EstimatorAnswers = Partial<Record<EstimatorField, string>>;

export type EstimatorResult =
  | { status: "estimate"; choices: VisitingChoices; estimate: VisitingEstimate; answers: EstimatorAnswers }
  | { status: "invalid"; errors: Partial<Record<EstimatorField, string>>; answers: EstimatorAnswers };

/**
 * The estimate for the answers given, or a message for each missing or unknown answer, in the form's order. The
 * visits a day are not asked of overnight care (a night a day), and are needed whenever the length is not overnight
 * (or not chosen yet, so that every missing answer is named at once).
 */
export function estimateFromAnswers(answers: EstimatorAnswers): EstimatorResult {
  const visitLength = optionOf(visitLengths, answers.visitLength);
  const visitsPerDay = optionOf(VISITS_PER_DAY, answers.visitsPerDay);
  const daysPerWeek = optionOf(DAYS_PER_WEEK, answers.daysPerWeek);
  const overnight = visitLength === "overnight";
  const errors: Partial<Record<EstimatorField, string>> = {};
  if (!visitLength) errors.visitLength = estimatorMessages.visitLength;
  if (!visitsPerDay && !overnight) errors.visitsPerDay = estimatorMessages.visitsPerDay;
  if (!daysPerWeek) errors.daysPerWeek = estimatorMessages.daysPerWeek;
  if (!visitLength || !daysPerWeek || (!visitsPerDay && !overnight)) return { status: "invalid", errors, answers };
  const choices: VisitingChoices = overnight
    ? { visitLength, daysPerWeek }
    : { visitLength, visitsPerDay, daysPerWeek };
  return { status: "estimate", choices, estimate: estimateVisitingCare(choices), answers };
}

/** The estimator's answers from a posted form or the form in the page, ignoring anything else it holds. */
export function estimatorAnswersFrom(form: { get(name: string): unknown }): EstimatorAnswers {
  const answers: EstimatorAnswers = {};
  for (const field of estimatorFields) {
    const value = form.get(field);
    if (typeof value === "string") answers[field] = value;
  }
  return answers;
}
