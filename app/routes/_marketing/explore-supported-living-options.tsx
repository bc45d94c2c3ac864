import type { Route } from "./+types/explore-supported-living-options";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { SupportCalculator } from "~/components/support-calculator/support-calculator";
import { exploreSupportedLivingPage } from "~/content/explore-supported-living";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/explore-supported-living-options", matches);

export default function ExploreSupportedLivingOptions() {
  return <ContentPage page={exploreSupportedLivingPage} slots={{ calculator: <SupportCalculator /> }} />;
}
