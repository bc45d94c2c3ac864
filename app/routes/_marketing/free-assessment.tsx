import type { Route } from "./+types/free-assessment";
import { pageMeta } from "~/utils/seo";
import { ContentPage } from "~/components/content-page/content-page";
import { freeAssessmentPage } from "~/content/free-assessment";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/free-assessment", matches);

/** The form goes in the `data-form-slot` placeholder (the forms work fills it). */
export default function FreeAssessment() {
  return <ContentPage page={freeAssessmentPage} slots={{ form: <div data-form-slot="assessment" /> }} />;
}
