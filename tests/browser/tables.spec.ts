import { expect, test } from "@playwright/test";
import { open } from "#tests/browser/support/pages.ts";

// The data tables (issue #14): cards below 640px, a real table from 640px, and a Tab stop only when a table scrolls.
const comparison = "#comparison";

test("on a phone, the live-in comparison is a card per row, every value after its column's heading", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, "/live-in-care");
  const section = page.locator(comparison);
  await expect(section.getByRole("table")).toBeHidden();
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(7);
  const cost = cards.filter({ hasText: "Cost" });
  // Every heading is text of the page (a <dt>), read before its value: no CSS `content` needed.
  await expect(cost.locator("dt")).toHaveText(["Compared on", "Live-in care", "Residential care home"]);
  await expect(cost.locator("dd")).toHaveText(["Cost", /^From £\d/, "Varies by home; often more for nursing needs"]);
  // The care home's column, once out of sight to the right, is on screen.
  const careHome = cost.getByText("Varies by home; often more for nursing needs");
  await careHome.scrollIntoViewIfNeeded();
  const box = (await careHome.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test("from 640px, a table with column and row headers, and no Tab stop while it fits", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/contact");
  const hours = page.locator("#opening-hours");
  const table = hours.getByRole("table", { name: "When our office is open" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Day", "Hours"]);
  await expect(table.getByRole("rowheader")).toHaveText([
    "Monday to Friday",
    "Saturday",
    "Sunday",
    "Emergency support",
  ]);
  await expect(hours.getByRole("list")).toBeHidden();
  // Issue #14: the opening-hours table was a Tab stop on a desktop, where it does not scroll.
  await expect(hours.locator("[tabindex]")).toHaveCount(0);
  await expect(hours.getByRole("region")).toHaveCount(0);
});

test(
  "a table that does not fit says so and becomes a named region keyboard users can scroll",
  { tag: "@js-only" },
  async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await open(page, "/live-in-care");
    const section = page.locator(comparison);
    // Stand-in for content too wide for its column (a long word, a zoomed page).
    await section.locator("table").evaluate((table) => (table.style.minWidth = "1500px"));
    const region = section.getByRole("region", { name: "Live-in care and a residential care home, side by side" });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(section.getByText("scroll sideways to see all of it")).toBeVisible();
    await expect(region).toHaveAccessibleDescription(/scroll sideways/);
    // And back: once it fits again, it is no Tab stop.
    await section.locator("table").evaluate((table) => (table.style.minWidth = ""));
    await expect(section.locator("[tabindex]")).toHaveCount(0);
  },
);
