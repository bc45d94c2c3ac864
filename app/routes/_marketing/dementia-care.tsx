import type { Route } from "./+types/dementia-care";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { dementiaPage } from "~/content/services/dementia";

export const loader = () => pageData(dementiaPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/dementia-care", matches);

export default function DementiaCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
