import type { Route } from "./+types/domiciliary-care";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { domiciliaryPage } from "~/content/services/domiciliary";

export const loader = () => pageData(domiciliaryPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/domiciliary-care", matches);

export default function DomiciliaryCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
