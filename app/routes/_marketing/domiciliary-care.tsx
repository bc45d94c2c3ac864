import type { Route } from "./+types/domiciliary-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { domiciliaryPage } from "#app/content/services/domiciliary.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(domiciliaryPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/domiciliary-care", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function DomiciliaryCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
