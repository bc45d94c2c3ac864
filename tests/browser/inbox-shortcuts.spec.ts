import { open } from "#tests/browser/support/pages.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { expect, insertEnquiries, listSettled, searchFor, test, uniqueName } from "#tests/browser/support/inbox.ts";

// Issue #25, point 5: the inbox's keyboard shortcuts (app/hooks/inbox-shortcuts.ts), pressed as a person presses them,
// on a list of this test's own three enquiries. The key mapping (every key, fields, modifiers) is unit-tested; this is
// the one journey through the pages. Without JavaScript there are no shortcuts and no button (a unit test).

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

test("j and k move through the list, Enter opens, u goes back, / searches, ? lists them, and they can be turned off @js-only", async ({
  page,
  staff,
}) => {
  void staff; // signed in: the fixture did it
  // Three pages, a search, a reload and axe: on a busy shared machine that is more than the usual minute.
  test.slow();
  const word = uniqueName();
  const names = [`${word} Ann`, `${word} Ben`, `${word} Cat`];
  // Newest first: Ann, Ben, Cat.
  const ids = await insertEnquiries(names.map((name, index) => ({ name, createdAt: minutesAgo(index + 1) })));
  await open(page, "/admin");
  await searchFor(page, word);
  const links = page.locator("[data-enquiry-link]");
  await expect(links).toHaveText(names);
  const list = new URL(page.url());
  const isTheList = (url: URL) => url.pathname === "/admin" && url.searchParams.get("q") === list.searchParams.get("q");
  const highlighted = page.locator("[data-shortcut-current]");
  // Keys pressed on the page, not in the search form the test has just used.
  await page.getByRole("heading", { level: 1 }).click();

  // j j k: the first row, the second, the first again; focus on the row's link, and one row highlighted.
  await page.keyboard.press("j");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(links.nth(1)).toBeFocused();
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted.locator("[data-enquiry-link]")).toHaveText(names[1]!);
  await page.keyboard.press("k");
  await expect(links.nth(0)).toBeFocused();
  await expect(highlighted.locator("[data-enquiry-link]")).toHaveText(names[0]!);
  await expect(highlighted).toBeInViewport();

  // Enter opens the focused row; u follows the page's own "Back to the list".
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === `/admin/enquiries/${ids[0]}`);
  await expect(page.locator("[data-enquiry-name]")).toHaveText(names[0]!);
  await page.keyboard.press("u");
  await page.waitForURL(isTheList);
  await listSettled(page);
  await expect(links).toHaveText(names);

  // / goes to the search box, where j is a letter like any other (the search's words are selected: typed over).
  await page.keyboard.press("/");
  const box = page.getByRole("searchbox", { name: "Search enquiries" });
  await expect(box).toBeFocused();
  await page.keyboard.press("j");
  await expect(box).toHaveValue("j");
  await expect(box).toBeFocused();
  await expect(highlighted).toHaveCount(0);

  // ? opens the list of shortcuts, focus inside it; axe finds nothing wrong with it; Escape closes it.
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Keyboard shortcuts" })).toBeFocused();
  await expect(dialog.locator("kbd")).toHaveText(["j", "k", "Enter", "u", "/", "?"]);
  await expectNoAxeViolations(page, "[data-shortcuts-dialog]");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The button opens it too; unticking turns the shortcuts off, for this browser, and focus goes back to the button.
  const button = page.getByRole("button", { name: "Keyboard shortcuts (?)" });
  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Use keyboard shortcuts").uncheck();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("j");
  await page.keyboard.press("?");
  await expect(links.nth(0)).not.toBeFocused();
  await expect(highlighted).toHaveCount(0);
  await expect(dialog).toBeHidden();

  // Remembered: still off on the next visit.
  await open(page, `${list.pathname}${list.search}`);
  await listSettled(page);
  await page.keyboard.press("j");
  await expect(highlighted).toHaveCount(0);
  await button.click();
  await expect(dialog.getByLabel("Use keyboard shortcuts")).not.toBeChecked();
  await dialog.getByRole("button", { name: "Close" }).click();

  // In a narrow window with a mouse (a phone hides it) the button stays on one line at the end of the staff pages' bar,
  // which scrolls sideways, rather than wrapping into a block that makes the bar three lines tall.
  await page.setViewportSize({ width: 390, height: 844 });
  const oneLine = await button.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  expect((await button.boundingBox())!.height).toBeLessThan(2 * oneLine);

  // There the bar scrolls sideways and stays as it was from page to page: after focus has taken it to its end, the next
  // page brings its own link (here the inbox's, as an enquiry's section) back into sight.
  const bar = page.getByRole("navigation", { name: "Staff pages" });
  await bar.getByRole("link", { name: "My account" }).focus();
  await expect(bar.getByRole("link", { name: "Enquiries" })).not.toBeInViewport();
  await links.first().click();
  await page.waitForURL((url) => url.pathname === `/admin/enquiries/${ids[0]}`);
  await expect(bar.getByRole("link", { name: "Enquiries" })).toBeInViewport();
});
