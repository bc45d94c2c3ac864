import { expect, test } from "@playwright/test";
import { samples } from "#tests/support/sample-submissions.ts";
import { pathsWithoutHydration } from "#tests/browser/support/hydration.ts";
import { HELD_SCRIPT_TYPE } from "#app/http/document-head.server.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { beOwnClient, fill, formNamed, rowsWhere, uniqueWord } from "#tests/browser/support/forms.ts";

// Issue #28: the content pages ship no React and no router runtime. Every page whose route says it does not hydrate
// (read from the build, as the post-build check reads it) and the 404, with JavaScript on: no script file is
// requested, nothing errs (a blocked inline script would), axe finds nothing, and what scripts once did works without
// them. One page load per page; the quick-contact form's post is a test of its own.

const notFound = "/no-such-page";
const contentPages = [...(await pathsWithoutHydration()), notFound];

test("the pages that do not hydrate are the content pages", () => {
  expect(contentPages).toEqual(
    expect.arrayContaining(["/", "/about", "/faqs", "/careers", "/privacy", "/terms", "/sitemap", "/live-in-care"]),
  );
  expect(contentPages).not.toContain("/contact");
  expect(contentPages).not.toContain("/care-costs");
});

test.describe("a page that does not hydrate, with JavaScript on", () => {
  // A phone's width: the mobile menu is the one shown.
  test.use({ viewport: { width: 390, height: 800 } });

  for (const pagePath of contentPages) {
    test(`${pagePath} requests no script and works without one`, { tag: "@js-only" }, async ({ page }) => {
      // One load, axe and a few clicks: on a busy shared machine axe alone has taken most of a minute.
      test.slow();
      const scripts: string[] = [];
      const errors: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      page.on("console", (message) => {
        // The 404 page's own status is reported as a resource that failed to load.
        const ownStatus = pagePath === notFound && /status of 404/.test(message.text());
        if (message.type() === "error" && !ownStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Network idle: the first-paint starter (ADR 0012) would have started a module script by then.
      const response = await page.goto(pagePath, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(pagePath === notFound ? 404 : 200);
      // Nothing that would start a script later either: no module script, held or not, and no preload.
      await expect(
        page.locator(
          `script[type="module"], script[type="${HELD_SCRIPT_TYPE}"], script[src], link[rel="modulepreload"]`,
        ),
      ).toHaveCount(0);
      await expect(page.locator("html[data-no-hydration]")).toHaveCount(1);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The mobile menu: a native disclosure.
      const menu = page.getByRole("navigation", { name: "Mobile" });
      const toggle = page.locator("summary", { hasText: "Menu" });
      await toggle.click();
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();

      // The FAQ folds (native `<details name>`, one open at a time), where the page has them.
      const folds = page.locator("main details");
      if ((await folds.count()) > 1) {
        await folds.nth(0).locator("summary").click();
        await expect(folds.nth(0)).toHaveAttribute("open");
        await folds.nth(1).locator("summary").click();
        await expect(folds.nth(1)).toHaveAttribute("open");
        await expect(folds.nth(0)).not.toHaveAttribute("open");
      }

      // The carousel: its arrows are links, scrolled by the page's small script.
      const slides = page.locator("[aria-roledescription=carousel] [aria-roledescription=slide]");
      if ((await slides.count()) > 0) {
        await slides.first().getByRole("link", { name: "Next testimonial" }).click();
        await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      }

      // The CQC box: the rating from the server, with its link.
      const cqc = page.getByTestId("cqc-rating");
      if ((await cqc.count()) > 0) {
        await expect(cqc).toContainText("Overall rating");
        await expect(cqc.getByRole("link", { name: /Read the report on the CQC website/ })).toBeVisible();
      }

      // The quick-contact form posts to the server like any form without JavaScript.
      const form = formNamed(page, "Quick contact");
      await expect(form).toHaveAttribute("action", "/quick-contact");
      await expect(form).toHaveAttribute("method", "post");
      expect(errors, "console errors").toEqual([]);
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .flatMap((entry) => (/\.m?js$/.test(new URL(entry.name).pathname) ? [entry.name] : [])),
      );
      expect([...scripts, ...loaded], "script files requested").toEqual([]);
    });
  }

  test(
    "the quick-contact form at the foot of a content page answers with the server's errors, then its confirmation",
    { tag: "@js-only" },
    async ({ page }) => {
      await beOwnClient(page);
      await page.goto("/about");
      await expect(page.locator("html[data-no-hydration]")).toHaveCount(1);
      const form = formNamed(page, "Quick contact");
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/quick-contact$/);
      const summary = page.locator("[data-error-summary]");
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      expect(await page.title()).toMatch(/^Error: /);

      const word = uniqueWord();
      await fill(formNamed(page, "Quick contact"), samples["quick-contact"].fields(word));
      await formNamed(page, "Quick contact").locator('button[type="submit"]').click();
      await expect(page.locator("[data-confirmation]")).toContainText("Assessment Request Received");
      expect(rowsWhere("quick_contact_submissions", "name", word)).toHaveLength(1);
    },
  );
});
