import type { Route } from "./+types/live-in-care";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { liveInPage } from "~/content/services/live-in";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/live-in-care", matches);

export default function LiveInCare() {
  return <ContentPage page={liveInPage} />;
}
