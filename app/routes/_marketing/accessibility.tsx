import type { Route } from "./+types/accessibility";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { accessibilityPage } from "~/content/accessibility";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/accessibility", matches);

export default function Accessibility() {
  return <ContentPage page={accessibilityPage} />;
}
