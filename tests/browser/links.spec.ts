import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { sitePages } from "#app/content/site-pages.ts";
import { open } from "#tests/browser/support/pages.ts";

// Starting from every page of the registry: every link has a real target, every internal link answers 200, and every
// #anchor it names exists on the page it points at. Phone, e-mail and other websites' links are not followed. The links
// are the server's HTML, which JavaScript does not change (hydration keeps the markup it finds), so the pages are read
// once, in the no-JavaScript project: a second pass with JavaScript read the same links again.

/** Status of each internal URL already requested by this worker, so shared links (header, footer) are fetched once. */
const statuses = new Map<string, Promise<number>>();
/** The ids present on each page already loaded by this worker. */
const idsOnPage = new Map<string, Promise<Set<string>>>();

function statusOf(request: APIRequestContext, url: string): Promise<number> {
  let status = statuses.get(url);
  if (!status) {
    status = request.get(url, { maxRedirects: 0 }).then((response) => response.status());
    statuses.set(url, status);
  }
  return status;
}

async function idsOf(page: Page, url: string): Promise<Set<string>> {
  let ids = idsOnPage.get(url);
  if (!ids) {
    ids = (async () => {
      const other = await page.context().newPage();
      try {
        await open(other, url);
        return new Set(await other.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id)));
      } finally {
        await other.close();
      }
    })();
    idsOnPage.set(url, ids);
  }
  return ids;
}

for (const sitePage of sitePages) {
  test(`every link on ${sitePage.path} leads somewhere real`, { tag: "@no-js-only" }, async ({ page }) => {
    await open(page, sitePage.path);
    const hrefs = await page.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

    const placeholders = hrefs.filter((href) => href === null || href.trim() === "" || href.trim() === "#");
    expect(placeholders, "links without a real target").toEqual([]);

    const origin = new URL(page.url()).origin;
    const internal = [...new Set(hrefs as string[])]
      .filter((href) => !/^(tel|mailto):/i.test(href))
      .map((href) => new URL(href, page.url()))
      .filter((url) => url.origin === origin);
    expect(internal.length, "internal links found").toBeGreaterThan(0);

    const pages = [...new Set(internal.map((url) => `${url.pathname}${url.search}`))];
    const broken: string[] = [];
    for (const path of pages) {
      const status = await statusOf(page.request, path);
      if (status !== 200) broken.push(`${path} answered ${status}`);
    }
    expect(broken, "internal links that do not answer 200").toEqual([]);

    const missingAnchors: string[] = [];
    for (const url of internal.filter((link) => link.hash.length > 1)) {
      const id = decodeURIComponent(url.hash.slice(1));
      const ids = await idsOf(page, `${url.pathname}${url.search}`);
      if (!ids.has(id)) missingAnchors.push(`${url.pathname}${url.search}#${id}`);
    }
    expect(missingAnchors, "anchors that name no element").toEqual([]);
  });
}
