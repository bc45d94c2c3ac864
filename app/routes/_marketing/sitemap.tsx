import type { Route } from "./+types/sitemap";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { sitemapPage } from "#app/content/sitemap.ts";

export const loader = () => pageData(sitemapPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/sitemap", matches);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
