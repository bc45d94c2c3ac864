import type { Route } from "./+types/explore-supported-living-options";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { SupportCalculator } from "#app/components/support-calculator/support-calculator.tsx";
import { exploreSupportedLivingPage } from "#app/content/explore-supported-living.ts";
import { supportCalculatorContent } from "#app/content/support-calculator.ts";

// The calculator's copy comes with the page's data rather than in its script.
export const loader = () => ({ ...pageData(exploreSupportedLivingPage), calculator: supportCalculatorContent });

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/explore-supported-living-options", matches);

export default function ExploreSupportedLivingOptions({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage page={loaderData.page} slots={{ calculator: <SupportCalculator content={loaderData.calculator} /> }} />
  );
}
