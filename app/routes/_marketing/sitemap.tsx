import type { Route } from "./+types/sitemap";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { sitemapPage } from "~/content/sitemap";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/sitemap", matches);

export default function Sitemap() {
  return <ContentPage page={sitemapPage} />;
}
