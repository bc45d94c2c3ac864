import type { Route } from "./+types/privacy";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { privacyPage } from "~/content/privacy";

export const loader = () => pageData(privacyPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/privacy", matches);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
