import type { BusinessDetails } from "#app/config/business.ts";
import type { PageContent, PageSource } from "#app/content/types.ts";

/** The copy of a page for the configured business details (called by route loaders, app/http/page-data.server.ts). */
export function resolvePage(source: PageSource, business: BusinessDetails): PageContent {
  return typeof source === "function" ? source(business) : source;
}
