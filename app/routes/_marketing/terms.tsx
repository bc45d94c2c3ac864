import type { Route } from "./+types/terms";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { termsPage } from "~/content/terms";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/terms", matches);

export default function Terms() {
  return <ContentPage page={termsPage} />;
}
