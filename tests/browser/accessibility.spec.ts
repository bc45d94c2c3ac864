import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sitePages } from "#app/content/site-pages.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { open } from "#tests/browser/support/pages.ts";

// axe over every page of the registry and the not-found page, at a small phone's width and a laptop's. A common
// phone's 390 px differs from 320 px only in a larger heading and the CQC box's two columns, which change nothing axe
// checks; overflow.spec.ts measures every width. Each page is loaded once and checked at each width in turn, the window
// resized in between (the layout is CSS that follows the width), so a page costs one load and hydration, not one a width.
const widths = [320, 1280];
const pages = [...sitePages.map((page) => ({ path: page.path, status: 200 })), { path: "/no-such-page", status: 404 }];

for (const { path, status } of pages) {
  test(`${path} has no WCAG 2.2 A/AA violations at ${widths.join(", ")}px`, { tag: "@js-only" }, async ({ page }) => {
    // The time each page had when it was one test per width (60 s for one axe run on a busy machine), per width.
    test.setTimeout(widths.length * 60_000);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await open(page, path, status);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });
}

// Lighthouse's accessibility score also runs axe rules outside the WCAG tags. aria-allowed-role cost the home page
// its 100 (issue #14: the carousel's slides were `figure role="group"`): run it wherever the carousel is.
test(
  "the home page's carousel uses only roles its elements allow (axe aria-allowed-role)",
  { tag: "@js-only" },
  async ({ page }) => {
    await open(page, "/");
    const results = await new AxeBuilder({ page }).withRules(["aria-allowed-role"]).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
  },
);
