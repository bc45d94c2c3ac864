import type { Route } from "./+types/accessibility";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { accessibilityPage } from "~/content/accessibility";

export const loader = () => pageData(accessibilityPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/accessibility", matches);

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
