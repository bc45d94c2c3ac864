import type { Route } from "./+types/faqs";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { faqsPage } from "#app/content/faqs-page.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(faqsPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/faqs", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
