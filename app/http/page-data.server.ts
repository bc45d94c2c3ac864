import { getBusinessDetails } from "#app/config/business.server.ts";
import { pageImageSlots } from "#app/content/page-images.ts";
import { resolvePage } from "#app/content/resolve-page.ts";
import type { PageSource } from "#app/content/types.ts";
import { picturesOf } from "#app/images/pictures.server.ts";

/**
 * A content page's copy and the files of its pictures, as loader data. Prerendered pages run their loader at build
 * time, so the copy arrives inside the page's HTML instead of as route scripts: fewer requests before the first paint
 * (Lighthouse measured /faqs at 93-96 with its copy in scripts, 97 with it in the loader). The pictures' URLs come the
 * same way, so the browser is sent no table of every picture of the site.
 */
export function pageData(source: PageSource) {
  const page = resolvePage(source, getBusinessDetails());
  return { page: { ...page, pictures: picturesOf(pageImageSlots(page)) } };
}
