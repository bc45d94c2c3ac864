import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { fill, formNamed, rowsWhere, uniqueWord } from "#tests/browser/support/forms.ts";
import { expect, test } from "#tests/browser/support/inbox.ts";
import { overflowProblems } from "#tests/browser/support/overflow.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { auditEntries, makeAccount, firstSignIn } from "#tests/browser/support/staff.ts";

// Issue 27's last parts, with and without JavaScript: after applying, the optional equality questions (a 320 px
// phone; a made-up answer gets the error summary; the answers are stored once, apart from the application); and an
// admin making a staff member a recruiter, who then reaches the applicants but not the admins' equality totals.

// Two people signing in (one through the authenticator app) on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const EQUALITY_COOKIE = "__Host-equality";

async function apply(page: Page, name: string) {
  const form = formNamed(page, "Job application");
  await open(page, "/careers/apply");
  await fill(form, {
    fullName: name,
    phone: "07700 900 982",
    email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
    postcode: "MK9 1AA",
    rightToWork: "yes",
    driving: "no-licence",
    availability: "Weekends",
    experience: "none",
    about: "I would like to work in care.",
  });
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("heading", { name: "Thank you: we have your application" })).toBeVisible();
}

test("after applying on a 320 px phone, the optional equality questions: a made-up answer is refused, the answers stored once and apart", async ({
  otherClient,
}) => {
  const phone = await otherClient();
  await phone.setViewportSize({ width: 320, height: 720 });
  const name = `${uniqueWord()} Equal`;
  await apply(phone, name);
  await phone.getByRole("link", { name: "Answer a few optional equality questions" }).click();
  const form = formNamed(phone, "Equality monitoring questions");
  await expect(form).toBeVisible();
  expect(await overflowProblems(phone)).toEqual([]);
  // axe hangs without JavaScript (stack notes).
  if (!jsDisabled()) await expectNoAxeViolations(phone);

  // The pass the application's answer left in this browser: its row will be keyed by its nonce's SHA-256, and by
  // nothing of the application.
  const pass = (await phone.context().cookies()).find((cookie) => cookie.name === EQUALITY_COOKIE)!.value;
  const rowId = createHash("sha256").update(pass.split(".")[0]!).digest("hex");

  await form.getByRole("radio", { name: "Female" }).check();
  await form
    .getByRole("group", { name: "Do you consider yourself to have a disability?" })
    .getByLabel("Prefer not to say")
    .check();
  // Only a hand-made post can send an answer the form does not offer. (Changed once chosen: React puts a radio's value
  // back when one of its group is chosen.)
  const religion = form.locator('input[name="religion"]').first();
  await religion.check();
  await religion.evaluate((radio) => radio.setAttribute("value", "made-up"));
  const refused = phone.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Send answers" }).click();
  // Without JavaScript the page itself is the 400; with it, React Router's data request carries the answer.
  if (jsDisabled()) expect((await refused).status()).toBe(400);
  else await refused;
  const summary = phone.locator("[data-error-summary]");
  await expect(summary).toContainText('Choose one of the answers to "What is your religion?", or leave it blank');
  await expect(phone).toHaveTitle(/^Error: /);
  await expect(form.getByRole("radio", { name: "Female" })).toBeChecked();
  expect(rowsWhere("equality_answers", "id", rowId)).toEqual([]);

  await form.getByRole("radio", { name: "No religion" }).check();
  await form.getByRole("button", { name: "Send answers" }).click();
  await expect(phone.getByRole("heading", { name: "Thank you for answering" })).toBeVisible();
  const [row] = rowsWhere("equality_answers", "id", rowId);
  expect(row).toEqual({
    id: rowId,
    month: expect.stringMatching(/^\d{4}-\d{2}$/),
    role_kind: "general",
    age_band: null,
    sex: "female",
    gender_same_as_birth: null,
    disability: "prefer-not-to-say",
    ethnic_group: null,
    religion: "none",
    sexual_orientation: null,
  });
  // The application holds none of it.
  expect(JSON.stringify(rowsWhere("applications", "name", name))).not.toMatch(/female|prefer-not-to-say/);

  // Once only: the pass is gone, so the page explains instead of asking again.
  await open(phone, "/careers/equality");
  await expect(phone.locator("[data-equality-closed]")).toBeVisible();
  await expect(formNamed(phone, "Equality monitoring questions")).toHaveCount(0);
});

test("an admin makes a staff member a recruiter (audited); they then see the applicants, not the equality totals", async ({
  page,
  staff,
  otherClient,
}) => {
  const member = await makeAccount({ role: "staff" });
  const theirs = await otherClient();
  await firstSignIn(theirs, member);
  await open(theirs, "/admin/applicants", 403);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("This page is for recruiters");

  await open(page, "/admin/staff");
  const card = page.locator(`[data-account="${member.email}"]`);
  await expect(card.locator("[data-recruiter]")).toHaveText("Does not see them");
  await card.getByRole("button", { name: `Make recruiter: ${member.email}` }).click();
  await expect(page.locator("[data-action-message]")).toContainText("Recruiter permission given");
  await expect(card.locator("[data-recruiter]")).toHaveText("Sees them (recruiter)");
  expect(await auditEntries(["recruiter-granted"], { accountId: member.id })).toMatchObject([
    { action: "recruiter-granted", actorId: staff.id, accountId: member.id },
  ]);
  await open(page, "/admin/applicants/equality");
  await expect(page.getByRole("heading", { level: 1, name: "Equality monitoring" })).toBeVisible();
  if (!jsDisabled()) await expectNoAxeViolations(page);

  // The same session, no new sign-in: the staff frame links to the applicants, which open; the totals do not.
  await open(theirs, "/admin");
  await theirs.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Applicants" }).click();
  await expect(theirs.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
  await expect(theirs.getByRole("link", { name: /Equality monitoring/ })).toHaveCount(0);
  await open(theirs, "/admin/applicants/equality", 403);
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("This page is for admins");
});
