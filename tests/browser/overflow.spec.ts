import { expect, test } from "@playwright/test";
import { sitePages } from "../../app/content/site-pages";
import { overflowProblems } from "./support/overflow";
import { open } from "./support/pages";

// Every page of the registry and the not-found page, at three phone widths, with JavaScript on and off: nothing wider
// than the viewport and no control cut by its edge (issue #14, "phones first"). One page per width walks all pages, so
// the run stays short; every page's problems are gathered before the test fails, each naming its element.
const widths = [320, 360, 390];
const pages = [...sitePages.map((page) => ({ path: page.path, status: 200 })), { path: "/no-such-page", status: 404 }];

for (const width of widths) {
  test(`no page is wider than a ${width}px phone, and no control is cut by its edge`, async ({ page }) => {
    test.setTimeout(pages.length * 4_000);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const { path, status } of pages) {
      await open(page, path, status);
      for (const problem of await overflowProblems(page)) problems.push(`${path}: ${problem}`);
    }
    expect(problems, `overflow at ${width}px`).toEqual([]);
  });
}
