import type { Route } from "./+types/domiciliary-care";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { domiciliaryPage } from "~/content/services/domiciliary";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/domiciliary-care", matches);

export default function DomiciliaryCare() {
  return <ContentPage page={domiciliaryPage} />;
}
