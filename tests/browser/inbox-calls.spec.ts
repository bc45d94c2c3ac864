import type { Page } from "@playwright/test";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { expectErrorPattern } from "#tests/browser/support/forms.ts";
import { open } from "#tests/browser/support/pages.ts";
import { withDatabase } from "#tests/browser/support/staff.ts";
import {
  enquiryAudit,
  enquiryRow,
  expect,
  followUpForm,
  insertEnquiries,
  saveFollowUp,
  test,
  uniqueName,
} from "#tests/browser/support/inbox.ts";

// Logging calls and moving an enquiry through its stages on /admin/enquiries/:id, with JavaScript on and off (issue 24,
// points 3 and 4): each call a row of its own, the first one the first contact, reaching the family moves New on to
// Contacted; "Not going ahead" is chosen with its reason.

/** The value shown beside a label in the page's lists of facts. */
const fact = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

const callsOf = (id: number) =>
  withDatabase((database) =>
    database.db.selectFrom("contact_attempts").selectAll().where("submission_id", "=", id).orderBy("id").execute(),
  );

test("logging no answer then reached records two calls, the first contact time, and moves the enquiry to Contacted", async ({
  page,
  staff,
}) => {
  const [id] = await insertEnquiries([{ form: "contact", name: `${uniqueName()} Caller` }]);
  await open(page, `/admin/enquiries/${id}`);
  const form = page.locator("[data-form=call]");
  const confirmation = page.locator("[data-confirmation]");
  await expect(fact(page, "First contact")).toHaveText("Not yet");
  await expect(page.locator("#call-list")).toContainText("No calls logged yet.");

  // No outcome chosen: the GOV.UK error pattern, the note kept, nothing stored.
  await form.getByLabel("Note about the call (optional)").fill("Tried the mobile");
  await form.getByRole("button", { name: "Log call" }).click();
  await expectErrorPattern(page, form, { outcome: "Choose how the call went" });
  await expect(form.getByLabel("Note about the call (optional)")).toHaveValue("Tried the mobile");
  expect(await callsOf(id!)).toEqual([]);

  await form.getByLabel("No answer", { exact: true }).check();
  await form.getByRole("button", { name: "Log call" }).click();
  await expect(confirmation).toContainText("Call logged.");
  const [first] = await callsOf(id!);
  await expect(fact(page, "First contact")).toHaveText(formatUkDateTime(first!.created_at as string));
  await expect(fact(page, "Status")).toHaveText("New");

  await page.locator("[data-form=call]").getByLabel("Reached", { exact: true }).check();
  await page.locator("[data-form=call]").getByRole("button", { name: "Log call" }).click();
  await expect(confirmation).toContainText("Call logged.");
  await expect(fact(page, "Status")).toHaveText("Contacted");

  // Two rows, newest first on the page, who and when; the first contact stays the first call's time.
  const calls = await callsOf(id!);
  expect(calls.map((call) => [call.outcome, call.note, call.staff_id])).toEqual([
    ["no-answer", "Tried the mobile", staff.id],
    ["reached", null, staff.id],
  ]);
  const row = await enquiryRow(id!);
  expect(row.status).toBe("contacted");
  expect(row.first_contacted_at).toBe(calls[0]!.created_at);
  await expect(fact(page, "First contact")).toHaveText(formatUkDateTime(calls[0]!.created_at as string));
  const listed = page.locator("[data-call]");
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(
    `Reached, ${formatUkDateTime(calls[1]!.created_at as string)}, by ${staff.email}`,
  );
  await expect(listed.nth(1)).toContainText(
    `No answer, ${formatUkDateTime(calls[0]!.created_at as string)}, by ${staff.email}`,
  );
  await expect(listed.nth(1)).toContainText("Tried the mobile");
  // Kept as logged: nothing on a logged call can be changed.
  await expect(page.locator("[data-calls] textarea, [data-calls] button, [data-calls] input")).toHaveCount(0);

  // Audited with the outcome (and the change of stage), never the note.
  const logged = (await enquiryAudit({ submissionId: id })).filter((entry) => entry.action === "enquiry-call-logged");
  expect(logged).toEqual([
    { action: "enquiry-call-logged", actorId: staff.id, submissionId: id, details: { outcome: "no-answer" } },
    {
      action: "enquiry-call-logged",
      actorId: staff.id,
      submissionId: id,
      details: { outcome: "reached", from: "new", to: "contacted" },
    },
  ]);
});

test("Not going ahead is chosen with its reason, and shown with it; a row with none recorded says so", async ({
  page,
  staff,
}) => {
  void staff;
  const [id] = await insertEnquiries([{ form: "callback", name: `${uniqueName()} Stage`, status: "contacted" }]);
  await open(page, `/admin/enquiries/${id}`);
  const stage = followUpForm(page).getByLabel("Stage");

  // Not going ahead is offered only with a reason: one choice is a whole stage, saved at once or by one Save.
  const offered = await stage.locator("option").allTextContents();
  expect(offered.filter((label) => label.startsWith("Not going ahead"))).toEqual([
    "Not going ahead (out of our area)",
    "Not going ahead (chose another provider)",
    "Not going ahead (funding)",
    "Not going ahead (no longer needed)",
    "Not going ahead (could not reach them)",
  ]);
  await stage.selectOption({ label: "Not going ahead (chose another provider)" });
  await saveFollowUp(page, "Stage changed to Not going ahead (chose another provider).");
  await expect(fact(page, "Status")).toHaveText("Not going ahead (chose another provider)");
  await expect(stage).toHaveValue("not-going-ahead:another-provider");
  const changed = await enquiryRow(id!);
  expect([changed.status, changed.stage_reason]).toEqual(["not-going-ahead", "another-provider"]);
  expect((await enquiryAudit({ submissionId: id })).filter((entry) => entry.action !== "enquiry-viewed")).toEqual([
    {
      action: "enquiry-status-changed",
      actorId: staff.id,
      submissionId: id,
      details: { from: "contacted", to: "not-going-ahead", reason: "another-provider" },
    },
  ]);

  // A row migrated from "closed" has no reason: the page says so, in the facts and in the control.
  await withDatabase((database) =>
    database.db.updateTable("submissions").set({ stage_reason: null }).where("id", "=", id!).execute(),
  );
  await open(page, `/admin/enquiries/${id}`);
  await expect(fact(page, "Status")).toHaveText("Not going ahead (reason not recorded)");
  await expect(stage.locator("option:checked")).toHaveText("Not going ahead (reason not recorded)");
});
