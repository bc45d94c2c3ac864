import { expect, type Page } from "@playwright/test";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { resolvePage } from "#app/content/resolve-page.ts";
import type { PageSource } from "#app/content/types.ts";

/** The business details the test server runs with (it is started without overrides). */
export const business = defaultBusinessDetails();

/** Keys of content records that hold identifiers, addresses or options rather than words a visitor reads. */
const NOT_COPY = new Set(["kind", "id", "href", "icon", "slot", "key", "external", "services"]);

/** Every piece of copy in a content record: the strings a visitor should be able to read on the page. */
export function copyOf(value: unknown, key = ""): string[] {
  if (NOT_COPY.has(key)) return [];
  // A phone given by its key ("supportedLiving") is shown as the number, not the key.
  if (key === "phone" && typeof value === "string") return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => copyOf(item, name));
  return [];
}

export function copyOfPage(source: PageSource): string[] {
  return copyOf(resolvePage(source, business));
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&nbsp;": " ",
};

/** The HTML the server sends for a path, before any script runs. */
export async function rawHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  return response.text();
}

/**
 * What the page renders, without its scripts: the `<body>` with every `<script>` removed. The hydration payload (an
 * inline script) repeats every string a loader returned, so a section that failed to render would still be "found"
 * in the whole HTML; here it is not.
 */
export function renderedBody(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<!--[\s\S]*?-->/g, "");
}

const unescape = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => entities[entity] ?? entity);

/** The text a visitor reads in rendered HTML: tags dropped, React's escapes undone. */
export function textOf(html: string): string {
  return unescape(html.replace(/<[^>]+>/g, ""));
}

/** Copy (or markup, such as an attribute) that the rendered body does not show: an empty list when all is there. */
export function missingCopy(body: string, texts: readonly string[]): string[] {
  const text = textOf(body);
  return texts.filter((copy) => !text.includes(copy) && !body.includes(copy));
}

export function expectInHtml(body: string, texts: readonly string[], where: string) {
  expect(missingCopy(body, texts), `copy missing from the rendered body of ${where}`).toEqual([]);
}

/** A link with this label points at this address in the rendered HTML. */
export function expectLink(html: string, label: string, href: string) {
  const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, target = "", inner = ""]) => ({
      target: unescape(target),
      text: textOf(inner).trim(),
    }),
  );
  expect(
    links.some((link) => link.target === href && link.text.startsWith(label)),
    `a link "${label}" to ${href}`,
  ).toBe(true);
}
