import { getBusinessDetails } from "~/config/business.server";
import { resolvePage } from "~/content/resolve-page";
import type { PageSource } from "~/content/types";

/**
 * A content page's copy as loader data. Prerendered pages run their loader at build time, so the copy arrives inside
 * the page's HTML instead of as route scripts: fewer requests before the first paint (Lighthouse measured /faqs at
 * 93-96 with its copy in scripts, 97 with it in the loader).
 */
export function pageData(source: PageSource) {
  return { page: resolvePage(source, getBusinessDetails()) };
}
