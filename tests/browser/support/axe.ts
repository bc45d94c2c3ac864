import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules (axe tags the rules of each WCAG version separately). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Runs axe on the page as it is (or only on what `include` selects: a dialog over a page checked elsewhere) and fails
 * with a readable list of violations. Run with JavaScript on: axe hangs without it.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Only the violations are wanted: axe then leaves out the details of every node that passed (resultTypes), most of
  // its work on a long page.
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).join("\n    ")}`,
  );
  const width = page.viewportSize()?.width;
  expect(summary, `axe violations on ${page.url()}${width ? ` at ${width}px` : ""}`).toEqual([]);
}
