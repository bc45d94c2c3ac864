import type { Route } from "./+types/explore-supported-living-options";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { SupportCalculator } from "~/components/support-calculator/support-calculator";
import { exploreSupportedLivingPage } from "~/content/explore-supported-living";

export const loader = () => pageData(exploreSupportedLivingPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/explore-supported-living-options", matches);

export default function ExploreSupportedLivingOptions({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ calculator: <SupportCalculator /> }} />;
}
