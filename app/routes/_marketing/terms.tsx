import type { Route } from "./+types/terms";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { termsPage } from "#app/content/terms.ts";

export const loader = () => pageData(termsPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/terms", matches);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
