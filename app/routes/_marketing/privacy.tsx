import type { Route } from "./+types/privacy";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { privacyPage } from "~/content/privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/privacy", matches);

export default function Privacy() {
  return <ContentPage page={privacyPage} />;
}
