import type { Route } from "./+types/sitemap";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { sitemapPage } from "#app/content/sitemap.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(sitemapPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/sitemap", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
