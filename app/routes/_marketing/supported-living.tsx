import type { Route } from "./+types/supported-living";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { supportedLivingPage } from "#app/content/services/supported-living.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(supportedLivingPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/supported-living", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function SupportedLiving({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
