import type { Route } from "./+types/careers";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { careersPage } from "~/content/careers";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/careers", matches);

export default function Careers() {
  return <ContentPage page={careersPage} />;
}
