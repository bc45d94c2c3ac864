import type { Page } from "@playwright/test";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { signedInOn } from "#tests/browser/support/inbox.ts";
import { open } from "#tests/browser/support/pages.ts";
import {
  accountRow,
  auditEntries,
  authMessages,
  confirmRequestAt,
  confirmStaffAction,
  continueFromCodes,
  continueFromCodesLeft,
  enrol,
  errorSummaryOf,
  expect,
  expectSignedIn,
  expectSignedOut,
  fillSignUp,
  login,
  loginForm,
  logout,
  makeAccount,
  NEW_PASSWORD,
  nextSecondFactor,
  ownServer,
  PASSWORD,
  signUpForm,
  sendCode,
  sendNextSecondFactor,
  SESSION_COOKIE,
  sessionRow,
  sessionTokenOf,
  signedInEmail,
  signedInByDatabase,
  signIn,
  test,
  totpCode,
  totpStepAt,
  uniqueEmail,
  verifyForm,
  waitForPath,
  withDatabase,
  type StaffMember,
} from "#tests/browser/support/staff.ts";

// The staff pages, each test with JavaScript on and off: private (never stored or indexed, none of the public frame),
// admins only where they say so, no change from another site's page, and what an admin does to accounts (invite,
// disable, roles, reset the authenticator app, a password-reset link) and each person to their own (change the password,
// new recovery codes).

/** What every sign-in and staff page must be: checked on the page as it is now, with the answer that brought it. */
async function expectPrivate(page: Page, path: string) {
  const response = await open(page, path);
  expect(new URL(page.url()).pathname, `${path} opened`).toBe(path.split("?")[0]);
  const headers = response!.headers();
  expect(headers["cache-control"], `Cache-Control of ${path}`).toContain("no-store");
  expect(headers["x-robots-tag"], `X-Robots-Tag of ${path}`).toBe("noindex, nofollow");
  expect(headers["content-security-policy"], `CSP of ${path}`).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/]+=*'/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('form[data-form="quick-contact"]'), `quick-contact form on ${path}`).toHaveCount(0);
  await expect(page.locator("#quick-contact")).toHaveCount(0);
  await expect(page.locator("footer"), `footer on ${path}`).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }), `public navigation on ${path}`).toHaveCount(0);
}

test(
  "sign-in and staff pages are private: no-store, noindex, a CSP nonce, none of the public frame",
  { tag: "@once" },
  async ({ page }) => {
    // What the checks look for is there on a public page (one with the footer's quick-contact form).
    await open(page, "/about");
    await expect(page.locator('form[data-form="quick-contact"]')).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);

    await expectPrivate(page, "/auth");
    await expectPrivate(page, "/auth?tab=sign-up");
    const member = await makeAccount();
    await login(page, member.email, member.password);
    await waitForPath(page, "/auth/set-up");
    await expectPrivate(page, "/auth/set-up");
    await enrol(page, member);
    await continueFromCodes(page);
    for (const path of ["/admin", "/admin/staff", "/admin/account"]) await expectPrivate(page, path);
    await expect(
      page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Staff accounts" }),
    ).toBeVisible();
    await logout(page);
    await login(page, member.email, member.password);
    await waitForPath(page, "/auth/verify");
    await expectPrivate(page, "/auth/verify");
  },
);

test("sign-up proves the mailbox: the request reaches the admins only after the e-mailed link is followed", async ({
  otherClient,
}) => {
  test.setTimeout(90_000);
  const smtp = await startSmtpServer();
  const server = await ownServer({ SMTP_URL: smtp.url, NOTIFY_TO: "office@example.org" });
  try {
    const { page: admin } = await signedInOn(server, otherClient);
    const email = uniqueEmail("applicant");
    const applicant = await otherClient({ baseURL: server.url });
    await open(applicant, "/auth?tab=sign-up");
    const form = signUpForm(applicant);
    await fillSignUp(form, email);
    await form.getByRole("button", { name: "Ask for access" }).click();
    await expect(form.locator("[data-confirmation]")).toContainText(authMessages.requested);

    await smtp.waitForMails(1, 30_000);
    const mail = smtp.received.find((received) => received.to.includes(email))!;
    const link = /https?:\/\/\S+\/auth\/confirm\/[\w-]{43}/.exec(mail.text)![0];
    await open(admin, "/admin/staff");
    await expect(admin.locator(`[data-account="${email}"]`)).toHaveCount(0);

    await confirmRequestAt(applicant, link);
    await open(admin, "/admin/staff");
    await expect(admin.getByRole("button", { name: `Approve ${email}` })).toBeVisible();
    // The link works once.
    await open(applicant, new URL(link).pathname, 410);
    await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("This link cannot be used");
  } finally {
    await server.stop();
    await smtp.close();
  }
});

test(
  "a staff member who is not an admin gets 403 at /admin/staff, and no link to it",
  { tag: "@once" },
  async ({ page }) => {
    const member = await signedInByDatabase(page, { role: "staff" });
    const staffPages = page.getByRole("navigation", { name: "Staff pages" });
    await expect(staffPages.getByRole("link", { name: "My account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);

    await open(page, "/admin/staff", 403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for admins");
    // Nor can they do what the page does: an approval they post is refused.
    const applicant = await makeAccount({ role: "staff", state: "pending" });
    const answer = await page.request.post("/admin/staff", {
      form: { intent: "approve", account: String(applicant.id) },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(await accountRow(applicant.id)).toMatchObject({ state: "pending" });
    await expectSignedIn(page, member);
  },
);

test(
  "posts sent from another site's page are refused with 403 and change nothing",
  { tag: "@once" },
  async ({ page, baseURL }) => {
    const admin = await signedInByDatabase(page);
    const token = (await sessionTokenOf(page))!;
    const applicant = await makeAccount({ role: "staff", state: "pending" });
    const approve = { intent: "approve", account: String(applicant.id) };
    const evil = { Origin: "https://evil.example" };

    const approval = await page.request.post("/admin/staff", { form: approve, headers: evil, maxRedirects: 0 });
    expect(approval.status()).toBe(403);
    expect(await approval.text()).toContain("This form was sent from another website");
    expect(await accountRow(applicant.id)).toMatchObject({ state: "pending" });

    const signOut = await page.request.post("/auth/logout", {
      form: { intent: "everywhere" },
      headers: evil,
      maxRedirects: 0,
    });
    expect(signOut.status()).toBe(403);
    expect(await sessionRow(token)).toBeDefined();

    const signInAgain = await page.request.post("/auth", {
      form: { intent: "login", email: admin.email, password: admin.password },
      headers: evil,
      maxRedirects: 0,
    });
    expect(signInAgain.status()).toBe(403);
    expect(signInAgain.headers()["set-cookie"] ?? "").not.toContain("staff-session=");
    expect(await sessionRow(token)).toBeDefined();
    await expectSignedIn(page, admin);

    // The same approval from the site's own page is taken: only the origin was wrong (the cookie went with each post).
    const own = await page.request.post("/admin/staff", {
      form: approve,
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    expect(await accountRow(applicant.id)).toMatchObject({ state: "active" });
  },
);

test.describe("what an admin does at /admin/staff", () => {
  test("an invitation: the link shown lets the person choose a password, set up the app and reach /admin, once", async ({
    page,
    otherClient,
  }) => {
    await signedInByDatabase(page);
    await open(page, "/admin/staff");
    const email = uniqueEmail("invited");
    const inviteForm = page.locator("[data-form=invite]");
    await inviteForm.getByLabel("Their email address").fill(email);
    await inviteForm.getByRole("radio", { name: /^Admin/ }).check();
    await inviteForm.getByRole("button", { name: "Make invitation" }).click();
    const shown = page.locator("[data-invite-link]");
    await expect(shown).toContainText(`Invitation made for ${email}`);
    const link = new URL((await shown.locator("p.font-mono").innerText()).trim());
    expect(link.pathname).toMatch(/^\/auth\/invite\/[A-Za-z0-9_-]{43}$/);

    const invited = await otherClient();
    await open(invited, link.pathname);
    await expect(invited.locator("main")).toContainText(email);
    const form = invited.locator("[data-form=invite]");
    await form.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Save password" }).click();
    await waitForPath(invited, "/auth/set-up");
    const member: StaffMember = { id: 0, email, password: NEW_PASSWORD, role: "admin", recoveryCodes: [] };
    await enrol(invited, member);
    await continueFromCodes(invited);
    await expect(invited.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(signedInEmail(invited)).toHaveText(email);
    await expect(
      invited.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Staff accounts" }),
    ).toBeVisible();

    const again = await otherClient();
    await open(again, link.pathname, 410);
    await expect(again.getByRole("heading", { level: 1 })).toHaveText("This link cannot be used");
    await expect(again.locator("main")).toContainText(authMessages.inviteGone);
  });

  test(
    "an admin sees a locked sign-in and clears it (audited): the person signs in at once from a new browser",
    { tag: "@once" },
    async ({ page, otherClient }) => {
      test.setTimeout(120_000);
      const admin = await signedInByDatabase(page);
      const member = await makeAccount({ role: "staff" });
      // Someone guesses the member's password until the address is locked.
      const guesser = await otherClient();
      let locked = false;
      for (let tries = 0; tries < 30 && !locked; tries++) {
        const answer = await guesser.request.post("/auth", {
          form: { intent: "login", email: member.email, password: "wrong horse battery staple" },
          maxRedirects: 0,
        });
        const wait = Number(answer.headers()["retry-after"] ?? 0);
        locked = answer.status() === 429 && wait > 60;
        if (!locked && wait > 0) await guesser.waitForTimeout(wait * 1000 + 100);
      }
      expect(locked, "the address is locked").toBe(true);

      await open(page, "/admin/staff");
      const card = page.locator(`li[data-account="${member.email}"]`);
      await expect(card.locator("[data-sign-in-lock]")).toContainText("Locked after failed attempts");
      await expect(page.locator(`li[data-account="${admin.email}"] [data-sign-in-lock]`)).toHaveText("Not locked");
      await card.getByRole("button", { name: `Clear the sign-in lock of ${member.email}` }).click();
      await expect(page.locator("[data-confirmation]")).toContainText(`Sign-in lock cleared: ${member.email}`);
      await expect(card.locator("[data-sign-in-lock]")).toHaveText("Not locked");
      expect(await auditEntries(["sign-in-lock-cleared"], { accountId: member.id, actorId: admin.id })).toHaveLength(1);

      const person = await otherClient();
      await login(person, member.email, member.password);
      await waitForPath(person, "/auth/set-up");
    },
  );

  test(
    "disabling an account ends that person's session at once, and they cannot sign in",
    { tag: "@once" },
    async ({ page, otherClient }) => {
      await signedInByDatabase(page);
      const other = await otherClient();
      const member = await signedInByDatabase(other, { role: "staff" });
      await open(page, "/admin/staff");
      await confirmStaffAction(page, page, `Disable ${member.email}`, "Disable account");
      await expect(page.locator("[data-confirmation]")).toContainText("Account disabled");
      expect(await accountRow(member.id)).toMatchObject({ state: "disabled" });

      await other.reload();
      expect(new URL(other.url()).pathname).toBe("/auth");
      await login(other, member.email, member.password);
      await expect(errorSummaryOf(loginForm(other))).toContainText(authMessages.disabled);
      expect(await sessionTokenOf(other)).toBeUndefined();
    },
  );

  test("a password-reset link: a new password, every old session ended, the code still needed; the link works once", async ({
    page,
    otherClient,
  }) => {
    test.setTimeout(120_000); // several people signing in, each with Argon2id and a code
    const admin = await signedInByDatabase(page);
    const own = await otherClient();
    const member = await signedInByDatabase(own, { role: "staff" });
    const oldToken = (await sessionTokenOf(own))!;
    // The person's session as another browser of theirs holds it: it opens /admin now, so the check after the reset can fail.
    const elsewhere = await otherClient();
    await elsewhere
      .context()
      .addCookies((await own.context().cookies()).filter((cookie) => cookie.name === SESSION_COOKIE));
    await expectSignedIn(elsewhere, member);

    await open(page, "/admin/staff");
    const makeLink = page
      .locator(`li[data-account="${member.email}"]`)
      .getByRole("button", { name: `Make a password-reset link for ${member.email}` });
    await expect(makeLink).toHaveText("Password-reset link");
    await makeLink.click();
    const shown = page.locator("[data-reset-link]");
    await expect(shown).toContainText(`Password-reset link for ${member.email}`);
    const link = new URL((await shown.locator("p.font-mono").innerText()).trim());
    expect(link.pathname).toMatch(/^\/auth\/invite\/[A-Za-z0-9_-]{43}$/);
    // Making the link changes nothing yet.
    expect(await sessionRow(oldToken)).toBeDefined();

    // The person opens it in their own browser, where they are still signed in.
    await open(own, link.pathname);
    await expect(own.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await expect(own.locator("main")).toContainText(member.email);
    const form = own.locator("[data-form=invite]");
    await form.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Save password" }).click();
    await waitForPath(own, "/auth/verify");
    member.password = NEW_PASSWORD;
    expect(await sessionRow(oldToken)).toBeUndefined();
    await expectSignedOut(elsewhere);
    // The new password alone opens no staff page: the code is still needed.
    await open(own, "/admin");
    expect(new URL(own.url()).pathname).toBe("/auth/verify");
    await expect(signedInEmail(own)).toHaveCount(0);
    await sendNextSecondFactor(own, member);
    await waitForPath(own, "/admin");
    await expect(signedInEmail(own)).toHaveText(member.email);

    // The old password no longer signs in; the new one does (with the code).
    const later = await otherClient();
    await login(later, member.email, PASSWORD);
    await expect(errorSummaryOf(loginForm(later))).toContainText(authMessages.invalidCredentials);
    await signIn(later, member);

    // The link is used up: opened again, or sent again, it is gone, and the password stays as the person chose it.
    const hashBefore = (await accountRow(member.id))!.password_hash;
    await open(later, link.pathname, 410);
    await expect(later.getByRole("heading", { level: 1 })).toHaveText("This link cannot be used");
    const again = await later.request.post(link.pathname, {
      form: { password: "an entirely different passphrase", "confirm-password": "an entirely different passphrase" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(410);
    expect((await accountRow(member.id))!.password_hash).toBe(hashBefore);

    expect(await auditEntries(["password-reset-sent", "password-reset"], { accountId: member.id })).toMatchObject([
      { action: "password-reset-sent", actorId: admin.id },
      { action: "password-reset", actorId: member.id },
    ]);
  });

  test(
    "a password-reset link is for an active account only: a disabled account's is refused",
    { tag: "@once" },
    async ({ page }) => {
      const admin = await signedInByDatabase(page);
      const member = await makeAccount({ role: "staff" });
      await open(page, "/admin/staff");
      const card = page.locator(`li[data-account="${member.email}"]`);
      const makeLink = card.getByRole("button", { name: `Make a password-reset link for ${member.email}` });
      await expect(makeLink).toBeVisible();
      // Another admin disables the account while this page is open: the button is still there, the link is refused.
      await withDatabase((database) =>
        database.db.updateTable("staff_accounts").set({ state: "disabled" }).where("id", "=", member.id).execute(),
      );
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await makeLink.click();
      expect((await answer).status()).toBe(409);
      await expect(page.getByRole("alert")).toContainText(authMessages.resetNeedsActive);
      await expect(page.locator("[data-reset-link]")).toHaveCount(0);
      const links = await withDatabase((database) =>
        database.db.selectFrom("staff_invites").select("id").where("email", "=", member.email).execute(),
      );
      expect(links).toHaveLength(0);
      expect(await auditEntries(["password-reset-sent"], { actorId: admin.id })).toHaveLength(0);
      // The page as it is now offers none.
      await open(page, "/admin/staff");
      await expect(card).toContainText("Disabled");
      await expect(makeLink).toHaveCount(0);
    },
  );

  test("the last admin can neither disable nor demote themself", { tag: "@once" }, async ({ otherClient }) => {
    // A server of its own: on the shared one every other test's admins are admins too.
    const server = await ownServer();
    try {
      const page = await otherClient({ baseURL: server.url });
      const me = await signedInByDatabase(page, { file: server.file });
      const refusal = page.getByRole("alert");
      for (const change of ["disable", "demote"]) {
        await open(page, "/admin/staff");
        const card = page.locator(`li[data-account="${me.email}"]`);
        await expect(card).toContainText("(you)");
        if (change === "disable") {
          await confirmStaffAction(card, page, `Disable ${me.email}`, "Disable account");
        } else {
          const answer = page.waitForResponse((response) => response.request().method() === "POST");
          await card.getByLabel(`Role for ${me.email}`).selectOption("staff");
          await card.getByRole("button", { name: "Change role" }).click();
          await answer;
        }
        await expect(refusal).toContainText(authMessages.lastAdmin);
        expect(await accountRow(me.id, server.file), change).toMatchObject({ role: "admin", state: "active" });
      }
      await expectSignedIn(page, me);
    } finally {
      await server.stop();
    }
  });

  test(
    "resetting someone's authenticator app signs them out, and they set it up again at the next sign-in",
    { tag: "@once" },
    async ({ page, otherClient }) => {
      await signedInByDatabase(page);
      const other = await otherClient();
      const member = await signedInByDatabase(other, { role: "staff" });
      const oldKey = member.key!;
      await open(page, "/admin/staff");
      await confirmStaffAction(page, page, `Reset authenticator app of ${member.email}`, "Reset authenticator app");
      await expect(page.locator("[data-confirmation]")).toContainText("Authenticator app reset");
      expect(await accountRow(member.id)).toMatchObject({ mfa_enrolled_at: null, totp_key: null });

      await expectSignedOut(other);
      await login(other, member.email, member.password);
      await waitForPath(other, "/auth/set-up");
      await enrol(other, member);
      expect(Buffer.from(member.key!).equals(Buffer.from(oldKey)), "a new key").toBe(false);
      await continueFromCodes(other);
      await expect(signedInEmail(other)).toHaveText(member.email);
    },
  );
});

test("changing one's password needs the current password and a code, and ends one's other sessions but not this one", async ({
  page,
  otherClient,
}) => {
  const member = await signedInByDatabase(page, { role: "staff" });
  const other = await otherClient();
  await signIn(other, member);
  await open(page, "/admin/account");
  const form = page.locator("[data-form=password]");
  const summary = errorSummaryOf(form);
  async function change(current: string, code: string) {
    await form.getByLabel("Current password").fill(current);
    await form.getByLabel("Code from your authenticator app").fill(code);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
  }

  // A wrong password and a used code read the same: the answer does not say which was wrong.
  await change("not my password at all", "123456");
  await expect(summary).toContainText(authMessages.currentOrCodeWrong);
  await change(PASSWORD, totpCode(member, member.lastStep!)); // a code already used
  await expect(summary).toContainText(authMessages.currentOrCodeWrong);
  expect(await sessionRow((await sessionTokenOf(other))!)).toBeDefined();

  await change(PASSWORD, nextSecondFactor(member));
  await expect(form.locator("[data-confirmation]")).toContainText(authMessages.passwordChanged);
  await expectSignedIn(page, member);
  await expectSignedOut(other);

  // The new password is the one that works now.
  await login(other, member.email, PASSWORD);
  await expect(errorSummaryOf(loginForm(other))).toContainText(authMessages.invalidCredentials);
  await login(other, member.email, NEW_PASSWORD);
  await waitForPath(other, "/auth/verify");
  await expect(verifyForm(other)).toBeVisible();
  const sessions = await withDatabase((database) =>
    database.db.selectFrom("staff_sessions").select("second_factor_at").where("account_id", "=", member.id).execute(),
  );
  expect(sessions.filter((session) => session.second_factor_at !== null)).toHaveLength(1);
  await sendNextSecondFactor(other, member);
  await waitForPath(other, "/admin");
  await expect(signedInEmail(other)).toHaveText(member.email);
});

test(
  "new recovery codes need the current password and a code; then the old codes no longer work and the new ones do",
  { tag: "@once" },
  async ({ page }) => {
    const member = await signedInByDatabase(page, { role: "staff" });
    const oldCodes = [...member.recoveryCodes];
    await open(page, "/admin/account");
    const form = page.locator("[data-form=codes]");
    const summary = errorSummaryOf(form);
    const passwordField = form.getByLabel("Current password");
    const shown = page.locator("[data-recovery-codes] li");
    async function renew(password: string, code: string) {
      await passwordField.fill(password);
      await form.getByLabel("Code from your authenticator app").fill(code);
      await form.getByRole("button", { name: "Make new recovery codes" }).click();
    }

    // A right code without the right password gives nothing, and the code is not used up by the refusal.
    const rightCode = totpCode(member, Math.max(member.lastStep! + 1, totpStepAt()));
    const before = await accountRow(member.id);
    await renew("", rightCode);
    await expect(summary).toContainText(authMessages.currentMissing);
    await expect(passwordField).toHaveAttribute("aria-invalid", "true");
    await expect(passwordField).toHaveAccessibleDescription(new RegExp(authMessages.currentMissing));
    await renew("not my password at all", rightCode);
    await expect(summary).toContainText(authMessages.currentOrCodeWrong);
    await expect(passwordField).toHaveAttribute("aria-invalid", "true");
    await expect(shown).toHaveCount(0);
    expect((await accountRow(member.id))!.totp_last_step).toEqual(before!.totp_last_step);
    expect(await auditEntries(["recovery-codes-renewed"], { accountId: member.id })).toHaveLength(0);

    await renew(PASSWORD, nextSecondFactor(member));
    await expect(shown).toHaveCount(10);
    await expect(summary).toHaveCount(0);
    const newCodes = (await shown.allTextContents()).map((code) => code.trim());
    expect(new Set(newCodes).size).toBe(10);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    member.recoveryCodes = [...newCodes];

    await logout(page);
    await login(page, member.email, member.password);
    await waitForPath(page, "/auth/verify");
    await sendCode(page, oldCodes.at(-1)!); // never used: it worked until the renewal
    await expect(errorSummaryOf(verifyForm(page))).toContainText(authMessages.codeWrong);
    expect(new URL(page.url()).pathname).toBe("/auth/verify");
    await sendCode(page, member.recoveryCodes.shift()!);
    await continueFromCodesLeft(page);
    await waitForPath(page, "/admin");
    await expect(signedInEmail(page)).toHaveText(member.email);

    expect(await auditEntries(["recovery-codes-renewed"], { accountId: member.id })).toMatchObject([
      { action: "recovery-codes-renewed", actorId: member.id },
    ]);
  },
);
