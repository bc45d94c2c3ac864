import { sql } from "kysely";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { officeTimeMeter, type OfficeCalendar } from "#app/enquiries/office-time.ts";
import {
  formNames,
  nearestRank,
  reachedStages,
  type EnquiryReport,
  type FormName,
  type ReachedStage,
  type WeekFigures,
} from "#app/reports/report.ts";
import { reportWeeks, type ReportWeek } from "#app/reports/weeks.ts";

/**
 * The reports' figures, counted from the stored enquiries (issue 24, point 7). Each enquiry belongs to the UK week it
 * arrived in; spam is left out. One query reads the weeks' rows only (a range of the index on `created_at`), the few
 * columns the figures need, and they are counted here in one pass: the week of each row (the weeks' start instants,
 * which follow the UK's clock changes as neither database's date functions do alike), the enquiries by form and page,
 * the promise judged and kept, the stages reached, and the waits for the first call in office hours (office hours,
 * bank holidays and clock changes are the app's calendar, which SQL does not know) for the median and the 90th
 * percentile. At a million enquiries over three years (75,000 in twelve weeks) a view took 550-700 ms on SQLite as two
 * grouped queries with the week worked out in SQL; as one pass, the times read as numbers, 250-310 ms on SQLite and
 * 220-290 ms on PostgreSQL (p50-p95, docs/benchmarks.md).
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** The stages counted as reached by an enquiry at each stage now (report.ts says why). */
const reachedBy: Record<ReachedStage, readonly string[]> = {
  contacted: ["contacted", "assessment-booked", "care-started"],
  "assessment-booked": ["assessment-booked", "care-started"],
  "care-started": ["care-started"],
  "not-going-ahead": ["not-going-ahead"],
};

/** A row as the query reads it, its times in milliseconds. */
interface ReportRow {
  created_at: number;
  form: FormName;
  page: string;
  status: string;
  due_at: number | null;
  first_contacted_at: number | null;
}

/** The week a moment falls in (weeks in order, `at` within them). */
function weekIndexOf(weeks: readonly ReportWeek[], at: number): number {
  let low = 0;
  let high = weeks.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (weeks[middle]!.startMs <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** One enquiry counted in its week's figures and pages; its first call's time, if any, for the waits. */
function countRow(week: WeekFigures, pages: Map<string, number>, row: ReportRow, now: number): number | null {
  pages.set(row.page, (pages.get(row.page) ?? 0) + 1);
  week.enquiries++;
  week.byForm[row.form]++;
  const calledAt = row.first_contacted_at;
  const dueAt = row.due_at;
  if (dueAt !== null && (calledAt !== null || dueAt <= now)) week.promiseJudged++;
  if (calledAt !== null) week.firstContacted++;
  if (calledAt !== null && dueAt !== null && calledAt <= dueAt) week.withinPromise++;
  for (const stage of reachedStages) {
    // One with a call logged has reached Contacted whatever its stage now.
    if (reachedBy[stage].includes(row.status) || (stage === "contacted" && calledAt !== null)) week.reached[stage]++;
  }
  return calledAt;
}

/** Every figure of the last weeks up to the one `now` is in, oldest first; waits measured on `calendar`. */
export async function enquiryReport(
  database: SiteDatabase,
  now: number,
  calendar: OfficeCalendar,
  weeks: readonly ReportWeek[] = reportWeeks(now),
): Promise<EnquiryReport> {
  // The times come as milliseconds, numbers: turning 75,000 rows' times into Date objects (PostgreSQL's driver) or
  // parsing their ISO text (SQLite's) took most of the view's time.
  const time = (column: string) =>
    sql.raw(
      database.dialect === "postgres"
        ? `(extract(epoch from ${column}) * 1000)::float8 as ${column}`
        : `cast(round(unixepoch(${column}, 'subsec') * 1000) as integer) as ${column}`,
    );
  const { rows } = await sql<ReportRow>`select ${time("created_at")}, form, origin_page as page, status,
      ${time("due_at")}, ${time("first_contacted_at")}
    from submissions
    where created_at >= ${iso(weeks[0]!.startMs)} and created_at < ${iso(weeks.at(-1)!.endMs)} and not is_spam`.execute(
    database.db,
  );
  const figures: WeekFigures[] = weeks.map((week) => ({
    monday: week.monday,
    current: now >= week.startMs && now < week.endMs,
    enquiries: 0,
    byForm: Object.fromEntries(formNames.map((form) => [form, 0])) as Record<FormName, number>,
    pages: [],
    promiseJudged: 0,
    withinPromise: 0,
    firstContacted: 0,
    medianWaitMs: null,
    p90WaitMs: null,
    reached: Object.fromEntries(reachedStages.map((stage) => [stage, 0])) as Record<ReachedStage, number>,
  }));
  const pages = figures.map(() => new Map<string, number>());
  const waits: number[][] = weeks.map(() => []);
  const officeTime = officeTimeMeter(weeks[0]!.startMs, Math.max(now, weeks.at(-1)!.endMs), calendar);

  for (const row of rows) {
    const createdAt = row.created_at;
    const index = weekIndexOf(weeks, createdAt);
    const calledAt = countRow(figures[index]!, pages[index]!, row, now);
    if (calledAt !== null) waits[index]!.push(officeTime(createdAt, calledAt));
  }
  figures.forEach((week, index) => {
    week.pages = [...pages[index]!]
      .map(([page, enquiries]) => ({ page, enquiries }))
      .sort((a, b) => b.enquiries - a.enquiries || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
    const list = waits[index]!.sort((a, b) => a - b);
    week.medianWaitMs = nearestRank(list, 0.5);
    week.p90WaitMs = nearestRank(list, 0.9);
  });
  return { weeks: figures };
}
