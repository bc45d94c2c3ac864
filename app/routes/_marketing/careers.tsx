import type { Route } from "./+types/careers";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { careersPage } from "~/content/careers";

export const loader = () => pageData(careersPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/careers", matches);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
