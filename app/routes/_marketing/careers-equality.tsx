import { Link } from "react-router";
import type { Route } from "./+types/careers-equality";
import { FormColumn } from "#app/components/forms/forms.tsx";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";
import { EqualityForm } from "#app/careers/equality-form.tsx";
import { equalityAction, equalityPageData } from "#app/careers/equality-page.server.ts";
import { formPageHeaders } from "#app/forms/form-action.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";

// The optional equality monitoring questions (issue 27, ADR 0022), offered once an application is sent: rendered per
// request, open to the browser that carries the application's one-use pass. The work is in
// app/careers/equality-page.server.ts.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  formPageMeta("/careers/equality", matches, { form: { hasErrors: loaderData?.hasErrors } });
export const loader = (args: Route.LoaderArgs) => equalityPageData(args);
export const action = (args: Route.ActionArgs) => equalityAction(args);
export const headers = formPageHeaders;
export const handle: FrameHandle = { hideQuickContact: true };

export default function CareersEquality({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="heading-xl">Equality monitoring questions</h1>
      <FormColumn>
        {loaderData.open || actionData ? (
          <>
            <p className="mt-4 text-lg">
              These questions help us check that we treat everyone who applies fairly. Every question is optional.
            </p>
            <p className="mt-4 text-lg">
              Your answers are kept apart from your application, with nothing that links them to you, and the people who
              decide on your application never see them. We only ever look at totals, and we never show a number smaller
              than 5.
            </p>
            <EqualityForm result={actionData} />
          </>
        ) : (
          <p className="mt-4 text-lg" data-equality-closed>
            These questions are offered once, to people who have just applied for a job with us, from the same browser
            within a day. You can{" "}
            <Link to="/careers" className="font-bold text-brand-700 underline">
              see our vacancies
            </Link>{" "}
            or{" "}
            <Link to="/careers/apply" className="font-bold text-brand-700 underline">
              apply
            </Link>
            .
          </p>
        )}
      </FormColumn>
    </div>
  );
}
