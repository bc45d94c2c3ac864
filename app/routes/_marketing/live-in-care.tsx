import type { Route } from "./+types/live-in-care";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { liveInPage } from "~/content/services/live-in";

export const loader = () => pageData(liveInPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/live-in-care", matches);

export default function LiveInCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
