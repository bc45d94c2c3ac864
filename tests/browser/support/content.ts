import { expect, type Page } from "@playwright/test";
import { defaultBusinessDetails } from "../../../app/config/business";
import { resolvePage, type PageSource } from "../../../app/components/content-page/content-page";

/** The business details the test server runs with (it is started without overrides). */
export const business = defaultBusinessDetails();

/** Keys of content records that hold identifiers, addresses or options rather than words a visitor reads. */
const NOT_COPY = new Set(["kind", "id", "href", "icon", "slot", "key", "external", "services"]);

/** Every piece of copy in a content record: the strings a visitor should be able to read on the page. */
export function copyOf(value: unknown, key = ""): string[] {
  if (NOT_COPY.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => copyOf(item, name));
  return [];
}

export function copyOfPage(source: PageSource): string[] {
  return copyOf(resolvePage(source, business));
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };

/** The HTML the server sends for a path, before any script runs, with React's escapes undone. */
export async function rawHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), `status of ${path}`).toBe(200);
  const html = await response.text();
  return html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => entities[entity] ?? entity);
}

/** The text of one element of the raw HTML, found by a regular expression on its opening tag. */
export function expectInHtml(html: string, texts: readonly string[], where: string) {
  const missing = texts.filter((text) => !html.includes(text));
  expect(missing, `copy missing from the raw HTML of ${where}`).toEqual([]);
}

/** A link with this label points at this address in the raw HTML. */
export function expectLink(html: string, label: string, href: string) {
  const links = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, target, inner = ""]) => ({
    target,
    text: inner.replace(/<[^>]+>/g, "").trim(),
  }));
  expect(
    links.some((link) => link.target === href && link.text.startsWith(label)),
    `a link "${label}" to ${href}`,
  ).toBe(true);
}
