import type { Route } from "./+types/privacy";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { privacyPage } from "#app/content/privacy.ts";
import { retentionPolicy } from "#app/data-protection/policy.server.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

/** The periods the notice states are the ones the daily purge removes by: read from the same configuration. */
export const loader = () => pageData((business) => privacyPage(business, retentionPolicy()));

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/privacy", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
