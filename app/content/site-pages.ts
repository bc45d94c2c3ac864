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
  {
    path: "/live-in-care",
    title: "Live-in Care at Home",
    description:
      "Live-in care from £900 per week with two dedicated carers: round-the-clock support in your own home, compared with residential care. Emergency live-in care within 24 hours.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/supported-living",
    title: "Supported Living",
    description:
      "Supported living in Milton Keynes and Buckinghamshire: your own home and tenancy with 2 hours to 24/7 support a week, for adults aged 18 and over.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/respite-care",
    title: "Respite Care for Family Carers",
    description:
      "Respite care at home or in partner CQC-rated care homes, from a few hours to several weeks, with 24/7 emergency respite for family carers.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/elderly-care",
    title: "Elderly Care at Home",
    description:
      "Elderly care at home from 2 hours a week to live-in care: personal care, companionship, home help and health support, with no minimum commitment.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/dementia-care",
    title: "Dementia Care at Home",
    description:
      "Specialist dementia care at home: trained carers, person-first support, live-in dementia care and a specialist call-back within 2 hours, 24/7.",
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
