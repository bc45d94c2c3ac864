import type { Route } from "./+types/carbon-reduction-plan";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { carbonReductionPlanPage } from "#app/content/carbon-reduction-plan.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(carbonReductionPlanPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/carbon-reduction-plan", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function CarbonReductionPlan({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
