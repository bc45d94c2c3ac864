import { expect, test, type Page } from "@playwright/test";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";

const serviceTitles = [
  "Domiciliary Care",
  "Live-in Care",
  "Supported Living",
  "Respite Care",
  "Elderly Care",
  "Dementia Care",
];
/**
 * A page that hydrates, so that with JavaScript on the scripted menus are the ones tried; the pages that do not
 * hydrate have the menus as without JavaScript (issue #28: no-hydration.spec.ts opens the mobile menu on each).
 */
const start = "/care-costs";
const servicesMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("desktop services menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens on hover, lists the six services in order, and closes when the pointer leaves", async ({ page }) => {
    await open(page, start);
    const nav = servicesMenu(page);
    const list = nav.getByRole("list").first();
    await expect(list).toBeHidden();
    await nav.getByText("Our Services").hover();
    await expect(list).toBeVisible();
    await expect(list.getByRole("link")).toHaveText(serviceTitles);
    await page.mouse.move(1200, 700);
    await expect(list).toBeHidden();
  });

  // Without JavaScript choosing an item loads a new page, which starts closed.
  test("closes when an item is chosen", { tag: "@js-only" }, async ({ page }) => {
    await open(page, start);
    const nav = servicesMenu(page);
    await nav.getByRole("button", { name: "Our Services" }).click();
    await nav.getByRole("link", { name: "Respite Care" }).click();
    await expect(page).toHaveURL(/\/respite-care$/);
    await expect(nav.getByRole("button", { name: "Our Services" })).toHaveAttribute("aria-expanded", "false");
  });

  test("opens by click and works from the keyboard", { tag: "@js-only" }, async ({ page }) => {
    await open(page, start);
    const button = servicesMenu(page).getByRole("button", { name: "Our Services" });
    const items = servicesMenu(page).getByRole("list").first().getByRole("link");

    // A click after the hover keeps the menu open; a second click closes it.
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(1200, 700);

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(items.nth(5)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.nth(5)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Tabbing out of the open menu closes it.
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(0)).toBeFocused();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    await expect(servicesMenu(page).getByRole("link", { name: "About Us" })).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("without JavaScript the list opens on keyboard focus", { tag: "@no-js-only" }, async ({ page }) => {
    await open(page, start);
    const nav = servicesMenu(page);
    await nav.getByRole("link", { name: "Our Services" }).focus();
    await expect(nav.getByRole("link", { name: "Domiciliary Care" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Domiciliary Care" })).toBeFocused();
  });
});

test.describe("mobile menu at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows a phone link and a toggle; the open menu lists everything; choosing an item closes it", async ({
    page,
  }) => {
    await open(page, start);
    await expect(servicesMenu(page)).toBeHidden();
    await expect(page.getByRole("link", { name: /^Call us on / })).toHaveAttribute("href", /^tel:\+44/);

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    const toggle = jsDisabled()
      ? page.locator("summary", { hasText: "Menu" })
      : page.getByRole("button", { name: "Menu" });
    if (!jsDisabled()) await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    if (!jsDisabled()) await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("list").first().getByRole("link")).toHaveText(serviceTitles);
    await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /^07700|^01632|\d{5} \d{6}/ })).toHaveAttribute("href", /^tel:/);
    const cta = menu.getByRole("link", { name: "Get Care Assessment" });
    const [ctaBox, menuBox] = [await cta.boundingBox(), await menu.boundingBox()];
    expect(ctaBox!.width).toBeGreaterThan(menuBox!.width - 48);

    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await open(page, start);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator("main")).toBeFocused();
});

test("the page is in British English", async ({ page }) => {
  await open(page, start);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
});

// From home, a page that does not hydrate, the link is a normal page load; from a page that hydrates, a client-side
// navigation that ScrollRestoration sends to the top.
test("navigating to a new path starts at the top of the page", async ({ page }) => {
  await open(page, "/");
  const journey = page.getByRole("link", { name: "Start Your Care Journey" });
  await journey.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await journey.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Issue #14: the provider's name wrapped beside the desktop navigation at 1280px, and overlapped the buttons at 320px.
for (const width of [320, 1280]) {
  test(`at ${width}px the provider's name fits the header without overlapping anything`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, start);
    const header = page.locator("header").first();
    const logo = page.getByRole("link", { name: / home page$/ }).first();
    const name = logo.locator("span").first();
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const nameBox = (await name.boundingBox())!;
    // One line beside the desktop navigation; on a phone at most two, broken between words.
    expect(Math.round(nameBox.height / lineHeight)).toBe(width >= 1280 ? 1 : 2);
    expect(await logo.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const next = header.locator(width >= 1280 ? "nav[aria-label=Main]" : "a[href^='tel:']:visible").first();
    const nextBox = (await next.boundingBox())!;
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(nextBox.x);
    expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
}
