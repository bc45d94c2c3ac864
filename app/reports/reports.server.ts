import { sql, type RawBuilder } from "kysely";
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
 * The reports' figures, counted by the database (issue 24, point 7). Each enquiry belongs to the UK week it arrived in;
 * spam is left out. Two queries over the weeks' rows only (a range of the index on `created_at`): one counts by
 * week, form, page and stage (enquiries, promise judged and kept, called), a few hundred rows of counts that are
 * summed here; the other reads the arrival and first-call times of the enquiries called, whose waits in office hours
 * are measured here (office hours, bank holidays and clock changes are the app's calendar, which SQL does not know)
 * for the median and the 90th percentile. At a million enquiries over five years (46,000 in twelve weeks) a view took
 * about 0.5 s on SQLite on a busy 2-core machine.
 *
 * The week of a row is worked out in SQL from the weeks' start instants (a CASE over `created_at`), the same on SQLite
 * (ISO text, compared as text) and PostgreSQL (timestamptz): UK weeks follow the clock changes, which neither
 * database's date functions do alike.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** The stages counted as reached by an enquiry at each stage now (report.ts says why). */
const reachedBy: Record<ReachedStage, readonly string[]> = {
  contacted: ["contacted", "assessment-booked", "care-started"],
  "assessment-booked": ["assessment-booked", "care-started"],
  "care-started": ["care-started"],
  "not-going-ahead": ["not-going-ahead"],
};

/** The report's rows: not spam, arrived within the weeks, each with its week's number (0: the oldest). */
function weekRows(weeks: readonly ReportWeek[], columns: RawBuilder<unknown>): RawBuilder<unknown> {
  const cases = weeks
    .slice(0, -1)
    .map((week, index) => sql`when created_at < ${iso(week.endMs)} then ${sql.lit(index)}`);
  return sql`(select case ${sql.join(cases, sql` `)} else ${sql.lit(weeks.length - 1)} end as week, ${columns}
    from submissions
    where created_at >= ${iso(weeks[0]!.startMs)} and created_at < ${iso(weeks.at(-1)!.endMs)} and not is_spam) as weekly`;
}

const count = (condition: RawBuilder<unknown>) => sql`sum(case when ${condition} then 1 else 0 end)`;

interface CountRow {
  week: number | string;
  form: FormName;
  page: string;
  status: string;
  enquiries: number | string;
  judged: number | string;
  within: number | string;
  called: number | string;
}

/** Every figure of the last weeks up to the one `now` is in, oldest first; waits measured on `calendar`. */
export async function enquiryReport(
  database: SiteDatabase,
  now: number,
  calendar: OfficeCalendar,
  weeks: readonly ReportWeek[] = reportWeeks(now),
): Promise<EnquiryReport> {
  const { db } = database;
  const called = sql`first_contacted_at is not null`;
  const byFormAndPage = await sql<CountRow>`select week, form, origin_page as page, status, count(*) as enquiries,
      ${count(sql`due_at is not null and (${called} or due_at <= ${iso(now)})`)} as judged,
      ${count(sql`${called} and first_contacted_at <= due_at`)} as within,
      ${count(called)} as called
    from ${weekRows(weeks, sql`form, origin_page, status, due_at, first_contacted_at`)}
    group by week, form, origin_page, status`.execute(db);
  const calls = await sql<{ week: number | string; created_at: string | Date; first_contacted_at: string | Date }>`
    select week, created_at, first_contacted_at
    from ${weekRows(weeks, sql`created_at, first_contacted_at`)}
    where first_contacted_at is not null`.execute(db);
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
  const weekOf = (row: { week: number | string }) => figures[Number(row.week)]!;

  const pages = figures.map(() => new Map<string, number>());
  for (const row of byFormAndPage.rows) {
    const week = weekOf(row);
    const onPage = pages[Number(row.week)]!;
    onPage.set(row.page, (onPage.get(row.page) ?? 0) + Number(row.enquiries));
    week.enquiries += Number(row.enquiries);
    week.byForm[row.form] += Number(row.enquiries);
    week.promiseJudged += Number(row.judged);
    week.withinPromise += Number(row.within);
    week.firstContacted += Number(row.called);
    for (const stage of reachedStages) {
      // One with a call logged has reached Contacted whatever its stage now.
      if (reachedBy[stage].includes(row.status)) week.reached[stage] += Number(row.enquiries);
      else if (stage === "contacted") week.reached[stage] += Number(row.called);
    }
  }
  figures.forEach((week, index) => {
    week.pages = [...pages[index]!]
      .map(([page, enquiries]) => ({ page, enquiries }))
      .sort((a, b) => b.enquiries - a.enquiries || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
  });

  const officeTime = officeTimeMeter(weeks[0]!.startMs, Math.max(now, weeks.at(-1)!.endMs), calendar);
  const waits: number[][] = weeks.map(() => []);
  for (const row of calls.rows)
    waits[Number(row.week)]!.push(
      officeTime(new Date(row.created_at).getTime(), new Date(row.first_contacted_at).getTime()),
    );
  waits.forEach((list, index) => {
    list.sort((a, b) => a - b);
    figures[index]!.medianWaitMs = nearestRank(list, 0.5);
    figures[index]!.p90WaitMs = nearestRank(list, 0.9);
  });
  return { weeks: figures };
}
