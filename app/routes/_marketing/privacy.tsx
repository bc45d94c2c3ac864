import type { Route } from "./+types/privacy";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { privacyPage } from "~/content/privacy";
import { retentionPolicy } from "~/data-protection/policy.server";

/** The periods the notice states are the ones the daily purge removes by: read from the same configuration. */
export const loader = () => pageData((business) => privacyPage(business, retentionPolicy()));

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/privacy", matches);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
