import type { Route } from "./+types/carbon-reduction-plan";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { carbonReductionPlanPage } from "~/content/carbon-reduction-plan";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/carbon-reduction-plan", matches);

export default function CarbonReductionPlan() {
  return <ContentPage page={carbonReductionPlanPage} />;
}
