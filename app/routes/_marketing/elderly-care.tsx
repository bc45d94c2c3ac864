import type { Route } from "./+types/elderly-care";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { elderlyPage } from "~/content/services/elderly";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/elderly-care", matches);

export default function ElderlyCare() {
  return <ContentPage page={elderlyPage} />;
}
