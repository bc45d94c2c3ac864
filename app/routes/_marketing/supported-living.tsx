import type { Route } from "./+types/supported-living";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { supportedLivingPage } from "~/content/services/supported-living";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/supported-living", matches);

export default function SupportedLiving() {
  return <ContentPage page={supportedLivingPage} />;
}
