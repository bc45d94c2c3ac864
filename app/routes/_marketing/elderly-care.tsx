import type { Route } from "./+types/elderly-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { elderlyPage } from "#app/content/services/elderly.ts";

export const loader = () => pageData(elderlyPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/elderly-care", matches);

export default function ElderlyCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
