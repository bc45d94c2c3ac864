import type { Route } from "./+types/resources";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { resourcesPage } from "~/content/resources";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/resources", matches);

export default function Resources() {
  return <ContentPage page={resourcesPage} />;
}
