import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { insertEnquiries, uniqueName } from "#tests/browser/support/inbox.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import {
  authMessages,
  backdateSession,
  expect,
  notice,
  sessionRow,
  sessionTokenOf,
  signedInEmail,
  signedInByDatabase,
  signIn,
  test,
  waitForPath,
  withDatabase,
} from "#tests/browser/support/staff.ts";

// Issue 25, points 2 and 3: a note sent after the session ended comes back to its author (and to no one else); the
// session-timeout dialog; a failed list load stays in the staff frame; an unknown /admin address is a staff 404.

const noteBox = (page: Page) => page.locator("[data-form=note]").getByLabel("Add a note");
const timeoutDialog = (page: Page) => page.getByRole("alertdialog");

/** No public frame: its header's navigation, its footer and its quick-contact form are absent. */
async function expectStaffFrameOnly(page: Page) {
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.locator("[data-form=quick-contact]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the public website" }).or(signedInEmail(page))).toBeVisible();
}

test("a note sent after the session went idle comes back after signing in as its author, and to no one else", async ({
  page,
  otherClient,
}) => {
  test.setTimeout(180_000); // three sign-ins, each with Argon2id and a code
  const member = await signedInByDatabase(page, { role: "staff" });
  const [id] = await insertEnquiries([{ name: uniqueName() }]);
  const enquiryPath = `/admin/enquiries/${id}`;
  await open(page, enquiryPath);
  const text = `Rang the family back after a long call ${uniqueName()}: a visit on Friday at 10.`;
  await noteBox(page).fill(text);

  // The idle limit passes while the note is typed (the shared server's 30 minutes, its row moved back).
  await backdateSession((await sessionTokenOf(page))!, { lastSeenAt: new Date(Date.now() - 31 * 60_000) });
  await page.locator("[data-form=note]").getByRole("button", { name: "Add note" }).click();
  await waitForPath(page, "/auth");
  await expect(notice(page)).toHaveText(authMessages.idle);
  expect(page.url()).not.toContain("Rang");

  // Kept on the server, sealed, for this account only.
  const rows = await withDatabase((database) =>
    database.db.selectFrom("staff_drafts").selectAll().where("account_id", "=", member.id).execute(),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.page).toBe(enquiryPath);
  expect(rows[0]!.sealed).not.toContain("Rang");

  // Someone else signed in finds nothing on that enquiry.
  const colleague = await otherClient();
  await signedInByDatabase(colleague, { role: "staff" });
  await open(colleague, enquiryPath);
  await expect(noteBox(colleague)).toHaveValue("");
  await expect(colleague.locator("[data-restored-draft]")).toHaveCount(0);

  // The author, signed in again, is back on the enquiry with the note in the box, to send or discard.
  await signIn(page, member, { query: `?returnTo=${encodeURIComponent(enquiryPath)}`, landOn: enquiryPath });
  await expect(page.locator("[data-restored-draft]")).toContainText("Your unsent text has been put back");
  await expect(noteBox(page)).toHaveValue(text);
  await page.locator("[data-form=note]").getByRole("button", { name: "Add note" }).click();
  await expect(page.locator("[data-note]").filter({ hasText: text })).toHaveCount(1);
  // Taken once: the row is gone.
  expect(
    await withDatabase((database) =>
      database.db.selectFrom("staff_drafts").selectAll().where("account_id", "=", member.id).execute(),
    ),
  ).toEqual([]);
});

test("an admin ending a person's sessions: /auth says so", { tag: "@once" }, async ({ page }) => {
  test.setTimeout(120_000);
  const member = await signedInByDatabase(page, { role: "staff" });
  await withDatabase(async (database) => {
    const { deleteSessionsOf } = await import("#app/auth/sessions.server.ts");
    await deleteSessionsOf(database.db, member.id, undefined, { reason: "admin", now: new Date() });
  });
  await open(page, "/admin");
  expect(new URL(page.url()).searchParams.get("ended")).toBe("admin");
  await expect(notice(page)).toHaveText(authMessages.endedByAdmin);
});

test("two minutes before the idle limit a dialog offers to stay signed in, which keeps the session @js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signedInByDatabase(page, { role: "staff" });
  const token = (await sessionTokenOf(page))!;
  await open(page, "/admin");
  await page.clock.fastForward("26:00");
  await expect(timeoutDialog(page)).toHaveCount(0);
  await page.clock.fastForward("01:30"); // 27 min 30 s: within two minutes of 30 (less the server's minute of slack)
  const dialog = timeoutDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName("You will be signed out soon");
  await expect(dialog.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  await expectNoAxeViolations(page);

  // The server's clock: the session is 29 minutes idle; "Stay signed in" marks it as used now.
  await backdateSession(token, { lastSeenAt: new Date(Date.now() - 29 * 60_000) });
  const stayed = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/session");
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  expect((await stayed).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const lastSeen = new Date((await sessionRow(token))!.last_seen_at).getTime();
  expect(Date.now() - lastSeen).toBeLessThan(60_000);

  // Escape also stays signed in; "Sign out" signs out.
  await page.clock.fastForward("28:00");
  await expect(dialog).toBeVisible();
  const escaped = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/session");
  await page.keyboard.press("Escape");
  expect((await escaped).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await page.clock.fastForward("28:00");
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await waitForPath(page, "/auth");
  await expect(notice(page)).toHaveText(authMessages.loggedOut);
});

// The server out of reach under a list: what was shown stays, in the staff frame, with what failed and a way to retry.
test("a failed list load keeps the list in the staff frame, says why, offline too, and tries again @js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInByDatabase(page, { role: "staff" });
  const name = uniqueName();
  await insertEnquiries([{ name, form: "contact" }]);
  // All enquiries, newest first: the new one is at the top (To do puts the shared server's overdue ones first).
  await open(page, "/admin?form=all");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  // The server out of reach: every data request of a client navigation fails as a stopped server's would.
  await page.route(/\.data(\?|$)/, (route) => route.abort("connectionrefused"));
  await page
    .getByRole("navigation", { name: "Enquiry lists" })
    .getByRole("link", { name: /^To do/ })
    .click();
  const failed = page.locator("[data-load-failed]");
  await expect(failed).toContainText("Failed to load submissions: the server could not be reached");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expectStaffFrameOnly(page);

  await page.context().setOffline(true);
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(failed).toContainText("Failed to load submissions: you are offline");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  await page.context().setOffline(false);
  await page.unroute(/\.data(\?|$)/);
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(failed).toHaveCount(0);
});

test(
  "an unknown /admin address is a staff 404 (no-store, a link to the inbox); signed out, it is the sign-in page",
  { tag: "@once" },
  async ({ page, otherClient }) => {
    test.setTimeout(120_000);
    const member = await signedInByDatabase(page, { role: "staff" });
    const response = await open(page, "/admin/nope", 404);
    expect(response!.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(signedInEmail(page)).toHaveText(member.email);
    await expectStaffFrameOnly(page);
    await page.getByRole("link", { name: "Go to the enquiries" }).click();
    await waitForPath(page, "/admin");
    if (!jsDisabled()) {
      await open(page, "/admin/enquiries/7/nope", 404);
      await expectNoAxeViolations(page);
    }

    // Signed out: the same as any /admin address, real or not (nothing says which exist).
    const stranger = await otherClient();
    await stranger.goto("/admin/nope");
    await waitForPath(stranger, "/auth");
    expect(new URL(stranger.url()).searchParams.get("returnTo")).toBe("/admin/nope");
    await expect(stranger.getByText("Page not found")).toHaveCount(0);
  },
);
