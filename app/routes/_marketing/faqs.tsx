import type { Route } from "./+types/faqs";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { faqsPage } from "~/content/faqs-page";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/faqs", matches);

export default function Faqs() {
  return <ContentPage page={faqsPage} />;
}
