import type { Route } from "./+types/dementia-care";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { dementiaPage } from "~/content/services/dementia";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/dementia-care", matches);

export default function DementiaCare() {
  return <ContentPage page={dementiaPage} />;
}
