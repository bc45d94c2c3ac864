import {
  createContext,
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type RouterContextProvider,
  type ShouldRevalidateFunction,
} from "react-router";
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

/**
 * Set by the action that signed in with a recovery code: the loader of that same request (without JavaScript) shows
 * how many are left instead of sending the person on, because the request still carries the half-session's cookie
 * that the action has just replaced.
 */
const codeUsedContext = createContext(false);
const markCodeUsed = (context: Readonly<RouterContextProvider>) => context.set(codeUsedContext, true);

export async function loader(args: Route.LoaderArgs) {
  if (args.context.get(codeUsedContext)) return { hasErrors: false };
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
        // A recovery code was used: the page says how many are left, with a way to make new ones, before going on.
        if (outcome.recoveryCodesLeft !== undefined) {
          markCodeUsed(context);
          return data(
            {
              recoveryCodesLeft: outcome.recoveryCodesLeft,
              returnTo: safeReturnPath(new URL(request.url).searchParams.get("returnTo")),
            },
            { headers: signedInHeaders(deps, outcome.token, session.account.id) },
          );
        }
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

/** With JavaScript the page is not loaded again after a recovery code: the count it shows would be lost. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "recoveryCodesLeft" in actionResult
    ? false
    : defaultShouldRevalidate;

export default function Verify({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData && "recoveryCodesLeft" in actionData)
    return <RecoveryCodesLeft left={actionData.recoveryCodesLeft} returnTo={actionData.returnTo} />;
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

/** After signing in with a recovery code: how many are left, and where to make new ones (they replace the old). */
function RecoveryCodesLeft({ left, returnTo }: { left: number; returnTo: string }) {
  return (
    <>
      <h1 className="heading-xl" tabIndex={-1} autoFocus data-codes-left>
        {left === 0
          ? "You have no recovery codes left"
          : `You have ${left} recovery ${left === 1 ? "code" : "codes"} left`}
      </h1>
      <p className="mt-4">
        You signed in with a recovery code, so that code will not work again.
        {left < 5 ? " Make new ones now, before you run out: new codes replace the ones you have." : null}
      </p>
      <p className="mt-4">
        <Link to="/admin/account#codes-heading" className="font-bold">
          Make new recovery codes
        </Link>
      </p>
      <Link to={returnTo} className="button-primary mt-8 inline-block">
        Continue
      </Link>
    </>
  );
}
