import type { Route } from "./+types/terms";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { termsPage } from "~/content/terms";

export const loader = () => pageData(termsPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/terms", matches);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
