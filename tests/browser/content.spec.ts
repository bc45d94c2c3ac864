import { test } from "@playwright/test";
import type { PageSource } from "../../app/components/content-page/content-page";
import { domiciliaryPage } from "../../app/content/services/domiciliary";
import { copyOfPage, expectInHtml, expectLink, rawHtml } from "./support/content";

/**
 * Each content page's copy is in the HTML the server sends, before any script runs (so it is prerendered and
 * readable without JavaScript): every string of the page's content record, the figures the spec names, and the
 * destinations of its buttons.
 */
interface Expectation {
  source: PageSource;
  /** Words and figures of the spec, written out again here so that a change to the content cannot hide them. */
  spec: readonly string[];
  links?: readonly [label: string, href: string][];
}

const pages: Record<string, Expectation> = {
  "/domiciliary-care": {
    source: domiciliaryPage,
    spec: ["30-60 minutes", "1-2 hours", "2-4 hours", "Overnight", "From £20 per hour", "30 minutes"],
    links: [
      ["Request Callback", "/request-a-callback"],
      ["Get Funding Advice", "/contact"],
      ["Get Free Assessment", "/free-assessment"],
    ],
  },
};

for (const [path, expectation] of Object.entries(pages)) {
  test(`${path} has its whole copy in the server's HTML`, async ({ page }) => {
    const html = await rawHtml(page, path);
    expectInHtml(html, [...copyOfPage(expectation.source), ...expectation.spec], path);
    for (const [label, href] of expectation.links ?? []) expectLink(html, label, href);
  });
}
