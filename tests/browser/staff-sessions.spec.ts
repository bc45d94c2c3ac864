import type { Locator, Page } from "@playwright/test";
import { open } from "#tests/browser/support/pages.ts";
import {
  auditEntries,
  authMessages,
  confirmStaffAction,
  errorSummaryOf,
  expect,
  expectSignedIn,
  expectSignedOut,
  nextSecondFactor,
  notice,
  ownServer,
  sessionIdOf,
  sessionIdsOfAccount,
  sessionRow,
  sessionTokenOf,
  signedInByDatabase,
  signedInMember,
  signIn,
  test,
  totpCode,
  waitForPath,
  withDatabase,
} from "#tests/browser/support/staff.ts";

// Ending sessions, each test with JavaScript on and off: one's own at "My account" (seen with their devices, and ended
// only with a code from the app: all others, one, or all with this one), and other people's at /admin/staff (one
// person's everywhere, or everyone's but the admin's own).

/** Other devices, told apart on "My account" by the browser and system their User-Agent names. */
const FIREFOX_ON_MACOS = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_ON_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const sessionsForm = (page: Page) => page.locator("[data-form=sessions]");
const sessionList = (page: Page) => page.locator("[data-sessions] > li");

/** Fills the code on "My account" → "Where you are signed in" and presses a button of that form (by its name). */
async function endSessions(page: Page, button: string | Locator, code: string) {
  const form = sessionsForm(page);
  await form.getByLabel("Code from your authenticator app").fill(code);
  await (typeof button === "string" ? form.getByRole("button", { name: button, exact: true }) : button).click();
}

test("My account lists where one is signed in; ending sessions needs a code: all others, just one, or everywhere", async ({
  page,
  otherClient,
}) => {
  test.setTimeout(120_000); // several people signing in, each with Argon2id and a code
  const member = await signedInMember(page, { role: "staff" });
  const laptop = await otherClient({ userAgent: FIREFOX_ON_MACOS });
  await signIn(laptop, member);
  const laptopToken = (await sessionTokenOf(laptop))!;

  await open(page, "/admin/account");
  const list = sessionList(page);
  await expect(list).toHaveCount(2);
  const thisDevice = list.filter({ hasText: "(this device)" });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText("Chrome on Windows"); // the project's browser (Desktop Chrome)
  await expect(list.filter({ hasText: "Firefox on macOS" })).not.toContainText("(this device)");
  await expect(
    sessionsForm(page).getByRole("button", {
      name: /^Sign out Firefox on macOS, signed in \d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
    }),
  ).toBeVisible();
  // No button ends this one alone: that is Logout.
  await expect(sessionsForm(page).getByRole("button", { name: /^Sign out Chrome on Windows/ })).toHaveCount(0);

  // Without a code, and with one already used, nothing ends.
  const summary = errorSummaryOf(sessionsForm(page));
  await endSessions(page, "Sign out all other sessions", "");
  await expect(summary).toContainText(authMessages.codeMissing);
  await expect(sessionsForm(page).getByLabel("Code from your authenticator app")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await endSessions(page, "Sign out all other sessions", totpCode(member, member.lastStep!));
  await expect(summary).toContainText(authMessages.codeWrong);
  await expect(list).toHaveCount(2);
  expect(await sessionRow(laptopToken)).toBeDefined();

  await endSessions(page, "Sign out all other sessions", nextSecondFactor(member));
  await expect(page.locator("[data-confirmation]")).toContainText("1 session has been ended.");
  await expect(summary).toHaveCount(0);
  await expect(list).toHaveCount(1);
  await expect(list).toContainText("(this device)");
  await expectSignedOut(laptop);
  await expectSignedIn(page, member);

  // Just one: the phone's session ends, the laptop's (signed in again) and this one go on.
  const phone = await otherClient({ userAgent: SAFARI_ON_IOS });
  await signIn(phone, member);
  await signIn(laptop, member);
  await open(page, "/admin/account");
  await expect(list).toHaveCount(3);
  const phoneButton = sessionsForm(page).getByRole("button", { name: /^Sign out Safari on iOS, signed in / });
  await expect(phoneButton).toHaveAttribute("value", sessionIdOf((await sessionTokenOf(phone))!));
  // Someone else's session, named by its id, is not one of one's own: it does not end.
  const bystanderPage = await otherClient();
  const bystander = await signedInMember(bystanderPage, { role: "staff" });
  const bystanderSession = sessionIdOf((await sessionTokenOf(bystanderPage))!);
  const foreign = await page.request.post("/admin/account", {
    form: { intent: "sessions", "sessions-code": nextSecondFactor(member), end: bystanderSession },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(200);
  expect((await foreign.text()).match(/\d+ sessions? ha(?:s|ve) been ended\./)?.[0]).toBe(
    "0 sessions have been ended.",
  );
  await expectSignedIn(bystanderPage, bystander);

  await endSessions(page, phoneButton, nextSecondFactor(member));
  await expect(page.locator("[data-confirmation]")).toContainText("1 session has been ended.");
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: "Safari on iOS" })).toHaveCount(0);
  await expectSignedOut(phone);
  await expectSignedIn(laptop, member);
  await expectSignedIn(page, member);

  // Everywhere: this session too, and the page goes to /auth as Logout does.
  await open(page, "/admin/account");
  await endSessions(page, "Sign out everywhere", nextSecondFactor(member));
  await waitForPath(page, "/auth");
  await expect(notice(page)).toHaveText(authMessages.loggedOut);
  expect(await sessionTokenOf(page)).toBeUndefined();
  expect(await sessionIdsOfAccount(member.id)).toEqual([]);
  await expectSignedOut(laptop);
  await expectSignedOut(page);
  await expectSignedIn(bystanderPage, bystander);

  const entries = await auditEntries(["sessions-ended", "sign-out-everywhere"], { accountId: member.id });
  expect(entries).toMatchObject([
    { action: "sessions-ended", actorId: member.id, details: { sessions: 1 } },
    { action: "sessions-ended", actorId: member.id, details: { sessions: 0 } },
    { action: "sessions-ended", actorId: member.id, details: { sessions: 1 } },
    { action: "sign-out-everywhere", actorId: member.id, details: { sessions: 2 } },
  ]);
  for (const entry of entries) expect(entry.clientHash, "the client's keyed hash").toMatch(/^[0-9a-f]{32}$/);
});

test.describe("what an admin does at /admin/staff", () => {
  test(
    "'Sign out everywhere' ends every session of that person at once, and nobody else's; on one's own card, all but this one",
    { tag: "@once" },
    async ({ page, otherClient }) => {
      test.setTimeout(120_000); // several people signing in, each with Argon2id and a code
      const admin = await signedInByDatabase(page);
      const adminLaptop = await otherClient();
      await signIn(adminLaptop, admin);
      const phone = await otherClient();
      const member = await signedInMember(phone, { role: "staff" });
      const laptop = await otherClient();
      await signIn(laptop, member);
      const bystanderPage = await otherClient();
      const bystander = await signedInByDatabase(bystanderPage, { role: "staff" });

      await open(page, "/admin/staff");
      await confirmStaffAction(page, page, `Sign out everywhere: ${member.email}`, "Sign out everywhere");
      await expect(page.locator("[data-confirmation]")).toContainText("Signed out: 2 sessions ended.");
      expect(await sessionIdsOfAccount(member.id)).toEqual([]);
      // Their next request goes to /auth.
      await phone.reload();
      expect(new URL(phone.url()).pathname).toBe("/auth");
      await expectSignedOut(laptop);
      await expectSignedIn(bystanderPage, bystander);
      await expectSignedIn(adminLaptop, admin);

      // On the admin's own card: their other sessions end; the one in use goes on (signing oneself out is Logout).
      await open(page, "/admin/staff");
      const own = page.locator(`li[data-account="${admin.email}"]`);
      await expect(own).toContainText("(you)");
      await confirmStaffAction(own, page, `Sign out everywhere: ${admin.email}`, "Sign out everywhere");
      await expect(page.locator("[data-confirmation]")).toContainText("Signed out: 1 session ended.");
      await expectSignedOut(adminLaptop);
      await expectSignedIn(page, admin);
      expect(await sessionIdsOfAccount(admin.id)).toEqual([sessionIdOf((await sessionTokenOf(page))!)]);

      expect(await auditEntries(["sessions-ended"], { actorId: admin.id })).toMatchObject([
        { action: "sessions-ended", accountId: member.id, details: { sessions: 2 } },
        { action: "sessions-ended", accountId: admin.id, details: { sessions: 1 } },
      ]);
    },
  );

  test(
    "'Sign everyone else out' ends every session on the site but the admin's own",
    { tag: "@once" },
    async ({ otherClient }) => {
      test.setTimeout(120_000); // several people signing in, each with Argon2id and a code
      // A server of its own: this ends every session on the server, and other tests' sessions must go on.
      const server = await ownServer();
      try {
        const client = () => otherClient({ baseURL: server.url });
        const page = await client();
        const admin = await signedInByDatabase(page, { file: server.file });
        const adminLaptop = await client();
        await signIn(adminLaptop, admin);
        const staffPage = await client();
        const member = await signedInByDatabase(staffPage, { role: "staff", file: server.file });
        const allSessions = () =>
          withDatabase((database) => database.db.selectFrom("staff_sessions").select("id").execute(), server.file);
        expect(await allSessions()).toHaveLength(3);

        await open(page, "/admin/staff");
        await confirmStaffAction(page, page, "Sign everyone else out", "Sign everyone else out");
        await expect(page.locator("[data-confirmation]")).toContainText(
          "Everyone else has been signed out (2 sessions ended).",
        );
        expect(await allSessions()).toEqual([{ id: sessionIdOf((await sessionTokenOf(page))!) }]);
        await expectSignedOut(adminLaptop);
        await expectSignedOut(staffPage);
        await expectSignedIn(page, admin);

        const entries = await auditEntries(["everyone-signed-out"], {}, server.file);
        expect(entries).toMatchObject([{ action: "everyone-signed-out", actorId: admin.id, details: { sessions: 2 } }]);
        // The staff member can sign in again.
        await signIn(staffPage, member);
      } finally {
        await server.stop();
      }
    },
  );
});
