import type { Route } from "./+types/carbon-reduction-plan";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { carbonReductionPlanPage } from "~/content/carbon-reduction-plan";

export const loader = () => pageData(carbonReductionPlanPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/carbon-reduction-plan", matches);

export default function CarbonReductionPlan({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
