import type { Route } from "./+types/resources";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { resourcesPage } from "#app/content/resources.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(resourcesPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Resources({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
