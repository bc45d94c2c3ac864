import type { Route } from "./+types/respite-care";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { respitePage } from "#app/content/services/respite.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(respitePage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/respite-care", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function RespiteCare({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
