import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/free-assessment";
import { AssessmentForm } from "~/forms/assessment/assessment-form";
import { formPageData, handleFormAction } from "~/forms/form-action.server";
import { formPageMeta } from "~/forms/page-meta";

// Rendered per request: the action renders it again with errors, or (without JavaScript) sends the visitor to
// /thank-you?reference=… once the booking is stored.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/free-assessment", matches, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => formPageData(context);
export const action = (args: Route.ActionArgs) => handleFormAction("assessment", args);

export default function FreeAssessmentPage() {
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container-page py-12">
      <h1 className="heading-xl">Book Your Free Care Assessment</h1>
      <section id="booking-form" aria-labelledby="booking-form-title" className="mt-8 max-w-2xl">
        <h2 id="booking-form-title" className="heading-l">
          Book your assessment
        </h2>
        <AssessmentForm server={form} serverResult={result} />
      </section>
    </div>
  );
}
