import type { Route } from "./+types/about";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { CqcRating } from "#app/components/cqc-rating/cqc-rating.tsx";
import { aboutPage } from "#app/content/about.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const loader = () => pageData(aboutPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about", matches);

const cqcRating = (
  <div className="flex justify-center">
    <CqcRating />
  </div>
);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function About({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ "cqc-rating": cqcRating }} />;
}
