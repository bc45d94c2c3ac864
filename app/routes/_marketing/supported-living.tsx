import type { Route } from "./+types/supported-living";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { supportedLivingPage } from "~/content/services/supported-living";

export const loader = () => pageData(supportedLivingPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/supported-living", matches);

export default function SupportedLiving({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
