import type { Route } from "./+types/free-assessment";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { freeAssessmentPage } from "#app/content/free-assessment.ts";
import { AssessmentForm } from "#app/forms/assessment/assessment-form.tsx";
import { formPageData, formPageHeaders, handleFormAction } from "#app/forms/form-action.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";
import { FormColumn } from "#app/components/forms/forms.tsx";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";

// Rendered per request: the action renders it again with errors, or (without JavaScript) sends the visitor to
// /thank-you?reference=… once the booking is stored.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  formPageMeta("/free-assessment", matches, loaderData);
export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...pageData(freeAssessmentPage),
  ...(await formPageData(context)),
});
export const action = (args: Route.ActionArgs) => handleFormAction("assessment", args);
export const headers = formPageHeaders;
// The page's own form is enough: no quick-contact form below it.
export const handle: FrameHandle = { hideQuickContact: true };

export default function FreeAssessment({ loaderData, actionData }: Route.ComponentProps) {
  const form = <AssessmentForm server={loaderData.form} serverResult={actionData} />;
  return <ContentPage page={loaderData.page} slots={{ form: <FormColumn>{form}</FormColumn> }} />;
}
