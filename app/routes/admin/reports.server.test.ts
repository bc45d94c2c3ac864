import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { signedInStaff } from "#tests/support/route-actions.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { reportWeeks } from "#app/reports/weeks.ts";
import { reportsExport, reportsPage } from "#app/routes/admin/reports.server.ts";

// The reports page's work for any staff member: the twelve weeks' figures, each view an audit entry, and the CSV of the
// same figures (a line per week), itself audited. Nothing in either names an enquiry or a person.

const HOUR = 3_600_000;

describe.each(dialects)("the reports page on %s", (dialect) => {
  const current = useTestDatabase(dialect);

  it("shows the weeks' figures to staff, audits each view, and exports the same figures as CSV, audited", async () => {
    const staff = await signedInStaff(current(), "staff", new Date());
    const { db } = current().database;
    const now = Date.now();
    // Within this UK week, even just after Monday's midnight.
    const arrived = Math.max(reportWeeks(now).at(-1)!.startMs, now - HOUR);
    await seedEnquiry(db, { form: "callback", createdAt: arrived, dueAt: now + HOUR, name: "Rita Reportable" });
    await seedEnquiry(db, { createdAt: arrived, dueAt: now - 1, firstContactedAt: now - 2 });

    const page = await reportsPage(staff);
    expect(page.exportHref).toBe("/admin/reports/export");
    expect(page.report.weeks).toHaveLength(12);
    const thisWeek = page.report.weeks.at(-1)!;
    expect(thisWeek).toMatchObject({ current: true, enquiries: 2, byForm: { callback: 1, contact: 1 } });
    expect(thisWeek).toMatchObject({ promiseJudged: 1, withinPromise: 1, firstContacted: 1 });

    const response = await reportsExport(staff);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="enquiry-reports-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    expect(text).not.toContain("Rita");
    const [header, ...lines] = parse(text.replace(/^\uFEFF/, "")) as string[][];
    expect(lines).toHaveLength(12);
    const cell = (line: string[], name: string) => line[header!.indexOf(name)];
    const last = lines.at(-1)!;
    expect(cell(last, "Week starting (Monday, UK time)")).toBe(thisWeek.monday);
    expect(cell(last, "Enquiries")).toBe("2");
    expect(cell(last, "Callbacks")).toBe("1");
    expect(cell(last, "First called within the promise")).toBe("1");
    expect(cell(last, "Within the promise (%)")).toBe("100");
    expect(cell(last, "Sent from /contact")).toBe("2");
    expect(cell(lines[0]!, "Enquiries")).toBe("0");
    expect(cell(lines[0]!, "Median wait for the first call (office minutes)")).toBe("");

    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "submission_id", "details"])
      .where("action", "in", ["reports-viewed", "reports-exported"])
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => [entry.action, Number(entry.actor_id), entry.submission_id])).toEqual([
      ["reports-viewed", staff.session.account.id, null],
      ["reports-exported", staff.session.account.id, null],
    ]);
    const details = audit[1]!.details;
    expect(jsonObjectOf(details)).toEqual({ weeks: 12 });
  });
});
