/**
 * Every page of the site with its search-engine title and description. The page's `meta`, the sitemap and the list
 * of prerendered routes all read this one registry, so a page added here is titled, listed and prerendered at once.
 */
export interface SitePage {
  path: string;
  /** The page's own title; the provider's name is appended by the meta helper. */
  title: string;
  description: string;
  /** Listed in /sitemap.xml and open to search engines; false adds `noindex`. */
  indexable: boolean;
  /** Rendered to HTML at build time. Pages that read the request or the database are rendered per request. */
  prerender: boolean;
}

export const sitePages = [
  {
    path: "/",
    title: "Home Care in Milton Keynes and Buckinghamshire",
    description:
      "CQC-regulated home care in Milton Keynes and Buckinghamshire: visiting care, live-in care, respite, elderly and dementia care. Book a free care assessment.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/domiciliary-care",
    title: "Domiciliary Care at Home",
    description:
      "Home care visits from 30 minutes a day in Milton Keynes and Buckinghamshire: personal care, medication, meals and companionship, from £20 per hour.",
    indexable: true,
    prerender: true,
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

export function findSitePage(path: string): SitePage | undefined {
  return (sitePages as readonly SitePage[]).find((page) => page.path === path);
}

export const prerenderedPaths: string[] = sitePages.filter((page) => page.prerender).map((page) => page.path);

export const indexablePaths: string[] = sitePages.filter((page) => page.indexable).map((page) => page.path);
