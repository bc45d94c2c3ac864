import type { Route } from "./+types/resources";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { resourcesPage } from "#app/content/resources.ts";

export const loader = () => pageData(resourcesPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources", matches);

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
