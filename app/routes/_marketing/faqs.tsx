import type { Route } from "./+types/faqs";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { faqsPage } from "~/content/faqs-page";

export const loader = () => pageData(faqsPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/faqs", matches);

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
