import type { Route } from "./+types/about";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { CqcRating } from "~/components/cqc-rating/cqc-rating";
import { aboutPage } from "~/content/about";

export const loader = () => pageData(aboutPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about", matches);

const cqcRating = (
  <div className="flex justify-center">
    <CqcRating />
  </div>
);

export default function About({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ "cqc-rating": cqcRating }} />;
}
