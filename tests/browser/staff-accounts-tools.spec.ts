import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { overflowProblems } from "#tests/browser/support/overflow.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import {
  accountRow,
  auditEntries,
  chooseTab,
  confirmRequestAt,
  continueFromCodes,
  enrol,
  errorSummaryOf,
  expect,
  fillSignUp,
  login,
  logout,
  makeAccount,
  REQUEST_NAME,
  REQUEST_REASON,
  requestLinkTo,
  sendCode,
  signedInByDatabase,
  signUpForm,
  test,
  uniqueEmail,
  waitForPath,
} from "#tests/browser/support/staff.ts";

// Issue 25, points 6 and 7, with JavaScript on and off: actions that lock people out ask first on a page of their own;
// the message of any action on the staff page is at the top and focused; open invitations can be sent again or
// revoked; a request for access says who is asking and why; setting up the authenticator app works on the phone that
// has it; recovery codes can be downloaded, printed and copied; a recovery code used says how many are left.

const message = (page: Page) => page.locator("[data-action-message]");

/** Makes an invitation on /admin/staff and returns its link, as the message at the top shows it once. */
async function invite(page: Page, email: string) {
  const form = page.locator("[data-form=invite]");
  await form.getByLabel("Their email address").fill(email);
  await form.getByRole("button", { name: "Make invitation" }).click();
  await expect(message(page)).toContainText(`Invitation made for ${email}`);
  return (await message(page).locator(".font-mono").textContent())!.trim();
}

test("Disable asks first on a page of its own; Cancel changes nothing; the message is at the top and focused", async ({
  page,
}) => {
  await signedInByDatabase(page);
  const member = await makeAccount({ role: "staff" });
  await open(page, "/admin/staff");
  await page.getByRole("button", { name: `Disable ${member.email}` }).click();
  await waitForPath(page, "/admin/staff/confirm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Disable ${member.email}?`);
  await expect(page.locator("main")).toContainText("cannot sign in until an admin enables the account again");
  await expect(page.getByRole("button", { name: "Disable account" })).toHaveClass(/button-warning/);

  await page.getByRole("link", { name: "Cancel" }).click();
  await waitForPath(page, "/admin/staff");
  expect(await accountRow(member.id)).toMatchObject({ state: "active" });

  await page.getByRole("button", { name: `Disable ${member.email}` }).click();
  await waitForPath(page, "/admin/staff/confirm");
  await page.getByRole("button", { name: "Disable account" }).click();
  await waitForPath(page, "/admin/staff");
  await expect(message(page)).toContainText("Account disabled");
  await expect(message(page)).toBeFocused();
  expect(await accountRow(member.id)).toMatchObject({ state: "disabled" });

  // The page is for admins only, and an account it does not know is a 404.
  await open(page, "/admin/staff/confirm?action=disable&account=999999", 404);
});

test("open invitations are listed with who made them; Resend makes a new link (the old stops working), Revoke ends it", async ({
  page,
}) => {
  const admin = await signedInByDatabase(page);
  await open(page, "/admin/staff");
  const email = uniqueEmail("invited");
  const first = await invite(page, email);

  const listed = page.locator(`[data-invite="${email}"]`);
  await expect(listed).toContainText(`invited by ${admin.email}`);
  await expect(listed).toContainText("The link expires on");

  await listed.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
  await expect(message(page)).toContainText(`New invitation link for ${email}`);
  await expect(message(page)).toBeFocused();
  const second = (await message(page).locator(".font-mono").textContent())!.trim();
  expect(second).not.toBe(first);

  await listed.getByRole("button", { name: `Revoke the invitation of ${email}` }).click();
  await expect(message(page)).toContainText("Invitation revoked");
  await expect(message(page)).toBeFocused();
  await expect(page.locator(`[data-invite="${email}"]`)).toHaveCount(0);

  for (const link of [first, second]) {
    await open(page, new URL(link).pathname, 410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link cannot be used");
  }
  expect(
    (await auditEntries(["invite-resent", "invite-revoked"], { actorId: admin.id })).map((entry) => entry.action),
  ).toEqual(["invite-resent", "invite-revoked"]);
});

test("a request for access gives a name and a reason (an error summary without them); the admins see both", async ({
  page,
  otherClient,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("asking");
  await open(page, "/auth");
  await chooseTab(page, "Sign Up");
  const form = signUpForm(page);
  await fillSignUp(form, email);
  await form.getByLabel("Full name").fill("");
  await form.getByLabel("Why you need access").fill(" ");
  await form.getByRole("button", { name: "Ask for access" }).click();
  const summary = errorSummaryOf(signUpForm(page));
  await expect(summary).toContainText("Enter your full name");
  await expect(summary).toContainText("Say why you need access");
  await expect(summary.getByRole("link", { name: "Enter your full name" })).toHaveAttribute("href", /#sign-up-name$/);
  // A name longer than the limit is refused too, and what was typed comes back.
  await fillSignUp(signUpForm(page), email);
  await signUpForm(page).getByLabel("Full name").fill("n".repeat(101));
  await signUpForm(page).getByRole("button", { name: "Ask for access" }).click();
  await expect(errorSummaryOf(signUpForm(page))).toContainText("Your full name must be 100 characters or fewer");
  await expect(signUpForm(page).getByLabel("Why you need access")).toHaveValue(REQUEST_REASON);

  await fillSignUp(signUpForm(page), email);
  await signUpForm(page).getByRole("button", { name: "Ask for access" }).click();
  await expect(signUpForm(page).locator("[data-confirmation]")).toBeVisible();
  await confirmRequestAt(page, await requestLinkTo(email));

  const admin = await otherClient();
  await signedInByDatabase(admin);
  await open(admin, "/admin/staff");
  const request = admin.locator(`li[data-account="${email}"]`);
  await expect(request).toContainText(REQUEST_NAME);
  await expect(request.locator("[data-request-reason]")).toHaveText(REQUEST_REASON);
});

test("after a recovery code: how many are left, a link to make new ones, then on", async ({ page }) => {
  const member = await signedInByDatabase(page, { role: "staff" });
  await logout(page);
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/verify");
  await sendCode(page, member.recoveryCodes.shift()!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have 9 recovery codes left");
  await page.getByRole("link", { name: "Make new recovery codes" }).click();
  await waitForPath(page, "/admin/account");
  await expect(page.getByRole("heading", { name: "Recovery codes" })).toBeVisible();
});

test("setting up on a phone: an otpauth link, the key in unbroken groups, Copy key with JavaScript only; recovery codes one a line with Download (also without JavaScript), Print and Copy", async ({
  page,
}) => {
  const member = await makeAccount({ role: "staff" });
  await page.setViewportSize({ width: 320, height: 700 });
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/set-up");

  const groups = page.locator("[data-key-group]");
  await expect(groups).toHaveCount(8);
  const keyText = (await groups.allTextContents()).join("");
  const link = page.getByRole("link", { name: "Open in your authenticator app" });
  const uri = new URL((await link.getAttribute("href"))!);
  expect(uri.protocol).toBe("otpauth:");
  expect(uri.host).toBe("totp");
  expect(uri.searchParams.get("secret")).toBe(keyText);
  // Each group is on one line: it never breaks inside.
  for (const group of await groups.all()) {
    expect(await group.evaluate((element) => element.getClientRects().length)).toBe(1);
    await expect(group).toHaveCSS("white-space", "nowrap");
  }
  await expect(page.getByRole("button", { name: "Copy key" })).toHaveCount(jsDisabled() ? 0 : 1);

  await enrol(page, member);
  const codes = page.locator("[data-recovery-codes] li");
  for (const code of await codes.all()) {
    expect(await code.evaluate((element) => element.getClientRects().length), "a code on one line").toBe(1);
  }
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as a text file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("recovery-codes.txt");
  const text = readFileSync((await file.path())!, "utf8");
  expect(text.split("\n").filter((line) => /^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/.test(line))).toEqual(member.recoveryCodes);
  await expect(page.getByRole("button", { name: "Print" })).toHaveCount(jsDisabled() ? 0 : 1);
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toHaveCount(jsDisabled() ? 0 : 1);
  await continueFromCodes(page);
});

test("Copy key and Copy put the key and the codes on the clipboard @js-only", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const member = await makeAccount({ role: "staff" });
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/set-up");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const keyText = (await page.locator("[data-key-group]").allTextContents()).join("");
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyText);

  await enrol(page, member);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of member.recoveryCodes) expect(copied).toContain(`\n${code}\n`);
});

test("the pages changed have no axe violations and nothing overflows at 320 px @js-only", async ({
  page,
  otherClient,
}) => {
  test.setTimeout(120_000);
  const check = async (target: Page, what: string) => {
    await target.setViewportSize({ width: 320, height: 800 });
    expect(await overflowProblems(target), `overflow of ${what} at 320 px`).toEqual([]);
    await expectNoAxeViolations(target);
  };
  await open(page, "/auth");
  await check(page, "sign-in");
  await open(page, "/auth?tab=sign-up");
  await check(page, "sign-up");

  const longEmail = uniqueEmail("someone.with.a.rather-long-address-indeed");
  const member = await makeAccount({ role: "staff", email: longEmail });
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/set-up");
  await check(page, "set-up");
  await enrol(page, member);
  await check(page, "recovery-codes");
  await continueFromCodes(page);
  await logout(page);
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/verify");
  await sendCode(page, member.recoveryCodes.shift()!);
  await expect(page.locator("[data-codes-left]")).toBeVisible();
  await check(page, "codes-left");

  const admin = await otherClient();
  await signedInByDatabase(admin);
  const asking = await makeAccount({ role: "staff", state: "pending", email: uniqueEmail("a-long-applicant-address") });
  await open(admin, "/admin/staff");
  await invite(admin, uniqueEmail("an-invited-person-with-a-long-address"));
  await open(admin, "/admin/staff");
  await expect(admin.locator(`li[data-account="${asking.email}"]`)).toBeVisible();
  await check(admin, "staff");
  await open(admin, `/admin/staff/confirm?action=reset-mfa&account=${member.id}`);
  await check(admin, "confirm");
  await open(admin, "/admin/account");
  await check(admin, "account");
});
