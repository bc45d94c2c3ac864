import type { Route } from "./+types/respite-care";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { respitePage } from "~/content/services/respite";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/respite-care", matches);

export default function RespiteCare() {
  return <ContentPage page={respitePage} />;
}
