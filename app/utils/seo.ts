import type { MetaDescriptor } from "react-router";
import type { BusinessDetails } from "#app/config/business.ts";

/** What the tags need of a page's entry in the registry (`SitePage`, app/content/site-pages.ts). */
interface PageEntry {
  path: string;
  title: string;
  description: string;
  indexable: boolean;
}

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** The root route's loader data (app/root.tsx), as meta functions receive it in `matches`. */
function rootDataOf(matches: readonly (RootMatch | undefined)[]) {
  const root = matches.find((match) => match?.id === "root");
  return root?.loaderData as { business?: BusinessDetails; page?: PageEntry | null } | undefined;
}

/** The provider's name from the root loader's data, as meta functions receive it (error pages' too). */
export function siteNameOf(matches: readonly (RootMatch | undefined)[]): string | undefined {
  return rootDataOf(matches)?.business?.tradingName;
}

/** A document title as every page of the site has it: the page's own, then the provider's name. */
export function titleWithSiteName(title: string, siteName: string | undefined): string {
  return siteName ? `${title} | ${siteName}` : title;
}

/**
 * Title, description, canonical URL, Open Graph and robots tags for a page of the registry. The root loader hands
 * the current page's entry to every page (so the registry itself never ships to the browser).
 */
export function pageMeta(path: string, matches: readonly (RootMatch | undefined)[]): MetaDescriptor[] {
  const { business, page } = rootDataOf(matches) ?? {};
  if (!page || page.path !== path) throw new Error(`No entry for ${path} in app/content/site-pages.ts`);
  const siteName = business?.tradingName ?? "";
  const title = titleWithSiteName(page.title, siteName);
  const url = business ? `${business.siteUrl}${path}` : path;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_GB" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  ];
  if (!page.indexable) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
