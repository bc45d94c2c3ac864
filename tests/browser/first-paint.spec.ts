import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { prerenderedPaths } from "#app/content/site-pages.ts";
import { HELD_SCRIPT_TYPE } from "#app/http/document-head.server.ts";
import { open } from "#tests/browser/support/pages.ts";
import { pathsWithoutHydration } from "#tests/browser/support/hydration.ts";

// The first paint needs nothing but the document (issue #14, point 8): the stylesheet is inline in the head, allowed
// by its hash (prerendered pages) or the response's nonce (pages rendered per request) and by nothing looser; the
// scripts, in few files, start after the first paint.

/** The most script files a tool page may request (framework, shared site code, runtime, entry, root, layout, page). */
const TOOL_PAGE_SCRIPT_FILES = 7;
/** A prerendered page that hydrates (the content pages ship no script at all: issue #28, no-hydration.spec.ts). */
const HYDRATED_PRERENDERED = "/care-costs";
const withoutHydration = new Set(await pathsWithoutHydration());

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));
const inlineStyles = (html: string) => [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];

test("every prerendered page carries the stylesheet inline, allowed by exactly its hash, and no external stylesheet", async ({
  request,
}) => {
  for (const path of prerenderedPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = inlineStyles(html);
    expect(styles, path).toHaveLength(1);
    const [, attributes, css = ""] = styles[0]!;
    expect(head, path).toContain(css);
    expect(attributes, path).toBe("");
    expect(css, path).toContain(".container-page");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(directive(csp, "style-src"), path).toBe(`style-src 'self' ${sha256(css)} https://www.cqc.org.uk`);
    expect(csp, path).not.toContain("unsafe-inline");
    // No script is fetched while the document is parsed: none is needed to paint. The module script is held, and
    // its hash allows the one that runs it after the first paint (a page that does not hydrate has none).
    expect(html, path).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html, path).not.toMatch(/<script[^>]+type="module"/);
    if (withoutHydration.has(path)) continue;
    const held = new RegExp(`<script type="${HELD_SCRIPT_TYPE}">([\\s\\S]*?)</script>`).exec(html);
    expect(held?.[1], path).toContain("import");
    expect(directive(csp, "script-src"), path).toContain(sha256(held![1]!));
  }
});

test("a page rendered per request carries the stylesheet with the response's nonce, which its CSP allows", async ({
  request,
}) => {
  const response = await request.get("/contact");
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(
    directive(response.headers()["content-security-policy"] ?? "", "style-src") ?? "",
  )?.[1];
  expect(nonce).toBeTruthy();
  const styles = inlineStyles(html);
  expect(styles).toHaveLength(1);
  expect(styles[0]?.[1]).toBe(` nonce="${nonce}"`);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
});

/** Whether the site's stylesheet applies: the header sticks to the top, the skip link is hidden until focused. */
async function expectStyled(page: Page) {
  await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveCSS("position", "absolute");
}

test(
  "without JavaScript, prerendered and server-rendered pages are styled, with no CSP violation",
  { tag: "@no-js-only" },
  async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/about", "/contact"]) {
      await open(page, path);
      await expectStyled(page);
    }
    expect(violations).toEqual([]);
  },
);

/**
 * The page's console errors and warnings and its uncaught errors, gathered as it runs. The regulator's widget (loaded
 * once the CQC box is near the viewport) is out of reach here: an empty script stands in for it, so an error can only
 * be the site's own.
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route("https://www.cqc.org.uk/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  return errors;
}

/** When the page was first painted, and when each of its scripts was asked for, in ms from the start of navigation. */
const paintAndScripts = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));

for (const path of [HYDRATED_PRERENDERED, "/contact"]) {
  test(
    `with JavaScript, ${path} asks for no script before its first paint, then hydrates`,
    { tag: "@js-only" },
    async ({ page }) => {
      const errors = await collectErrors(page);
      await open(page, path);
      const { firstPaint, scripts } = await paintAndScripts(page);
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(firstPaint);
      // The module script runs once, after the held one and the script that starts it.
      await expect(page.locator('script[type="module"]')).toHaveCount(1);
      expect(await page.locator(`script[type="${HELD_SCRIPT_TYPE}"] + script + script[type="module"]`).count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );
}

test(
  "with JavaScript, a tool page hydrates without error from few script files, and stays styled on the next page",
  { tag: "@js-only" },
  async ({ page }) => {
    const errors = await collectErrors(page);
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script" && !request.url().startsWith("https://www.cqc.org.uk/"))
        scripts.add(new URL(request.url()).pathname);
    });
    await open(page, HYDRATED_PRERENDERED);
    await expectStyled(page);
    expect(scripts.size, [...scripts].join("\n")).toBeLessThanOrEqual(TOOL_PAGE_SCRIPT_FILES);
    // A client-side navigation keeps the inline stylesheet (React leaves the head's extra elements alone).
    await page.locator("footer").getByRole("link", { name: "About Us" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("head style")).toHaveCount(1);
    await expectStyled(page);
    expect(errors).toEqual([]);
  },
);
