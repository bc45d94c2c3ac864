import type { Route } from "./+types/domiciliary-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { domiciliaryPage } from "#app/content/services/domiciliary.ts";

export const loader = () => pageData(domiciliaryPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/domiciliary-care", matches);

export default function DomiciliaryCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
