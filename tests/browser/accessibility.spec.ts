import { test } from "@playwright/test";
import { sitePages } from "../../app/content/site-pages";
import { expectNoAxeViolations } from "./support/axe";
import { open } from "./support/pages";

// axe over every page of the registry and the not-found page, at a phone's width and a laptop's.
const widths = [375, 1280];
const pages = [...sitePages.map((page) => ({ path: page.path, status: 200 })), { path: "/no-such-page", status: 404 }];

for (const width of widths) {
  for (const { path, status } of pages) {
    test(`${path} has no WCAG 2.2 A/AA violations at ${width}px`, { tag: "@js-only" }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path, status);
      await expectNoAxeViolations(page);
    });
  }
}
