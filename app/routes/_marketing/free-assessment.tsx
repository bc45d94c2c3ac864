import type { Route } from "./+types/free-assessment";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { freeAssessmentPage } from "~/content/free-assessment";
import { AssessmentForm } from "~/forms/assessment/assessment-form";
import { formPageData, formPageHeaders, handleFormAction } from "~/forms/form-action.server";
import { formPageMeta } from "~/forms/page-meta";
import { FormColumn } from "~/components/forms/forms";
import type { FrameHandle } from "~/components/public-frame/public-frame";

// Rendered per request: the action renders it again with errors, or (without JavaScript) sends the visitor to
// /thank-you?reference=… once the booking is stored.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/free-assessment", matches, loaderData);
export const loader = async ({ context }: Route.LoaderArgs) => ({ ...pageData(freeAssessmentPage), ...(await formPageData(context)) });
export const action = (args: Route.ActionArgs) => handleFormAction("assessment", args);
export const headers = formPageHeaders;
// The page's own form is enough: no quick-contact form below it.
export const handle: FrameHandle = { hideQuickContact: true };

export default function FreeAssessment({ loaderData, actionData }: Route.ComponentProps) {
  const form = <AssessmentForm server={loaderData.form} serverResult={actionData} />;
  return <ContentPage page={loaderData.page} slots={{ form: <FormColumn>{form}</FormColumn> }} />;
}
