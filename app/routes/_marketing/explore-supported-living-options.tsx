import type { Route } from "./+types/explore-supported-living-options";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { SupportCalculator } from "~/components/support-calculator/support-calculator";
import { exploreSupportedLivingPage } from "~/content/explore-supported-living";
import { supportCalculatorContent } from "~/content/support-calculator";

// The calculator's copy comes with the page's data rather than in its script.
export const loader = () => ({ ...pageData(exploreSupportedLivingPage), calculator: supportCalculatorContent });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/explore-supported-living-options", matches);

export default function ExploreSupportedLivingOptions({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ calculator: <SupportCalculator content={loaderData.calculator} /> }} />;
}
