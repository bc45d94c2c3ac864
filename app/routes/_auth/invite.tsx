import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import { ErrorSummary, FormStateProvider, SubmitButton } from "#app/components/forms/forms.tsx";
import { authMessages } from "#app/auth/messages.ts";
import { PASSWORD_MIN_LENGTH } from "#app/auth/password-rules.ts";
import { NewPasswordFields } from "#app/components/staff/new-password-fields/new-password-fields.tsx";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { textOf } from "#app/http/form-values.ts";
import { acceptInvite, openInvite } from "#app/auth/accounts.server.ts";
import { attemptOf, authDeps } from "#app/auth/guard.server.ts";
import { createSession, sessionCookie } from "#app/auth/sessions.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";

/**
 * An invitation or password-reset link: the person chooses a password, then gives the second factor (or, invited, sets
 * up the authenticator app). A reset never skips the second factor.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta("Choose your password", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = await authDeps();
  const invite = await openInvite(deps.database.db, params.token, new Date());
  if (!invite) throw data({ gone: true }, { status: 410 });
  return { email: invite.email, purpose: invite.purpose, hasErrors: hasFormErrors(context) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const deps = await authDeps();
  const { now, userAgent } = attemptOf({ request, context });
  const outcome = await acceptInvite(
    deps,
    params.token,
    { password: textOf(body, "password"), confirm: textOf(body, "confirm-password") },
    now,
  );
  switch (outcome.kind) {
    case "gone":
      throw data({ gone: true }, { status: 410 });
    case "invalid":
      markFormErrors(context);
      return data({ errors: outcome.errors }, { status: 400 });
    case "accepted": {
      // The password is proven: a half-session that leads to the second factor (or to setting up the app, invited).
      const token = await createSession(deps.database.db, outcome.accountId, { secondFactor: false, now, userAgent });
      return redirect("/auth/set-up", { headers: { "Set-Cookie": sessionCookie(token, deps.limits) } });
    }
  }
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  return (
    <FormStateProvider value={{ idPrefix: "invite", errors, pending: navigation.state === "submitting" }}>
      <h1 className="heading-xl">
        {loaderData.purpose === "invite" ? "Choose your password" : "Choose a new password"}
      </h1>
      {loaderData.purpose === "invite" ? (
        <p className="mt-4">
          You have been invited to a staff account for <strong>{loaderData.email}</strong>. Choose a password; next you
          set up an authenticator app on your phone.
        </p>
      ) : (
        <p className="mt-4">
          Choose a new password for <strong>{loaderData.email}</strong>. Next you enter a code from your authenticator
          app as usual. Every session of this account ends.
        </p>
      )}
      <Form method="post" noValidate className="mt-6" data-form="invite">
        <ErrorSummary errors={errors} />
        <NewPasswordFields minLength={PASSWORD_MIN_LENGTH} />
        <SubmitButton>Save password</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <h1 className="heading-xl">This link cannot be used</h1>
      <p className="mt-4">{authMessages.inviteGone}</p>
    </>
  );
}
