import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import type { SubmissionStatus } from "#app/db.server/schema.ts";
import { officeCalendar, officeTimeBetween } from "#app/enquiries/office-time.ts";
import { enquiryReport } from "#app/reports/reports.server.ts";
import { formNames, nearestRank, type WeekFigures } from "#app/reports/report.ts";
import { reportWeeks } from "#app/reports/weeks.ts";

// The reports' figures on SQLite and PostgreSQL, with the clock passed in: every figure of every week equals an
// independent count (a plain SQL count per week over the seeded rows, and waits measured one by one with
// officeTimeBetween), and the edges: a week ends at 23:59 on Sunday and the next begins at 00:00 on Monday, UK time,
// in summer time and in winter; an enquiry first called exactly at its due time kept the promise.

const HOUR = 3_600_000;
// Wednesday 2 December 2026, 15:00 UK time (GMT): the twelve weeks run from Monday 14 September (BST).
const NOW = Date.UTC(2026, 11, 2, 15);
const pages = ["/contact", "/", "/care-costs", "/api/submit-contact", "/request-a-callback"];
const statuses: SubmissionStatus[] = ["new", "contacted", "assessment-booked", "care-started", "not-going-ahead"];

describe.each(dialects)("the reports on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("every figure of every week equals an independent SQL count over the seeded rows", async () => {
    const { db } = test.database;
    const weeks = reportWeeks(NOW);
    expect(weeks[0]!.monday).toBe("2026-09-14");
    expect(weeks.at(-1)!.monday).toBe("2026-11-30");

    let seed = 7;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    // From a week before the first to now: some before the report, some spam, every form, page and stage.
    const start = weeks[0]!.startMs - 7 * 24 * HOUR;
    for (let i = 0; i < 240; i++) {
      const createdAt = start + Math.floor(((NOW - start) * random(10_000)) / 10_000);
      const dueAt = createdAt + random(48) * HOUR + random(60) * 60_000;
      const calledAfter = [null, dueAt - createdAt, random(72) * HOUR + random(3_600) * 1000][random(3)];
      const firstContactedAt = calledAfter == null ? null : Math.min(NOW, createdAt + calledAfter);
      const status = firstContactedAt === null ? (random(4) ? "new" : "not-going-ahead") : statuses[random(5)]!;
      await seedEnquiry(db, {
        form: formNames[random(4)]!,
        createdAt,
        dueAt,
        firstContactedAt,
        status,
        spam: random(10) === 0,
        originPage: pages[random(pages.length)]!,
      });
    }

    const report = await enquiryReport(test.database, NOW, officeCalendar);
    expect(report.weeks.map((week) => week.monday)).toEqual(weeks.map((week) => week.monday));

    for (const [index, week] of weeks.entries()) {
      const inWeek = () =>
        db
          .selectFrom("submissions")
          .where("created_at", ">=", new Date(week.startMs).toISOString())
          .where("created_at", "<", new Date(week.endMs).toISOString())
          .where("is_spam", "=", false);
      const countOf = async (query: ReturnType<typeof inWeek>) =>
        Number((await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
      const rows = await inWeek().select(["created_at", "first_contacted_at"]).execute();
      const waits = rows
        .filter((row) => row.first_contacted_at !== null)
        .map((row) =>
          officeTimeBetween(new Date(row.created_at).getTime(), new Date(row.first_contacted_at!).getTime()),
        )
        .sort((a, b) => a - b);
      const byForm = Object.fromEntries(
        await Promise.all(formNames.map(async (form) => [form, await countOf(inWeek().where("form", "=", form))])),
      );
      const pageCounts = await inWeek()
        .select((eb) => ["origin_page", eb.fn.countAll().as("n")])
        .groupBy("origin_page")
        .execute();
      const expected: Omit<WeekFigures, "pages"> = {
        monday: week.monday,
        current: index === weeks.length - 1,
        enquiries: await countOf(inWeek()),
        byForm: byForm as WeekFigures["byForm"],
        promiseJudged: await countOf(
          inWeek().where((eb) =>
            eb.or([eb("first_contacted_at", "is not", null), eb("due_at", "<=", new Date(NOW).toISOString())]),
          ),
        ),
        withinPromise: await countOf(inWeek().whereRef("first_contacted_at", "<=", "due_at")),
        firstContacted: waits.length,
        medianWaitMs: nearestRank(waits, 0.5),
        p90WaitMs: nearestRank(waits, 0.9),
        reached: {
          contacted: await countOf(
            inWeek().where((eb) =>
              eb.or([
                eb("first_contacted_at", "is not", null),
                eb("status", "in", ["contacted", "assessment-booked", "care-started"]),
              ]),
            ),
          ),
          "assessment-booked": await countOf(inWeek().where("status", "in", ["assessment-booked", "care-started"])),
          "care-started": await countOf(inWeek().where("status", "=", "care-started")),
          "not-going-ahead": await countOf(inWeek().where("status", "=", "not-going-ahead")),
        },
      };
      const { pages: reportedPages, ...figures } = report.weeks[index]!;
      expect(figures, `week of ${week.monday}`).toEqual(expected);
      expect(Object.fromEntries(reportedPages.map((page) => [page.page, page.enquiries]))).toEqual(
        Object.fromEntries(pageCounts.map((row) => [row.origin_page, Number(row.n)])),
      );
    }
    // The seeded rows reach every week, and the spam and the week before the report are left out.
    expect(report.weeks.every((week) => week.enquiries > 0)).toBe(true);
    const total = report.weeks.reduce((sum, week) => sum + week.enquiries, 0);
    expect(total).toBeLessThan(240);
  }, 30_000);

  it("the week boundaries at Sunday 23:59 / Monday 00:00 UK time, in summer and winter time; called at the due time is within", async () => {
    const { db } = test.database;
    await db.deleteFrom("submissions").execute();
    const at = (text: string) => Date.parse(text);
    // Summer time: Sunday 20 September 23:59 BST is 22:59 UTC; Monday 21 September 00:00 BST is Sunday 23:00 UTC.
    await seedEnquiry(db, { createdAt: at("2026-09-20T22:59:59.999Z"), dueAt: at("2026-09-21T08:00:00Z") });
    await seedEnquiry(db, { createdAt: at("2026-09-20T23:00:00.000Z"), dueAt: at("2026-09-21T09:00:00Z") });
    // Winter time (after the clocks went back on 25 October): Sunday 8 November 23:59 GMT and Monday 00:00 GMT.
    await seedEnquiry(db, {
      form: "callback",
      createdAt: at("2026-11-08T23:59:59.999Z"),
      dueAt: at("2026-11-09T09:00:00Z"),
      // Called exactly at its due time: within the promise. 1 h of office time (8am to 9am).
      firstContactedAt: at("2026-11-09T09:00:00Z"),
      status: "contacted",
    });
    await seedEnquiry(db, {
      form: "callback",
      createdAt: at("2026-11-09T00:00:00.000Z"),
      dueAt: at("2026-11-09T09:00:00Z"),
      // A millisecond late: not within.
      firstContactedAt: at("2026-11-09T09:00:00.001Z"),
      status: "care-started",
    });
    await seedEnquiry(db, {
      form: "callback",
      createdAt: at("2026-11-09T10:00:00Z"),
      dueAt: at("2026-11-09T12:00:00Z"),
      // Friday 13 November 10:00: 8 h on Monday, 30 h to Friday's 8am, then 2 h: 40 h of office time.
      firstContactedAt: at("2026-11-13T10:00:00Z"),
      status: "not-going-ahead",
    });
    const report = await enquiryReport(test.database, NOW, officeCalendar);
    const week = (monday: string) => report.weeks.find((candidate) => candidate.monday === monday)!;
    expect(week("2026-09-14").enquiries).toBe(1);
    expect(week("2026-09-21").enquiries).toBe(1);
    expect(week("2026-11-02")).toMatchObject({ enquiries: 1, withinPromise: 1, promiseJudged: 1 });
    expect(week("2026-11-02").medianWaitMs).toBe(HOUR);
    expect(week("2026-11-09")).toMatchObject({
      enquiries: 2,
      byForm: { callback: 2, contact: 0 },
      promiseJudged: 2,
      withinPromise: 0,
      firstContacted: 2,
      reached: { contacted: 2, "assessment-booked": 1, "care-started": 1, "not-going-ahead": 1 },
    });
    // Two waits in office hours, 1 h and a millisecond (midnight to 9am on Monday) and 40 h: the nearest-rank median
    // is the shorter.
    expect([week("2026-11-09").medianWaitMs, week("2026-11-09").p90WaitMs]).toEqual([HOUR + 1, 40 * HOUR]);
    expect(week("2026-11-30").current).toBe(true);
  });
});
