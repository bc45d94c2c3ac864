import { expect, test } from "@playwright/test";
import { open } from "#tests/browser/support/pages.ts";

// The data tables (issue #14, drawn since issue #23 by the site's one responsive table): one card per row below 768 px,
// each value after its column's name; a real table from 768 px that fits, so it is never a Tab stop.
const comparison = "#comparison";

test("on a phone, the live-in comparison is a card per row, every value after its column's name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, "/live-in-care");
  const table = page.locator(comparison).getByRole("table", { name: /side by side/ });
  // The column headers are for screen readers only here: a 1 px clipped box, as `sr-only` makes it.
  expect((await table.locator("thead").boundingBox())!.width).toBeLessThanOrEqual(1);
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(7);
  const cost = rows.filter({ has: page.getByRole("rowheader", { name: "Cost" }) });
  // The card shows each column's name before its value; screen readers hear the column header instead.
  await expect(cost.getByRole("cell")).toHaveText([
    /^Live-in care\s*From £\d/,
    /^Residential care home\s*Varies by home/,
  ]);
  await expect(cost.getByRole("cell").first()).toHaveAccessibleName(/^From £\d/);
  // The care home's column, once out of sight to the right, is on screen.
  const careHome = cost.getByText("Varies by home; often more for nursing needs");
  await careHome.scrollIntoViewIfNeeded();
  const box = (await careHome.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

for (const width of [768, 1280]) {
  test(`at ${width} px, a table with column and row headers that fits, and no Tab stop`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/contact");
    const table = page.locator("#opening-hours").getByRole("table", { name: "When our office is open" });
    await expect(table.getByRole("columnheader")).toHaveText(["Day", "Hours"]);
    expect((await table.locator("thead").boundingBox())!.width).toBeGreaterThan(width / 2);
    await expect(table.getByRole("rowheader")).toHaveText([
      "Monday to Friday",
      "Saturday",
      "Sunday",
      "Emergency support",
    ]);
    // Issue #14: the opening-hours table was a Tab stop on a desktop, where it does not scroll.
    await expect(page.locator("#opening-hours [tabindex]")).toHaveCount(0);
    await open(page, "/live-in-care");
    const wide = page.locator(comparison).getByRole("table");
    const fits = await wide.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth);
    expect(fits).toBe(true);
  });
}
