import type { Route } from "./+types/resources";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { resourcesPage } from "~/content/resources";

export const loader = () => pageData(resourcesPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources", matches);

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
