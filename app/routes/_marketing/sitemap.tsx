import type { Route } from "./+types/sitemap";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { sitemapPage } from "~/content/sitemap";

export const loader = () => pageData(sitemapPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/sitemap", matches);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
