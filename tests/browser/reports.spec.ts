import type { Page } from "@playwright/test";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { officeTimeBetween } from "#app/enquiries/office-time.ts";
import { nearestRank } from "#app/reports/report.ts";
import { reportWeeks, type ReportWeek } from "#app/reports/weeks.ts";
import { durationText } from "#app/utils/duration-text.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { overflowProblems } from "#tests/browser/support/overflow.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import {
  auditEntries,
  expect,
  firstSignIn,
  makeAccount,
  ownServer,
  test,
  withDatabase,
} from "#tests/browser/support/staff.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";

// /admin/reports with JavaScript on and off, on a server of its own (so other tests' enquiries never change the
// counts): a staff member (not an admin) finds it in the navigation; every week's figures in its tables equal a plain
// SQL count over the enquiries this test seeded (spam and the weeks before the report left out), and the waits equal
// officeTimeBetween's; the view is audited; nothing sticks out at 320 px; axe finds nothing (JavaScript on).

const HOUR = 3_600_000;

/** The enquiries of this test: in three of the twelve weeks, each well inside its week. */
async function seed(file: string, weeks: ReportWeek[], now: number) {
  const midweek = (week: ReportWeek) => week.startMs + 2 * 24 * HOUR + 12 * HOUR;
  const lastWeek = midweek(weeks.at(-2)!);
  const earlier = midweek(weeks.at(-4)!);
  await withDatabase(async ({ db }) => {
    const add = (enquiry: Parameters<typeof seedEnquiry>[1]) => seedEnquiry(db, enquiry);
    // Last week: one called within the promise, one called late, a callback booked for assessment, and spam.
    await add({
      createdAt: lastWeek,
      dueAt: lastWeek + 2 * HOUR,
      firstContactedAt: lastWeek + HOUR,
      status: "contacted",
    });
    await add({ createdAt: lastWeek, dueAt: lastWeek + 2 * HOUR, firstContactedAt: lastWeek + 5 * HOUR });
    await add({
      form: "callback",
      createdAt: lastWeek + HOUR,
      dueAt: lastWeek + 3 * HOUR,
      firstContactedAt: lastWeek + 3 * HOUR,
      status: "assessment-booked",
      originPage: "/request-a-callback",
    });
    await add({ form: "assessment", createdAt: lastWeek, dueAt: lastWeek + HOUR, spam: true });
    // Three weeks ago: care started, and a quick contact not going ahead, never called.
    await add({
      form: "assessment",
      createdAt: earlier,
      dueAt: earlier + HOUR,
      firstContactedAt: earlier + 30 * 60_000,
      status: "care-started",
      originPage: "/free-assessment",
    });
    await add({
      form: "quick-contact",
      createdAt: earlier,
      dueAt: earlier + 24 * HOUR,
      status: "not-going-ahead",
      originPage: "/care-costs",
    });
    // This week, not due yet; and one from before the twelve weeks.
    await add({ form: "callback", createdAt: Math.max(weeks.at(-1)!.startMs, now - 60_000), dueAt: now + 2 * HOUR });
    await add({ createdAt: weeks[0]!.startMs - HOUR, dueAt: weeks[0]!.startMs });
  }, file);
}

/** What a plain SQL count over the rows says of one week, in the words of the page's tables. */
async function expectedOf(db: SiteDatabase["db"], week: ReportWeek, now: number) {
  const rows = await db
    .selectFrom("submissions")
    .select(["form", "status", "origin_page", "created_at", "due_at", "first_contacted_at"])
    .where("created_at", ">=", new Date(week.startMs).toISOString())
    .where("created_at", "<", new Date(week.endMs).toISOString())
    .where("is_spam", "=", false)
    .execute();
  const count = (test: (row: (typeof rows)[number]) => boolean) => String(rows.filter(test).length);
  const at = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());
  const called = rows.filter((row) => row.first_contacted_at !== null);
  const judged = rows.filter((row) => row.first_contacted_at !== null || at(row.due_at)! <= now).length;
  const within = rows.filter(
    (row) => row.first_contacted_at !== null && at(row.first_contacted_at)! <= at(row.due_at)!,
  );
  const waits = called
    .map((row) => officeTimeBetween(at(row.created_at)!, at(row.first_contacted_at)!))
    .sort((a, b) => a - b);
  const wait = (p: number) => {
    const value = nearestRank(waits, p);
    return value === null ? "none called" : durationText(value, { inHours: true });
  };
  const pages = new Map<string, number>();
  for (const row of rows) pages.set(row.origin_page, (pages.get(row.origin_page) ?? 0) + 1);
  return {
    forms: [
      count((row) => row.form === "quick-contact"),
      count((row) => row.form === "contact"),
      count((row) => row.form === "callback"),
      count((row) => row.form === "assessment"),
      String(rows.length),
    ],
    firstCalls: [
      String(judged),
      `${within.length}${judged ? ` (${Math.round((100 * within.length) / judged)}%)` : ""}`,
      String(called.length),
      wait(0.5),
      wait(0.9),
    ],
    stages: [
      String(rows.length),
      count(
        (row) =>
          row.first_contacted_at !== null || ["contacted", "assessment-booked", "care-started"].includes(row.status),
      ),
      count((row) => ["assessment-booked", "care-started"].includes(row.status)),
      count((row) => row.status === "care-started"),
      count((row) => row.status === "not-going-ahead"),
    ],
    pages: [...pages].map(([page, enquiries]) => `${page}: ${enquiries}`).sort(),
  };
}

/** Each table's rows as shown from 768 px (no card labels): by table, then by week, the cells' text (row header apart). */
const shownTables = (page: Page) =>
  page.evaluate(() => {
    const tables: Record<string, Record<string, string[]>> = {};
    for (const name of ["report-forms", "report-first-calls", "report-stages", "report-pages"]) {
      tables[name] = {};
      for (const row of document.querySelectorAll<HTMLElement>(`[data-${name}] tr[data-week]`)) {
        const cells = name === "report-pages" ? row.querySelectorAll("li") : row.querySelectorAll("td");
        tables[name][row.dataset.week!] = [...cells].map((cell) => (cell as HTMLElement).innerText.trim());
      }
    }
    return tables;
  });

test("staff see each week's figures as a SQL count over the enquiries gives them; audited, 320 px, axe", async ({
  otherClient,
}) => {
  // A server of its own, a first sign-in and axe at two widths: generous for a busy machine.
  test.setTimeout(180_000);
  const server = await ownServer();
  try {
    const now = Date.now();
    const weeks = reportWeeks(now);
    await seed(server.file, weeks, now);
    const member = await makeAccount({ role: "staff", file: server.file });
    const page = await otherClient({ baseURL: server.url });
    await firstSignIn(page, member);

    await page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Reports" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const response = await open(page, "/admin/reports");
    expect(response?.headers()["cache-control"]).toContain("no-store");

    const shown = await shownTables(page);
    const expected = await withDatabase(async ({ db }) => {
      const byWeek: Record<string, Awaited<ReturnType<typeof expectedOf>>> = {};
      for (const week of weeks) byWeek[week.monday] = await expectedOf(db, week, now);
      return byWeek;
    }, server.file);
    for (const week of weeks) {
      const { forms, firstCalls, stages, pages } = expected[week.monday]!;
      expect(shown["report-forms"]![week.monday], `forms, ${week.monday}`).toEqual(forms);
      expect(shown["report-first-calls"]![week.monday], `calls, ${week.monday}`).toEqual(firstCalls);
      expect(shown["report-stages"]![week.monday], `stages, ${week.monday}`).toEqual(stages);
      expect(shown["report-pages"]![week.monday]!.sort(), `pages, ${week.monday}`).toEqual(pages);
    }
    // The seeded weeks hold what was seeded (so the comparison above was not of empty tables).
    expect(expected[weeks.at(-2)!.monday]!.forms).toEqual(["0", "2", "1", "0", "3"]);
    await expect(page.locator("[data-weekly-chart] svg[aria-hidden=true] rect")).toHaveCount(5);

    const views = await auditEntries(["reports-viewed"], { actorId: member.id }, server.file);
    expect(views.length).toBeGreaterThanOrEqual(2);

    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, "/admin/reports");
    expect(await overflowProblems(page)).toEqual([]);
    if (!jsDisabled()) {
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoAxeViolations(page);
    }
  } finally {
    await server.stop();
  }
});
