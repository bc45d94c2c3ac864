import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";
import { statusLabels, type InboxStatus } from "#app/inbox/stages.ts";

/**
 * What the reports page, its chart and its CSV show (issue 24, point 7): per UK week (Monday to Sunday), the enquiries
 * that arrived that week, spam apart, and what became of them. Shared by the server, which counts, and the page, which
 * draws; the words of each figure are here once, so the table and the CSV say the same.
 */

/**
 * The stages an enquiry can be seen to have reached (ADR 0016). The stage is stored, not its history, so "reached"
 * reads the stage it is at now along the journey New → Contacted → Assessment booked → Care started: one at Care
 * started has reached Contacted and Assessment booked too, and one with a call logged has reached Contacted whatever
 * its stage. Not going ahead is counted on its own.
 */
export const reachedStages = [
  "contacted",
  "assessment-booked",
  "care-started",
  "not-going-ahead",
] as const satisfies readonly InboxStatus[];
export type ReachedStage = (typeof reachedStages)[number];

export interface WeekFigures {
  /** The week's Monday (YYYY-MM-DD). */
  monday: string;
  /** The week `now` is in: counted so far. */
  current: boolean;
  enquiries: number;
  byForm: Record<FormName, number>;
  /** The pages they were sent from (the API's path for the JSON API), most first. */
  pages: { page: string; enquiries: number }[];
  /** Enquiries whose promise can be judged: a first call logged, or due by now. */
  promiseJudged: number;
  /** Of those, first called no later than their due time. */
  withinPromise: number;
  /** Enquiries with a first call logged, and their wait for it in office hours (nearest rank), null when none. */
  firstContacted: number;
  medianWaitMs: number | null;
  p90WaitMs: number | null;
  reached: Record<ReachedStage, number>;
}

export interface EnquiryReport {
  weeks: WeekFigures[];
}

export { formNames };
export type { FormName };

/** A form's enquiries as the inbox's tabs name them ("Callbacks"). */
export const formLabel = (form: FormName) => formDefinitions[form].names.many;

export const stageLabel = (stage: ReachedStage) => statusLabels[stage];

/** The nearest-rank percentile (0 < p <= 1) of values sorted ascending: always one of them; null when there are none. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** "7 Sep 2026": a week by its Monday. */
export function weekLabel(monday: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${monday}T00:00:00Z`),
  );
}

/** "7 Sep": a week on the chart's axis. */
export function shortWeekLabel(monday: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${monday}T00:00:00Z`),
  );
}

/** The share within the promise as a whole percentage, or null when no enquiry of the week can be judged yet. */
export function withinShare(week: Pick<WeekFigures, "withinPromise" | "promiseJudged">): number | null {
  return week.promiseJudged === 0 ? null : Math.round((100 * week.withinPromise) / week.promiseJudged);
}
