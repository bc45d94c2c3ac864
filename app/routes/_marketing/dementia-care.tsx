import type { Route } from "./+types/dementia-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { dementiaPage } from "#app/content/services/dementia.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(dementiaPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/dementia-care", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function DementiaCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
