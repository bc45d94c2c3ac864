import { expect, test } from "@playwright/test";
import { sitePages } from "#app/content/site-pages.ts";
import { open } from "#tests/browser/support/pages.ts";

// Every page of the registry: it answers 200, has exactly one <h1>, its own title and a canonical link, and carries
// noindex exactly when it is not indexable. All of it is the server's HTML, which JavaScript does not change, so each
// page is read once, in the no-JavaScript project; what JavaScript does change (the title, description and canonical
// link after a client-side navigation) has its own test below.
for (const sitePage of sitePages) {
  test(
    `${sitePage.path} answers 200 with one h1, its title and its robots tag`,
    { tag: "@no-js-only" },
    async ({ page }) => {
      await open(page, sitePage.path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect(await page.title()).toContain(sitePage.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${sitePage.path.replace(/\//g, "\\/")}$`),
      );
      const robots = page.locator('meta[name="robots"]');
      if (sitePage.indexable) await expect(robots).toHaveCount(0);
      else await expect(robots).toHaveAttribute("content", /noindex/);
    },
  );
}

test("an unknown path answers 404 with the not-found page and a link home", async ({ page }) => {
  await open(page, "/no-such-page/at-all", 404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Oops! Page not found");
  // Titled like every other page: what it is, then the provider's name (the same name the header's logo shows).
  const siteName = (await page
    .getByRole("link", { name: / home page$/ })
    .first()
    .textContent())!
    .replace(/ home page$/, "")
    .trim();
  expect(siteName).toMatch(/ Care$/);
  await expect(page).toHaveTitle(`Page not found | ${siteName}`);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  "client-side navigation gives the new page its own title, description and canonical link",
  { tag: "@js-only" },
  async ({ page }) => {
    const about = sitePages.find((entry) => entry.path === "/about")!;
    await open(page, "/");
    await page.getByRole("navigation", { name: "Footer: About us" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(new RegExp(`^${about.title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", about.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
  },
);
