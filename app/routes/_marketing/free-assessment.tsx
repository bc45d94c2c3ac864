import type { Route } from "./+types/free-assessment";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { freeAssessmentPage } from "~/content/free-assessment";

export const loader = () => pageData(freeAssessmentPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/free-assessment", matches);

/** The form goes in the `data-form-slot` placeholder (the forms work fills it). */
export default function FreeAssessment({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ form: <div data-form-slot="assessment" /> }} />;
}
