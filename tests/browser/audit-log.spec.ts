import type { Page } from "@playwright/test";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { downloadExport, enquiryAudit, expect, follow, sidewaysOverflow, test } from "#tests/browser/support/inbox.ts";
import { open } from "#tests/browser/support/pages.ts";
import {
  test as anyone,
  loginForm,
  makeAccount,
  signedInByDatabase,
  uniqueEmail,
  withDatabase,
  type StaffMember,
} from "#tests/browser/support/staff.ts";

// The audit log at /admin/audit, with JavaScript on and off: an admin filters by person and action and pages through
// (entries put straight into the web server's database about an account of the test's own, so tests side by side
// never see each other's), exports the filtered log as CSV (itself audited), and staff are refused; axe and 320 px.

const ukToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

interface Entry {
  action: string;
  actorId: number | null;
  accountId?: number | null;
  submissionId?: number | null;
  details?: Record<string, unknown>;
  at: Date;
}

async function insertEntries(entries: Entry[]) {
  await withDatabase(async (database) => {
    for (const entry of entries) {
      await database.db
        .insertInto("audit_log")
        .values({
          at: entry.at.toISOString(),
          action: entry.action,
          actor_id: entry.actorId,
          account_id: entry.accountId ?? null,
          submission_id: entry.submissionId ?? null,
          client_hash: "c0ffee00".repeat(4),
          details: entry.details ? JSON.stringify(entry.details) : null,
        })
        .execute();
    }
  });
}

/** A new staff account (its own entry: made as the command line makes one), with 55 role changes by the admin, three
 * disablings, and one sign-in of their own, older. */
async function historyOf(admin: StaffMember) {
  const subject = await makeAccount({ role: "staff", email: uniqueEmail("subject") });
  const start = Date.now() - 3 * 3_600_000;
  const minute = (n: number) => new Date(start + n * 60_000);
  await insertEntries([
    { action: "sign-in", actorId: subject.id, accountId: subject.id, at: minute(0) },
    ...Array.from({ length: 55 }, (_, n) => ({
      action: "role-changed",
      actorId: admin.id,
      accountId: subject.id,
      details: { from: "staff", to: n % 2 ? "admin" : "staff", n },
      at: minute(1 + n),
    })),
    ...Array.from({ length: 3 }, (_, n) => ({
      action: "account-disabled",
      actorId: admin.id,
      accountId: subject.id,
      submissionId: 4242 + n,
      at: minute(100 + n),
    })),
  ]);
  return { subject, newest: minute(102), oldest: minute(0) };
}

const entries = (page: Page) => page.locator("[data-audit-list] tbody tr");

async function applyAuditFilters(
  page: Page,
  choices: { person?: string; action?: string; from?: string; to?: string },
) {
  const form = page.locator("[data-form=audit-filters]");
  if (choices.person !== undefined) await form.getByLabel("Person").selectOption({ label: choices.person });
  if (choices.action !== undefined) await form.getByLabel("Action").selectOption({ label: choices.action });
  if (choices.from !== undefined) await form.getByLabel("From").fill(choices.from);
  if (choices.to !== undefined) await form.getByLabel("To").fill(choices.to);
  const before = page.url();
  await form.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((url) => url.href !== before);
}

test("an admin filters the log by person and by action, and pages through it, newest first", async ({
  page,
  staff,
}) => {
  const { subject, newest, oldest } = await historyOf(staff);
  await open(page, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await expect(
    page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Audit log" }),
  ).toHaveAttribute("aria-current", "page");
  // Nothing on the page changes or removes an entry.
  await expect(page.locator("main form[method=post], main button:not([type=submit])")).toHaveCount(0);

  await applyAuditFilters(page, { person: subject.email });
  expect(new URL(page.url()).searchParams.get("person")).toBe(String(subject.id));
  await expect(entries(page)).toHaveCount(50);
  // The account was made as the command line makes one (createAdmin), just now: the newest entry.
  await expect(entries(page).first().locator("[data-action]")).toHaveText("Admin account created");
  await expect(entries(page).first().locator("[data-who]")).toHaveText("command line");
  const first = entries(page).nth(1);
  await expect(first.locator("[data-action]")).toHaveText("Account disabled");
  await expect(first.locator("time")).toHaveText(formatUkDateTime(newest));
  await expect(first.locator("[data-who]")).toHaveText(staff.email);
  await expect(first.locator("[data-account]")).toHaveText(subject.email);
  await expect(first.locator("[data-enquiry]")).toHaveText("Enquiry 4244");
  await expect(first.locator("[data-enquiry]")).toHaveAttribute("href", "/admin/enquiries/4244");
  await expect(first.getByText("c0ffee00", { exact: true })).toBeVisible();
  await expect(entries(page).nth(4).locator("[data-details]")).toContainText("from: staff");
  await expect(entries(page).nth(4).locator("[data-details]")).toContainText("n: 54");
  await expect(page.locator("[data-page=newer]")).toHaveCount(0);

  // Older: the other ten, down to their own sign-in; Newer: back to the first fifty.
  await follow(page, page.locator("[data-page=older]"));
  await expect(entries(page)).toHaveCount(10);
  await expect(entries(page).last().locator("[data-action]")).toHaveText("Signed in");
  await expect(entries(page).last().locator("[data-who]")).toHaveText(subject.email);
  await expect(entries(page).last().locator("time")).toHaveText(formatUkDateTime(oldest));
  await expect(page.locator("[data-page=older]")).toHaveCount(0);
  await follow(page, page.locator("[data-page=newer]"));
  await expect(entries(page)).toHaveCount(50);
  await expect(entries(page).nth(1).locator("[data-action]")).toHaveText("Account disabled");
  await expect(page.locator("[data-page=newer]")).toHaveCount(0);
  // The filter is kept in the form.
  await expect(page.locator("[data-form=audit-filters]").getByLabel("Person")).toHaveValue(String(subject.id));

  // Person and action: the three disablings.
  await applyAuditFilters(page, { action: "Account disabled" });
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    person: String(subject.id),
    action: "account-disabled",
  });
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).locator("[data-action]")).toHaveText([
    "Account disabled",
    "Account disabled",
    "Account disabled",
  ]);
  await expect(page.locator("[data-page]")).toHaveCount(0);

  // Dates in the future: nothing, said in words.
  const nextYear = String(new Date().getFullYear() + 1);
  await applyAuditFilters(page, { from: `${nextYear}-01-01`, to: `${nextYear}-01-31` });
  await expect(page.locator("[data-empty]")).toContainText("No entries match");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/audit" && url.search === "");
});

test("Export CSV downloads the filtered log (BOM, headers, no formulas) and is itself in the log with its count", async ({
  page,
  staff,
}) => {
  const { subject } = await historyOf(staff);
  // An account whose address starts like a formula, doing something to the subject.
  const trickyEmail = `=cmd.${Date.now()}@example.org`;
  const tricky = await withDatabase(async (database) =>
    database.db
      .insertInto("staff_accounts")
      .values({
        email: trickyEmail,
        password_hash: null,
        role: "staff",
        state: "active",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
  );
  await insertEntries([
    {
      action: "account-disabled",
      actorId: Number(tricky.id),
      accountId: subject.id,
      details: { reason: "=1+1" },
      at: new Date(Date.now() - 60_000),
    },
  ]);

  await open(page, `/admin/audit?person=${subject.id}&action=account-disabled`);
  await expect(entries(page)).toHaveCount(4);
  await expect(page.locator("[data-export]")).toHaveAttribute(
    "href",
    `/admin/audit/export?person=${subject.id}&action=account-disabled`,
  );
  const csv = await downloadExport(page);
  expect(csv.name).toBe(`audit-log-${ukToday()}.csv`);
  expect(csv.text.startsWith("\uFEFF"), "a UTF-8 byte-order mark").toBe(true);
  expect(csv.text.endsWith("\r\n")).toBe(true);
  expect(csv.header).toEqual([
    "Entry",
    "When (UK time)",
    "When (UTC)",
    "Action",
    "Action code",
    "Done by",
    "Done by (account id)",
    "Account",
    "Account id",
    "Enquiry id",
    "Details",
    "Client hash",
  ]);
  const column = (name: string) => csv.header.indexOf(name);
  expect(csv.rows).toHaveLength(4);
  expect(csv.rows.map((row) => row[column("Action code")])).toEqual([
    "account-disabled",
    "account-disabled",
    "account-disabled",
    "account-disabled",
  ]);
  expect(csv.rows.map((row) => row[column("Enquiry id")])).toEqual(["", "4244", "4243", "4242"]);
  expect(csv.rows[0]![column("Done by")]).toBe(`'${trickyEmail}`);
  expect(csv.rows[0]![column("Details")]).toBe("reason: =1+1");
  expect(csv.rows[1]![column("Done by")]).toBe(staff.email);
  expect(csv.rows[1]![column("Account")]).toBe(subject.email);
  expect(csv.rows[1]![column("Client hash")]).toBe("c0ffee00".repeat(4));

  const exported = await enquiryAudit({ actorId: staff.id, action: "audit-exported" });
  expect(exported.at(-1)).toEqual({
    action: "audit-exported",
    actorId: staff.id,
    submissionId: null,
    details: { person: subject.id, action: "account-disabled", from: null, to: null, rows: 4 },
  });

  // The answer itself: a CSV attachment, never stored; and the export appears in the log, by action.
  const response = await page.request.get(`/admin/audit/export?person=${subject.id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="audit-log-${ukToday()}.csv"`);
  await open(page, `/admin/audit?person=${staff.id}&action=audit-exported`);
  await expect(entries(page).first().locator("[data-action]")).toHaveText("Audit log exported (CSV)");
  await expect(entries(page).first().locator("[data-details]")).toContainText("rows: 61");
});

anyone(
  "a staff member gets 'This page is for admins' and no link; without a session the log and its export go to /auth",
  async ({ page, otherClient }) => {
    for (const path of ["/admin/audit", "/admin/audit/export"]) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect([302, 303], path).toContain(answer.status());
      expect(new URL(answer.headers().location!, "http://site").pathname).toBe("/auth");
    }
    await open(page, "/admin/audit");
    await expect(loginForm(page)).toBeVisible();

    const staffPage = await otherClient();
    await signedInByDatabase(staffPage, { role: "staff" });
    await expect(
      staffPage.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Audit log" }),
    ).toHaveCount(0);
    await open(staffPage, "/admin/audit", 403);
    await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText("This page is for admins");
    const answer = await staffPage.request.get("/admin/audit/export", { maxRedirects: 0 });
    expect(answer.status()).toBe(403);
    expect(answer.headers()["content-type"] ?? "").not.toContain("text/csv");
  },
);

test("at 320 px the entries are cards and nothing scrolls sideways", async ({ page, staff }) => {
  const { subject } = await historyOf(staff);
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page, `/admin/audit?person=${subject.id}`);
  await expect(entries(page)).toHaveCount(50);
  expect(await sidewaysOverflow(page)).toBe("");
  for (const display of await entries(page).evaluateAll((rows) => rows.map((row) => getComputedStyle(row).display)))
    expect(display).toBe("block");
  await expect(entries(page).first().getByText("Who did it:")).toBeVisible();
});

test("axe finds nothing on the audit log, wide and at 320 px @js-only", async ({ page, staff }) => {
  // Three runs of axe on a page of 50 entries: under a busy machine's load, 30 s was not always enough.
  test.setTimeout(120_000);
  const { subject } = await historyOf(staff);
  await open(page, `/admin/audit?person=${subject.id}`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoAxeViolations(page);
  await open(page, "/admin/audit?action=mfa-reset&from=2001-01-01&to=2001-01-02");
  await expectNoAxeViolations(page);
});
