import type { Route } from "./+types/elderly-care";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { elderlyPage } from "~/content/services/elderly";

export const loader = () => pageData(elderlyPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/elderly-care", matches);

export default function ElderlyCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
