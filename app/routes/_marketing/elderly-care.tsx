import type { Route } from "./+types/elderly-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { elderlyPage } from "#app/content/services/elderly.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(elderlyPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/elderly-care", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function ElderlyCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
