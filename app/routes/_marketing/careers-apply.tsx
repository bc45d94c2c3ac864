import type { Route } from "./+types/careers-apply";
import { FormColumn } from "#app/components/forms/forms.tsx";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";
import { ApplicationForm } from "#app/careers/application-form.tsx";
import { applyAction, applyPageData } from "#app/careers/apply-page.server.ts";
import { formPageHeaders } from "#app/forms/form-action.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";

// The job application (issue 27): rendered per request, so each visitor's form gets its own idempotency key and the
// action can render it again with errors. `?vacancy=<slug>` names the vacancy applied for. The work is in
// app/careers/apply-page.server.ts.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  formPageMeta("/careers/apply", matches, { form: { hasErrors: loaderData?.hasErrors } });
export const loader = (args: Route.LoaderArgs) => applyPageData(args);
export const action = (args: Route.ActionArgs) => applyAction(args);
export const headers = formPageHeaders;
export const handle: FrameHandle = { hideQuickContact: true };

export default function CareersApply({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="heading-xl">Apply for a job with us</h1>
      <FormColumn>
        <p className="mt-4 text-lg">
          It takes about five minutes. We only ask what we need to arrange a first chat; we ask for checks and
          references later, if you are offered a job.
        </p>
        <ApplicationForm idempotencyKey={loaderData.idempotencyKey} vacancy={loaderData.vacancy} result={actionData} />
      </FormColumn>
    </div>
  );
}
