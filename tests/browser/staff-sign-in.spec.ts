import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import {
  accountRow,
  authMessages,
  backdateSession,
  chooseTab,
  confirmRequestAt,
  continueFromCodes,
  continueFromCodesLeft,
  DEVICE_COOKIE,
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
  notice,
  PASSWORD,
  requestLinkTo,
  sendCode,
  sendNextSecondFactor,
  sendLogin,
  SESSION_COOKIE,
  sessionRow,
  sessionTokenOf,
  signedInEmail,
  signedInByDatabase,
  signedInMember,
  signIn,
  signUpForm,
  test,
  totpCode,
  totpStepAt,
  uniqueEmail,
  verifyForm,
  waitForPath,
  withDatabase,
  type StaffMember,
} from "#tests/browser/support/staff.ts";

// Staff sign-in, each test with JavaScript on and off: asking for access, approval and the first sign-in with the
// authenticator app; codes that work once; the lock after wrong passwords; sessions that end (idle, absolute limit,
// logout, a forged or copied cookie); where signing in leads.

/** The Sign Up form filled and sent; resolves with the answer to the post. */
async function askForAccess(page: Page, email: string, password = PASSWORD) {
  await open(page, "/auth");
  await chooseTab(page, "Sign Up");
  const form = signUpForm(page);
  await expect(form).toBeVisible();
  await fillSignUp(form, email, password);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Ask for access" }).click();
  const response = await answer;
  await expect(form.locator("[data-confirmation]")).toContainText(authMessages.requested);
  return response;
}

test("asking for access: pending until an admin approves; the first sign-in sets up the app, then /admin opens", async ({
  page,
  otherClient,
}) => {
  // A whole journey of two people (sign-up, the e-mailed link, the admin's own first sign-in, approval, enrolment).
  test.setTimeout(90_000);
  const email = uniqueEmail("applicant");
  const first = await askForAccess(page, email);
  // The fields are cleared for the next person.
  const form = signUpForm(page);
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Confirm password")).toHaveValue("");
  const firstPage = await page.locator("main").innerText();
  const [account] = await withDatabase((database) =>
    database.db.selectFrom("staff_accounts").selectAll().where("email", "=", email).execute(),
  );
  expect(account).toMatchObject({ state: "pending", role: "staff" });
  // The owner of the address confirms the request with the e-mailed link (staff-accounts.spec.ts sends it over SMTP).
  await confirmRequestAt(page, await requestLinkTo(email));
  const confirmed = await accountRow(account!.id);

  // The same request again, now that the address has an account: the very same answer, and the account unchanged.
  const second = await askForAccess(page, email);
  expect(second.status()).toBe(first.status());
  expect(await page.locator("main").innerText()).toBe(firstPage);
  expect(await accountRow(account!.id)).toEqual(confirmed);

  // Pending: the right password gets the pending message, no session, and /admin stays shut.
  await login(page, email, PASSWORD);
  await expect(errorSummaryOf(loginForm(page))).toContainText(authMessages.pending);
  expect(await sessionTokenOf(page)).toBeUndefined();
  await expectSignedOut(page);

  // An admin (made on the command line, enrolled at the first sign-in) approves the request.
  const adminPage = await otherClient();
  await signedInByDatabase(adminPage);
  await open(adminPage, "/admin/staff");
  await adminPage.getByRole("button", { name: `Approve ${email}` }).click();
  await expect(adminPage.locator("[data-confirmation]")).toContainText("Request approved");
  expect(await accountRow(account!.id)).toMatchObject({ state: "active" });

  // The first sign-in: the authenticator app is set up with the QR code or the key, then the recovery codes.
  await login(page, email, PASSWORD);
  await waitForPath(page, "/auth/set-up");
  await expect(
    page.getByRole("img", { name: "QR code of the key for your authenticator app" }).locator("svg"),
  ).toBeVisible();
  const member: StaffMember = { id: account!.id, email, password: PASSWORD, role: "staff", recoveryCodes: [] };
  await enrol(page, member);
  expect(new Set(member.recoveryCodes).size).toBe(10);
  await continueFromCodes(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(signedInEmail(page)).toHaveText(email);
  expect(await accountRow(member.id)).toMatchObject({ mfa_enrolled_at: expect.any(String) });
});

test(
  "a code from the app works once: the enrolment's code is refused at the next sign-in, the next step's works",
  { tag: "@once" },
  async ({ page }) => {
    const member = await signedInMember(page);
    const usedStep = member.lastStep!;
    await logout(page);
    await login(page, member.email, member.password);
    await waitForPath(page, "/auth/verify");
    // Still within the window the server accepts (a step either side of now): refused only because it was used.
    expect(totpStepAt() - usedStep).toBeLessThanOrEqual(1);
    await sendCode(page, totpCode(member, usedStep));
    await expect(errorSummaryOf(verifyForm(page))).toContainText(authMessages.codeWrong);
    expect(new URL(page.url()).pathname).toBe("/auth/verify");
    expect(await sessionRow((await sessionTokenOf(page))!)).toMatchObject({ second_factor_at: null });

    await sendCode(page, totpCode(member, usedStep + 1));
    member.lastStep = usedStep + 1;
    await waitForPath(page, "/admin");
    await expect(signedInEmail(page)).toHaveText(member.email);
  },
);

test("a recovery code signs in once", { tag: "@once" }, async ({ page }) => {
  const member = await signedInMember(page);
  const [code] = member.recoveryCodes.splice(0, 1);
  await logout(page);
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/verify");
  await sendCode(page, code!);
  // The page says how many are left, with a way to make new ones, and goes on to where signing in was for.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have 9 recovery codes left");
  await expect(page.getByRole("link", { name: "Make new recovery codes" })).toHaveAttribute(
    "href",
    "/admin/account#codes-heading",
  );
  await continueFromCodesLeft(page);
  await waitForPath(page, "/admin");
  await expect(signedInEmail(page)).toHaveText(member.email);

  await logout(page);
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/verify");
  await sendCode(page, code!);
  await expect(errorSummaryOf(verifyForm(page))).toContainText(authMessages.codeWrong);
  expect(new URL(page.url()).pathname).toBe("/auth/verify");
  // The password alone opens no staff page: /admin asks for the second factor again.
  await open(page, "/admin");
  expect(new URL(page.url()).pathname).toBe("/auth/verify");
  await expect(signedInEmail(page)).toHaveCount(0);
});

test(
  "five wrong passwords lock an address for 15 minutes, the right one included; an unknown address reads the same",
  { tag: "@once" },
  async ({ page }) => {
    test.setTimeout(60_000);
    const member = await makeAccount({ role: "staff" });
    const unknown = uniqueEmail("nobody");
    const wrong = "wrong horse battery staple";

    async function attempt(email: string, password: string) {
      const response = await login(page, email, password);
      const summary = errorSummaryOf(loginForm(page));
      await expect(summary).toBeVisible();
      return { status: response.status(), message: (await summary.locator("p").innerText()).trim() };
    }
    /** The known address, then the unknown one, each with its password: the answers must be the same. */
    async function round(knownPassword: string, expected: string | RegExp) {
      const known = await attempt(member.email, knownPassword);
      const other = await attempt(unknown, wrong);
      expect(known.message).toMatch(expected);
      expect(other.message).toMatch(expected);
      expect(other.status).toBe(known.status);
      return { ...known, at: Date.now() };
    }
    /** Waits out the delay the last failure set (counted from when its answer arrived, after the server's clock). */
    const waitOut = async (since: number, seconds: number) =>
      page.waitForTimeout(Math.max(0, since + seconds * 1000 + 150 - Date.now()));
    const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

    const invalid = exactly(authMessages.invalidCredentials);
    const first = await round(wrong, invalid); // failure 1: no delay
    if (jsDisabled()) expect(first.status).toBe(401);
    const second = await round(wrong, invalid); // failure 2: 1 s
    await waitOut(second.at, 1);
    const third = await round(wrong, invalid); // failure 3: 2 s
    await waitOut(third.at, 2);
    // Failure 4 sets 4 s. Straight after it, well inside those 4 s even on a busy machine: told to wait, even with the
    // right password. Then the unknown address's 4th failure reads as the known one's did.
    const fourthKnown = await attempt(member.email, wrong);
    const fourthAt = Date.now();
    const early = await attempt(member.email, PASSWORD);
    expect(early.message).toMatch(/^Too many failed attempts\. Try again in [1-4] seconds?\.$/);
    const fourthOther = await attempt(unknown, wrong);
    const fourthOtherAt = Date.now();
    expect(fourthKnown.message).toMatch(invalid);
    expect(fourthOther.message).toMatch(invalid);
    expect(fourthOther.status).toBe(fourthKnown.status);
    // Both addresses' 4-second waits are over (the unknown one's began last).
    await waitOut(Math.max(fourthAt, fourthOtherAt), 4);
    await round(wrong, exactly(authMessages.blocked("15 minutes"))); // failure 5: locked
    await round(PASSWORD, exactly(authMessages.blocked("15 minutes")));
    expect(await sessionTokenOf(page)).toBeUndefined();
    const blocked = await withDatabase((database) =>
      database.db
        .selectFrom("audit_log")
        .select("action")
        .where("account_id", "=", member.id)
        .where("action", "=", "sign-in-blocked")
        .execute(),
    );
    // One entry for the lock, by the attempt that set it; the attempts refused during it add none.
    expect(blocked).toHaveLength(1);
  },
);

test(
  "an admin signs in on a browser they have signed in on before while another client keeps guessing their address",
  { tag: "@once" },
  async ({ page, otherClient }) => {
    test.setTimeout(180_000);
    const admin = await signedInMember(page);
    // Signing in made this browser a known device for the account: a signed cookie only the server reads, for months.
    const [device] = (await page.context().cookies()).filter((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device, "the device cookie").toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(device!.expires * 1000).toBeGreaterThan(Date.now() + 170 * 24 * 3_600_000);
    await logout(page);

    // Someone else guesses the admin's password until the address is locked, waiting out each short wait on the way.
    const guesser = await otherClient();
    const guess = () =>
      guesser.request.post("/auth", {
        form: { intent: "login", email: admin.email, password: "wrong horse battery staple" },
        maxRedirects: 0,
      });
    let locked = false;
    for (let tries = 0; tries < 30 && !locked; tries++) {
      const answer = await guess();
      const wait = Number(answer.headers()["retry-after"] ?? 0);
      locked = answer.status() === 429 && wait > 60;
      if (!locked && wait > 0) await guesser.waitForTimeout(wait * 1000 + 100);
    }
    expect(locked, "the address is locked").toBe(true);

    // A browser that never signed in to the account is held by the lock, the right password included.
    const stranger = await otherClient();
    await login(stranger, admin.email, PASSWORD);
    await expect(errorSummaryOf(loginForm(stranger))).toContainText(authMessages.blocked("15 minutes"));

    // The guessing goes on while the admin signs in on their own browser: password, code, /admin.
    let guessing = true;
    const answers: number[] = [];
    const background = (async () => {
      while (guessing) {
        answers.push((await guess()).status());
        await guesser.waitForTimeout(250);
      }
    })();
    try {
      await signIn(page, admin);
    } finally {
      guessing = false;
      await background;
    }
    expect(answers.length, "guesses made while the admin signed in").toBeGreaterThan(0);
    expect(
      answers.every((status) => status === 429),
      "every guess refused",
    ).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // The address stays locked for everyone else (the lock renewed by the guesses: a few minutes at most have passed).
    await login(stranger, admin.email, PASSWORD);
    await expect(errorSummaryOf(loginForm(stranger))).toContainText(
      /Too many failed attempts\. Try again in 1[0-5] minutes\./,
    );
  },
);

test(
  "staff sharing one office address are not locked out by each other's sign-ins",
  { tag: "@once" },
  async ({ page }) => {
    // The client's counter (clientPolicy: a lock at the 20th) is there to stop one client guessing passwords across many
    // addresses; staff who sign in with their right passwords from one office are not guessing.
    const office: StaffMember[] = [];
    for (let i = 0; i < 25; i++) office.push(await makeAccount({ role: "staff" }));
    for (const [index, member] of office.entries()) {
      const answer = await page.request.post("/auth", {
        form: { intent: "login", email: member.email, password: member.password },
        maxRedirects: 0,
      });
      expect(answer.status(), `sign-in ${index + 1} of ${office.length} from one address`).toBe(302);
      expect(answer.headers()["location"]).toBe("/auth/set-up");
    }
  },
);

const endings = [
  {
    name: "idle for 30 minutes",
    ended: "idle",
    message: authMessages.idle,
    stillOpen: () => ({ lastSeenAt: new Date(Date.now() - 29 * 60_000) }),
    over: () => ({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }),
  },
  {
    name: "12 hours old",
    ended: "expired",
    message: authMessages.expired,
    stillOpen: () => ({ createdAt: new Date(Date.now() - (12 * 60 - 1) * 60_000), lastSeenAt: new Date() }),
    over: () => ({ createdAt: new Date(Date.now() - 12 * 3_600_000), lastSeenAt: new Date() }),
  },
];
for (const ending of endings) {
  test(
    `a session ${ending.name} ends: /admin goes to /auth, which says why, and the session's row is gone`,
    { tag: "@once" },
    async ({ page }) => {
      const member = await signedInByDatabase(page);
      const token = (await sessionTokenOf(page))!;
      expect(await sessionRow(token)).toBeDefined();
      // Just short of the limit: still open.
      await backdateSession(token, ending.stillOpen());
      await page.reload();
      await expect(signedInEmail(page)).toHaveText(member.email);

      await backdateSession(token, ending.over());
      await page.reload();
      expect(new URL(page.url()).pathname).toBe("/auth");
      expect(new URL(page.url()).searchParams.get("ended")).toBe(ending.ended);
      await expect(notice(page)).toHaveText(ending.message);
      expect(await sessionRow(token)).toBeUndefined();
      expect(await sessionTokenOf(page)).toBeUndefined();
    },
  );
}

test("a forged session cookie opens nothing", { tag: "@once" }, async ({ page, baseURL }) => {
  await page.context().addCookies([
    // As the server sets it (`__Host-`: Secure, Path=/, no Domain): the host's own cookie, with a token never issued.
    {
      name: SESSION_COOKIE,
      value: randomBytes(32).toString("base64url"),
      domain: new URL(baseURL!).hostname,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  const token = await sessionTokenOf(page);
  expect(token).toBeDefined();
  const response = await open(page, "/admin");
  // The browser did send it (a Secure cookie on this plain-http test server): the server refused it.
  expect(await response!.request().redirectedFrom()?.headerValue("cookie")).toContain(`${SESSION_COOKIE}=${token}`);
  expect(new URL(page.url()).pathname).toBe("/auth");
  await expect(loginForm(page)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test(
  "a copied session cookie works until its owner logs out, then no longer",
  { tag: "@once" },
  async ({ page, otherClient }) => {
    const member = await signedInByDatabase(page);
    const thief = await otherClient();
    await thief
      .context()
      .addCookies((await page.context().cookies()).filter((cookie) => cookie.name === SESSION_COOKIE));
    await expectSignedIn(thief, member);
    await logout(page);
    await expectSignedOut(thief);
  },
);

test("logout ends the session: 'Logged out successfully', and /admin goes to /auth", async ({ page }) => {
  await signedInByDatabase(page);
  const token = (await sessionTokenOf(page))!;
  await logout(page);
  expect(await sessionTokenOf(page)).toBeUndefined();
  expect(await sessionRow(token)).toBeUndefined();
  await expectSignedOut(page);
});

test("signing in leads back to the staff page asked for, never to another site", async ({ page, baseURL }) => {
  const member = await makeAccount();
  const askFor = async () => {
    await open(page, "/admin/staff");
    expect(page.url().slice(page.url().indexOf("/auth"))).toBe("/auth?returnTo=%2Fadmin%2Fstaff");
    await sendLogin(page, member.email, member.password);
  };
  // The first sign-in: through setting up the app.
  await askFor();
  await waitForPath(page, "/auth/set-up");
  await enrol(page, member);
  await continueFromCodes(page, "/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  // Later ones: through the code.
  await logout(page);
  await askFor();
  await waitForPath(page, "/auth/verify");
  await sendNextSecondFactor(page, member);
  await waitForPath(page, "/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();

  for (const elsewhere of ["https://evil.example", "//evil.example"]) {
    await logout(page);
    await signIn(page, member, { query: `?returnTo=${elsewhere}` });
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  }
});

test("a signed-in person who opens /auth is sent to /admin", { tag: "@once" }, async ({ page }) => {
  const member = await signedInByDatabase(page);
  for (const path of ["/auth", "/auth?tab=sign-up", "/auth/verify", "/auth/set-up"]) {
    await open(page, path);
    expect(new URL(page.url()).pathname, path).toBe("/admin");
    await expect(signedInEmail(page)).toHaveText(member.email);
  }
});
