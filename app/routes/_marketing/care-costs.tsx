import { data } from "react-router";
import type { Route } from "./+types/care-costs";
import { careCostsPage, estimatorCopy } from "#app/content/care-costs.ts";
import { CareCostEstimator } from "#app/components/care-cost-estimator/care-cost-estimator.tsx";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";
import { prefillPost } from "#app/forms/prefill.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { estimateFromAnswers, estimatorAnswersFrom, type EstimatorResult } from "#app/family-tools/care-cost.ts";

/**
 * "What will it cost?" The page is prerendered (the empty estimator, and live-in and supported-living prices from the
 * configuration). Without JavaScript the estimator posts here and the action answers with the estimate, or the
 * answers again with their messages (400); with it the estimate is worked out in the browser. Nothing is stored.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/care-costs", matches, loaderData);
// The booking form the choices are carried into, and its field for them, settled here so that the page's script needs
// no form code; the estimator's questions come with the data too, keeping the page's script under its budget.
export const loader = ({ context }: Route.LoaderArgs) => ({
  ...pageData(careCostsPage),
  form: { hasErrors: hasFormErrors(context) },
  carry: { target: prefillPost("assessment", {}), field: "additionalInfo" },
  estimator: estimatorCopy,
});

export async function action({ request, context }: Route.ActionArgs) {
  const result = estimateFromAnswers(estimatorAnswersFrom(await readFormBody(request)));
  if (result.status === "invalid") markFormErrors(context);
  return data<EstimatorResult>(result, { status: result.status === "invalid" ? 400 : 200 });
}

export default function CareCosts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentPage
      page={loaderData.page}
      slots={{
        estimator: <CareCostEstimator serverResult={actionData} carry={loaderData.carry} copy={loaderData.estimator} />,
      }}
    />
  );
}
