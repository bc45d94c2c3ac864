import type { Page } from "@playwright/test";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { ownServer, withDatabase } from "#tests/browser/support/staff.ts";
import { expect, insertEnquiries, listedNames, listSettled, signedInOn, test } from "#tests/browser/support/inbox.ts";

// What counts every enquiry on the server (the tabs' unread counts, the title) or breaks the database, each on a server
// of its own so other tests' rows and this test's breakage never mix: the counts and the title, the refresh when the
// tab comes back and every minute (JavaScript), and 'Failed to load submissions: ' with a way to try again.

const tabs = (page: Page) => page.getByRole("navigation", { name: "Enquiry lists" }).getByRole("link");

test("each tab shows its form's unread count (spam not counted), and the title the total", async ({ otherClient }) => {
  test.setTimeout(60_000);
  const server = await ownServer();
  try {
    await insertEnquiries(
      [
        { form: "assessment", name: "Ann Unread" },
        { form: "assessment", name: "Ben Unread" },
        { form: "assessment", name: "Cat Read", read: true },
        { form: "callback", name: "Dan Unread" },
        { form: "contact", name: "Eve Read", read: true },
        { form: "quick-contact", name: "Fay Spam", spam: true },
      ],
      server.file,
    );
    const { page } = await signedInOn(server, otherClient);
    await open(page, "/admin");
    await expect(tabs(page)).toHaveText([
      "To do (0 overdue)",
      "All enquiries (3 unread)",
      "Assessments (2 unread)",
      "Callbacks (1 unread)",
      "Contact enquiries (0 unread)",
      "Quick contacts (0 unread)",
    ]);
    await expect(page.getByRole("link", { name: "Callbacks (1 unread)", exact: true })).toBeVisible();
    expect(await page.title()).toBe("(3) Admin Dashboard – staff");
    // Reading one lowers the counts.
    await page.getByRole("link", { name: "Ann Unread" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin/enquiries/"));
    await open(page, "/admin");
    await expect(tabs(page).nth(1)).toHaveText("All enquiries (2 unread)");
    expect(await page.title()).toBe("(2) Admin Dashboard – staff");
  } finally {
    await server.stop();
  }
});

test("the counts, the title and the list refresh when the tab comes back into view or the window regains focus, without a reload @js-only", async ({
  otherClient,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer();
  try {
    const { page } = await signedInOn(server, otherClient);
    await open(page, "/admin?form=all");
    await expect(tabs(page).nth(3)).toHaveText("Callbacks (0 unread)");
    expect(await page.title()).toBe("Admin Dashboard – staff");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await insertEnquiries([{ form: "callback", name: "Gus Arrived" }], server.file);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(tabs(page).nth(3)).toHaveText("Callbacks (1 unread)");
    await expect(page).toHaveTitle("(1) Admin Dashboard – staff");
    expect(await listedNames(page)).toEqual(["Gus Arrived"]);

    await insertEnquiries([{ form: "assessment", name: "Hal Arrived" }], server.file);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(tabs(page).nth(2)).toHaveText("Assessments (1 unread)");
    await expect(page).toHaveTitle("(2) Admin Dashboard – staff");
    expect(await listedNames(page)).toEqual(["Hal Arrived", "Gus Arrived"]);
    // No reload: the page's own state is still there.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  } finally {
    await server.stop();
  }
});

test("the counts and the list refresh every minute while someone is at the computer @js-only", async ({
  otherClient,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer();
  try {
    const { page } = await signedInOn(server, otherClient);
    await page.clock.install();
    await open(page, "/admin?form=all");
    await expect(tabs(page).nth(1)).toHaveText("All enquiries (0 unread)");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await insertEnquiries([{ form: "contact", name: "Ivy Arrived" }], server.file);
    await page.clock.runFor(30_000);
    await expect(tabs(page).nth(1)).toHaveText("All enquiries (0 unread)");
    await page.clock.runFor(31_000);
    await expect(tabs(page).nth(1)).toHaveText("All enquiries (1 unread)");
    await expect(page).toHaveTitle("(1) Admin Dashboard – staff");
    expect(await listedNames(page)).toEqual(["Ivy Arrived"]);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Left alone for a quarter of an hour (no key, no click, no return to the tab): the refresh stops, so it never
    // keeps the session open on a computer nobody is at.
    await page.clock.runFor(15 * 60_000);
    // A refresh the last minute started may still be on its way (real time, not the page's clock): let it land first,
    // or it reads the row inserted next and the test would blame the stop.
    await page.waitForTimeout(1_000);
    await insertEnquiries([{ form: "contact", name: "Jim Unseen" }], server.file);
    await page.clock.runFor(2 * 60_000);
    await expect(tabs(page).nth(1)).toHaveText("All enquiries (1 unread)");
    // Someone back at the keyboard: it refreshes again within the minute.
    await page.keyboard.press("Shift");
    await page.clock.runFor(61_000);
    await expect(tabs(page).nth(1)).toHaveText("All enquiries (2 unread)");
  } finally {
    await server.stop();
  }
});

test("a list that cannot be loaded says 'Failed to load submissions: ' and why in plain words, with Try again", async ({
  otherClient,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer();
  const breakDatabase = () =>
    withDatabase(
      (database) => database.db.schema.alterTable("submissions").renameTo("submissions_away").execute(),
      server.file,
    );
  const mendDatabase = () =>
    withDatabase(
      (database) => database.db.schema.alterTable("submissions_away").renameTo("submissions").execute(),
      server.file,
    );
  try {
    await insertEnquiries([{ form: "callback", name: "Kim Waiting" }], server.file);
    const { page } = await signedInOn(server, otherClient);
    const failure = page.locator("[data-load-failed]");
    const expectFailure = async () => {
      await expect(failure).toBeVisible();
      await expect(failure).toHaveAttribute("role", "alert");
      await expect(failure.locator("p").first()).toHaveText(
        "Failed to load submissions: the enquiries could not be read from the database. Please try again in a minute.",
      );
      // Plain words: no stack, no SQL, no table's name.
      await expect(failure).not.toContainText(/\bat \S+:\d+|select |submissions_away|no such table|SQLITE/i);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    };

    await breakDatabase();
    await open(page, "/admin?form=callback", 503);
    await expectFailure();
    await mendDatabase();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(failure).toHaveCount(0);
    await listSettled(page);
    expect(await listedNames(page)).toEqual(["Kim Waiting"]);
    expect(new URL(page.url()).searchParams.get("form")).toBe("callback");

    if (!jsDisabled()) {
      // A list loaded in the browser fails the same way.
      await breakDatabase();
      await tabs(page).first().click();
      await expectFailure();
      await mendDatabase();
      await page.getByRole("link", { name: "Try again" }).click();
      await expect(failure).toHaveCount(0);
      expect(await listedNames(page)).toEqual(["Kim Waiting"]);
    }
  } finally {
    await server.stop();
  }
});
