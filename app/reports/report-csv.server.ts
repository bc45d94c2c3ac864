import type { CsvColumn } from "#app/http/csv.server.ts";
import {
  formLabel,
  formNames,
  reachedStages,
  stageLabel,
  withinShare,
  type EnquiryReport,
  type WeekFigures,
} from "#app/reports/report.ts";

/**
 * The reports' CSV: one line per week with the page's figures, in the page's words. Waits in whole minutes of office
 * time (rounded down, as the page's "1 h 10 min"); a figure with nothing to measure is an empty cell. One column per
 * page enquiries were sent from in any of the weeks, busiest first.
 */
const minutes = (ms: number | null) => (ms === null ? "" : String(Math.floor(ms / 60_000)));

export function reportCsvColumns(report: EnquiryReport): CsvColumn<WeekFigures>[] {
  const totals = new Map<string, number>();
  for (const week of report.weeks)
    for (const page of week.pages) totals.set(page.page, (totals.get(page.page) ?? 0) + page.enquiries);
  const pages = [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([page]) => page);
  return [
    { header: "Week starting (Monday, UK time)", value: (week) => week.monday },
    { header: "Whole week", value: (week) => (week.current ? "no (this week so far)" : "yes") },
    { header: "Enquiries", value: (week) => String(week.enquiries) },
    ...formNames.map((form) => ({ header: formLabel(form), value: (week: WeekFigures) => String(week.byForm[form]) })),
    { header: "Due or called by now", value: (week) => String(week.promiseJudged) },
    { header: "First called within the promise", value: (week) => String(week.withinPromise) },
    { header: "Within the promise (%)", value: (week) => String(withinShare(week) ?? "") },
    { header: "First called", value: (week) => String(week.firstContacted) },
    { header: "Median wait for the first call (office minutes)", value: (week) => minutes(week.medianWaitMs) },
    { header: "90th percentile wait (office minutes)", value: (week) => minutes(week.p90WaitMs) },
    ...reachedStages.map((stage) => ({
      header: stage === "not-going-ahead" ? stageLabel(stage) : `Reached ${stageLabel(stage)}`,
      value: (week: WeekFigures) => String(week.reached[stage]),
    })),
    ...pages.map((page) => ({
      header: `Sent from ${page}`,
      value: (week: WeekFigures) => String(week.pages.find((entry) => entry.page === page)?.enquiries ?? 0),
    })),
  ];
}
