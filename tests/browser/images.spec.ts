import { expect, test, type Page } from "@playwright/test";
import { sitePages } from "#app/content/site-pages.ts";
import { open } from "#tests/browser/support/pages.ts";

// The pictures of every page (#14): alt text, width and height (no layout shift), and each one loads; the desktop
// heroes' pictures are loaded on desktops only.

/** Pages that must show pictures: every hero with one, the service cards, the team, the homes, the Easy Read guide. */
const pagesWithPictures = [
  "/",
  "/domiciliary-care",
  "/live-in-care",
  "/supported-living",
  "/respite-care",
  "/elderly-care",
  "/dementia-care",
  "/about",
  "/explore-supported-living-options",
  "/contact",
  "/request-a-callback",
  "/free-assessment",
  "/careers",
  "/resources",
];

/** Brings every picture into view (lazy ones load only then) and waits until each has finished loading. */
async function loadEveryPicture(page: Page) {
  for (const image of await page.locator("main img").all()) {
    if (await image.isVisible()) await image.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("main img")).every((image) => (image as HTMLImageElement).complete),
  );
}

test.describe("at 1280 px", { tag: "@once" }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path } of sitePages) {
    test(`${path}: every picture has alt text, a width and a height, and loads`, async ({ page }) => {
      await open(page, path);
      const images = page.locator("main img");
      if (pagesWithPictures.includes(path)) expect(await images.count()).toBeGreaterThan(0);
      await loadEveryPicture(page);
      for (const image of await images.all()) {
        const facts = await image.evaluate((element: HTMLImageElement) => ({
          src: element.currentSrc,
          alt: element.getAttribute("alt"),
          width: Number(element.getAttribute("width")),
          height: Number(element.getAttribute("height")),
          naturalWidth: element.naturalWidth,
        }));
        expect(facts.alt, `alt of ${facts.src}`).not.toBeNull();
        expect(facts.width * facts.height, `width and height of ${facts.src}`).toBeGreaterThan(0);
        expect(facts.naturalWidth, `${facts.src} loaded`).toBeGreaterThan(1);
      }
    });
  }

  test("the hero's picture is shown beside the heading, preloaded with high priority for desktops only", async ({
    page,
  }) => {
    await open(page, "/about");
    const hero = page.locator("section[aria-labelledby=hero-title] img");
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute("alt", /street of houses/);
    const [heroBox, headingBox] = [await hero.boundingBox(), await page.locator("h1").boundingBox()];
    expect(heroBox!.x).toBeGreaterThan(headingBox!.x + headingBox!.width);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute("media", "(min-width: 1024px)");
    await expect(preload).toHaveAttribute("fetchpriority", "high");
  });
});

test.describe("on a phone (390 px)", { tag: "@once" }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/domiciliary-care", "/about", "/explore-supported-living-options"]) {
    test(`${path} neither shows nor downloads the desktop hero's picture`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await open(page, path);
      await page.waitForLoadState("networkidle");
      const hero = page.locator("section[aria-labelledby=hero-title] picture");
      await expect(hero.locator("img")).toBeHidden();
      const desktopFiles = (
        await hero
          .locator("source[media]")
          .evaluateAll((sources) => sources.map((source) => source.getAttribute("srcset")!))
      ).flatMap((srcset) => srcset.split(", ").map((entry) => entry.split(" ")[0]!));
      expect(desktopFiles.length).toBeGreaterThan(0);
      for (const file of desktopFiles) expect(requested, `${file} was downloaded`).not.toContain(file);
      // The pictures further down are there, and load when scrolled to.
      await loadEveryPicture(page);
    });
  }
});
