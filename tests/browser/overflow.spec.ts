import { expect, test, type Page } from "@playwright/test";
import { sitePages } from "#app/content/site-pages.ts";
import { overflowProblems } from "#tests/browser/support/overflow.ts";
import { open } from "#tests/browser/support/pages.ts";

// Every page of the registry and the not-found page, at three phone widths, with JavaScript on and off: nothing wider
// than the viewport and no control cut by its edge (issue #14, "phones first"). One page per width walks all pages, so
// the run stays short; every page's problems are gathered before the test fails, each naming its element. Each page
// is measured as it loads, then with everything that folds opened.
const widths = [320, 360, 390];

/**
 * Opens what a visitor can open: every `<details>` (the menu without JavaScript, the FAQs, the folded lists; those
 * of one group opened together, which a visitor cannot do, so every answer is measured in one pass) and, with
 * JavaScript, the menu's button.
 */
async function openEverything(page: Page) {
  await page.evaluate(() => {
    for (const details of Array.from(document.querySelectorAll("details"))) {
      details.removeAttribute("name");
      details.open = true;
    }
  });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
  }
}
const pages = [...sitePages.map((page) => ({ path: page.path, status: 200 })), { path: "/no-such-page", status: 404 }];

for (const width of widths) {
  test(`no page is wider than a ${width}px phone, and no control is cut by its edge`, async ({ page }) => {
    test.setTimeout(pages.length * 6_000);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const { path, status } of pages) {
      await open(page, path, status);
      for (const problem of await overflowProblems(page)) problems.push(`${path}: ${problem}`);
      // Then with everything that folds opened: the menu, every question's answer, every list of areas.
      await openEverything(page);
      for (const problem of await overflowProblems(page)) problems.push(`${path}, opened: ${problem}`);
    }
    expect(problems, `overflow at ${width}px`).toEqual([]);
  });
}
