import type { Route } from "./+types/request-a-callback";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { requestCallbackPage } from "~/content/request-a-callback";

export const loader = () => pageData(requestCallbackPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/request-a-callback", matches);

/** The form goes in the `data-form-slot` placeholder (the forms work fills it). */
export default function RequestACallback({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ form: <div data-form-slot="callback" /> }} />;
}
