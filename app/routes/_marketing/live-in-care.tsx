import type { Route } from "./+types/live-in-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { liveInPage } from "#app/content/services/live-in.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(liveInPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/live-in-care", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function LiveInCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
