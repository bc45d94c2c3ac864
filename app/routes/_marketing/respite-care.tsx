import type { Route } from "./+types/respite-care";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { respitePage } from "~/content/services/respite";

export const loader = () => pageData(respitePage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/respite-care", matches);

export default function RespiteCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
