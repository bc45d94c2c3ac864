import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify";
import { ErrorSummary, FormStateProvider, SubmitButton, TextField } from "#app/components/forms/forms.tsx";
import { safeReturnPath } from "#app/auth/return-path.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { textOf } from "#app/http/form-values.ts";
import { attemptOf, requireHalfSession } from "#app/auth/guard.server.ts";
import { signedInHeaders } from "#app/auth/device.server.ts";
import { signInWithSecondFactor } from "#app/auth/sign-in.server.ts";
import { codeMissing, codeWrong, tooManyAttempts, unexpectedFailure } from "#app/auth/form-answers.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";

/** The second step of signing in: a code from the authenticator app, or one of the recovery codes. */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Enter your code", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireHalfSession(args);
  if (!session.account.mfaEnrolled) throw redirect(`/auth/set-up${new URL(args.request.url).search}`);
  return { hasErrors: hasFormErrors(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { session, deps } = await requireHalfSession(args);
  const body = await readFormBody(request);
  const code = textOf(body, "code");
  if (!code.trim()) return codeMissing(context);
  try {
    const outcome = await signInWithSecondFactor(deps, session, code, attemptOf({ request, context }));
    switch (outcome.kind) {
      case "signed-in":
        return redirect(safeReturnPath(new URL(request.url).searchParams.get("returnTo")), {
          headers: signedInHeaders(deps, outcome.token, session.account.id),
        });
      case "invalid":
        return codeWrong(context);
      case "blocked":
        return tooManyAttempts(context, outcome.seconds);
    }
  } catch (error) {
    return unexpectedFailure(context, request, error);
  }
}

export default function Verify({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  return (
    <FormStateProvider value={{ idPrefix: "verify", errors, pending: navigation.state === "submitting" }}>
      <h1 className="heading-xl">Enter your code</h1>
      <p className="mt-4">
        Open the authenticator app on your phone and enter the 6-digit code it shows for this site.
      </p>
      <Form method="post" noValidate className="mt-6" data-form="verify">
        <ErrorSummary errors={errors} message={actionData?.message} />
        <TextField
          name="code"
          label="Code"
          hint="The 6-digit code from your app. Lost your phone? Enter one of your recovery codes instead."
          autoComplete="one-time-code"
          className="max-w-xs"
        />
        <SubmitButton>Continue</SubmitButton>
      </Form>
      <Form method="post" action="/auth/logout" className="mt-8">
        <button type="submit" name="intent" value="logout" className="font-bold text-brand-700 underline">
          Cancel and sign out
        </button>
      </Form>
    </FormStateProvider>
  );
}
