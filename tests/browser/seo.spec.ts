import { expect, test } from "@playwright/test";
import { indexablePaths, sitePages } from "#app/content/site-pages.ts";

test("robots.txt keeps staff pages out and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("Disallow: /admin");
  expect(body).toContain("Disallow: /auth");
  expect(body).toContain("Disallow: /api/");
  expect(body).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test("sitemap.xml lists every indexable page and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
  // Besides the pages of the registry, the open vacancies' pages (issue #27; other tests publish some on this server).
  const vacancyPage = /^\/careers\/(?!apply$)[a-z0-9-]+$/;
  expect(locations.filter((path) => !vacancyPage.test(path)).sort()).toEqual([...indexablePaths].sort());
  for (const page of sitePages.filter((page) => !page.indexable)) expect(locations).not.toContain(page.path);
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/no-such-page", "/robots.txt", "/healthz"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("hashed assets are cached for a year and responses are compressed", async ({ request }) => {
  // A page that hydrates (content pages ship no script, ADR 0015).
  const html = await (await request.get("/care-costs")).text();
  // The framework's file: large enough to be compressed (files under 1 kB, such as the client entry, are sent as they are).
  const asset = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("health check answers ok, with the database up", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const health = await response.json();
  expect(health).toMatchObject({ status: "ok", database: "up", mail: { configured: false } });
  // The outbox's backlog as counts (other tests' enquiries wait: this server has no SMTP_URL), never personal data.
  expect(Object.keys(health.mail).sort()).toEqual(["configured", "failed", "oldestWaitingSeconds", "waiting"]);
  expect(health.mail.waiting).toEqual(expect.any(Number));
  expect(health.mail.failed).toEqual(expect.any(Number));
  // Enquiries overdue for their first call (issue 24): a count only.
  expect(health.enquiries).toEqual({ overdue: expect.any(Number) });
});
