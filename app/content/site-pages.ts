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
  // The form pages are rendered per request: their actions render them again with errors and kept values.
  {
    path: "/contact",
    title: "Contact Us",
    description:
      "Contact our home care team in Milton Keynes and Buckinghamshire: call us, email us or send an enquiry and we will reply within 2 hours in office hours.",
    indexable: true,
    prerender: false,
  },
  {
    path: "/request-a-callback",
    title: "Request a Callback",
    description: "Choose a day and time and one of our care advisers will call you back to talk about home care for you or a loved one.",
    indexable: true,
    prerender: false,
  },
  {
    path: "/free-assessment",
    title: "Book Your Free Care Assessment",
    description:
      "Book a free, no-obligation home care assessment in Milton Keynes and Buckinghamshire. We will contact you within 1 hour to confirm.",
    indexable: true,
    prerender: false,
  },
  {
    path: "/quick-contact",
    title: "Ask Us to Contact You",
    description: "Leave your details and how we can help, and we will contact you within 24 hours.",
    indexable: false,
    prerender: false,
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

export function findSitePage(path: string): SitePage | undefined {
  return (sitePages as readonly SitePage[]).find((page) => page.path === path);
}

export const prerenderedPaths: string[] = sitePages.filter((page) => page.prerender).map((page) => page.path);

export const indexablePaths: string[] = sitePages.filter((page) => page.indexable).map((page) => page.path);
