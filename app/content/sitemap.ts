import type { DescribedLink, PageContent } from "#app/content/types.ts";
import { sitePages } from "#app/content/site-pages.ts";
import { navigationOrder, services } from "#app/content/services.ts";

const servicePaths = new Set<string>(navigationOrder.map((key) => services[key].path));
const publicPages = sitePages.filter((page) => page.indexable);
const asLink = (page: (typeof publicPages)[number]): DescribedLink => ({
  label: page.path === "/" ? "Home" : page.title,
  href: page.path,
  description: page.description,
});

/** Every public page of the site, from the page registry, services first. */
export const sitemapPage: PageContent = {
  hero: {
    title: "Sitemap",
    text: "Every page of our website in one place.",
    actions: [],
  },
  sections: [
    {
      kind: "links",
      id: "care-services",
      title: "Care Services",
      items: publicPages.filter((page) => servicePaths.has(page.path)).map(asLink),
    },
    {
      kind: "links",
      id: "all-other-pages",
      title: "Information and Help",
      items: publicPages.filter((page) => !servicePaths.has(page.path)).map(asLink),
    },
    // The open vacancies, from the database (app/routes/_marketing/sitemap.tsx).
    { kind: "slot", id: "vacancies", title: "Current Vacancies", slot: "vacancies" },
  ],
};
