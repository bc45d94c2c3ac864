import { data, useFetcher } from "react-router";
import type { Route } from "./+types/do-we-cover-my-area";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { coverageAnswerCopy, coverageCheckPage } from "#app/content/coverage-check.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { FormColumn, useErrorTitle } from "#app/components/forms/forms.tsx";
import {
  CoverageAnswerPanel,
  PostcodeCheckForm,
  type CoverageAnswerPanelProps,
} from "#app/components/postcode-checker/postcode-checker.tsx";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";
import { prefillPost } from "#app/forms/prefill.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { checkPostcode } from "#app/family-tools/postcode-coverage.ts";

/**
 * "Do you cover my area?" The page is prerendered (the empty checker); every postcode checker of the site posts here,
 * and the action answers from the coverage configuration. The postcode arrives in the body of a POST, so it is never
 * in an address or an access log; it is not stored, and nothing here logs it. Without JavaScript the page is rendered
 * again with the answer (or the error summary, 400); with it the page's own checker posts through a fetcher and the
 * answer appears in place and takes focus.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  formPageMeta("/do-we-cover-my-area", matches, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => ({
  ...pageData(coverageCheckPage),
  form: { hasErrors: hasFormErrors(context) },
});

export type CoverageCheckResult =
  | { status: "answer"; postcode: string; panel: CoverageAnswerPanelProps }
  | { status: "invalid"; error: string; value: string };

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const check = checkPostcode(body.get("postcode") ?? undefined);
  if (check.status === "invalid") {
    markFormErrors(context);
    return data<CoverageCheckResult>(check, { status: 400 });
  }
  const { carry, ...copy } = coverageAnswerCopy(check.answer, getBusinessDetails());
  const panel = {
    ...copy,
    carry: carry.map((step) => ({ label: step.label, target: prefillPost(step.form, step.values) })),
  };
  return data<CoverageCheckResult>({ status: "answer", postcode: check.answer.postcode, panel });
}

export default function DoWeCoverMyArea({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data ?? actionData;
  useErrorTitle(result?.status === "invalid");
  const checker = (
    <FormColumn>
      {result?.status === "answer" ? <CoverageAnswerPanel {...result.panel} /> : null}
      <PostcodeCheckForm
        key={result?.status === "answer" ? result.postcode : "check"}
        error={result?.status === "invalid" ? result.error : undefined}
        value={result?.status === "invalid" ? result.value : result?.postcode}
        pending={fetcher.state !== "idle"}
        onSubmit={(event) => {
          event.preventDefault();
          fetcher.submit(event.currentTarget);
        }}
      />
    </FormColumn>
  );
  return <ContentPage page={loaderData.page} slots={{ checker }} />;
}
