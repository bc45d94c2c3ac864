import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import {
  Confirmation,
  ErrorSummary,
  FormStateProvider,
  SubmitButton,
  TextField,
} from "#app/components/forms/forms.tsx";
import { formProblem } from "#app/http/form-answers.server.ts";
import { attemptOf, staffOf } from "#app/auth/guard.server.ts";
import { changePassword } from "#app/auth/accounts.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { renewRecoveryCodes } from "#app/auth/mfa.server.ts";
import { PASSWORD_MIN_LENGTH } from "#app/auth/password-rules.ts";
import { NewPasswordFields } from "#app/components/staff/new-password-fields/new-password-fields.tsx";
import { clearedSessionCookie, openSessionsOf } from "#app/auth/sessions.server.ts";
import { endOwnSessions, type OwnSessions } from "#app/auth/session-ends.server.ts";
import { confirmPasswordAndCode, confirmSecondFactor } from "#app/auth/sign-in.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { textOf } from "#app/http/form-values.ts";
import { waitText } from "#app/auth/throttle.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { deviceName } from "#app/utils/device-name.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * One's own account: change the password, see one's sessions and end any or all of them, get new recovery codes. Each
 * change asks for a code from the authenticator app again (ASVS 5.0 V7.5.1, V7.5.2); new recovery codes and a new
 * password also ask for the current password.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("My account", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context);
  const sessions = await openSessionsOf(deps.database.db, session.account.id, deps.limits, new Date());
  return {
    email: session.account.email,
    sessions: sessions.map((open) => ({
      id: open.id,
      current: open.id === session.id,
      device: deviceName(open.userAgent),
      createdAt: formatUkDateTime(open.createdAt),
      lastSeenAt: formatUkDateTime(open.lastSeenAt),
    })),
    hasErrors: hasFormErrors(context),
  };
}

type FormName = "password" | "codes" | "sessions";

type AccountActionData =
  | { form: FormName; status: "invalid"; errors: Record<string, string>; message?: string }
  | { form: "password"; status: "changed" }
  | { form: "codes"; status: "renewed"; codes: string[] }
  | { form: "sessions"; status: "ended"; count: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context);
  const body = await readFormBody(request);
  const attempt = attemptOf({ request, context });
  const intent = textOf(body, "intent");
  const invalid = (
    form: FormName,
    errors: Record<string, string>,
    message?: string,
    init: ResponseInit = { status: 400 },
  ) =>
    formProblem<AccountActionData & { status: "invalid" }>(context, { form, status: "invalid", errors, message }, init);

  if (intent === "renew-codes" || intent === "sessions") {
    const form: FormName = intent === "renew-codes" ? "codes" : "sessions";
    const codeField = `${form}-code`;
    const code = textOf(body, codeField);
    const errors: Record<string, string> = {};
    if (form === "codes" && !textOf(body, "codes-password")) errors["codes-password"] = authMessages.currentMissing;
    if (!code.trim()) errors[codeField] = authMessages.codeMissing;
    if (Object.keys(errors).length > 0) return invalid(form, errors);
    // New recovery codes need the current password too, counted like signing in; which of the two was wrong is not said.
    const confirmed =
      form === "codes"
        ? await confirmPasswordAndCode(
            deps,
            session.account,
            { password: textOf(body, "codes-password"), code },
            attempt,
          )
        : await confirmSecondFactor(deps, session.account.id, code, attempt);
    if (typeof confirmed === "object")
      return invalid(form, {}, authMessages.blocked(waitText(confirmed.blocked)), { status: 429 });
    if (!confirmed) {
      const wrong =
        form === "codes"
          ? { "codes-password": authMessages.currentOrCodeWrong }
          : { [codeField]: authMessages.codeWrong };
      return invalid(form, wrong, undefined, { status: 401 });
    }
    if (form === "codes") {
      return data<AccountActionData>({
        form,
        status: "renewed",
        codes: await renewRecoveryCodes(deps.database, session.account.id, attempt.now),
      });
    }
    return endSessions(textOf(body, "end"));
  }

  async function endSessions(end: string) {
    const which: OwnSessions = end === "everywhere" || end === "others" ? { kind: end } : { kind: "one", id: end };
    const count = await endOwnSessions(deps, session, which, attempt);
    if (which.kind === "everywhere")
      return redirect("/auth?signed-out", { headers: { "Set-Cookie": clearedSessionCookie() } });
    return data<AccountActionData>({ form: "sessions", status: "ended", count });
  }

  const outcome = await changePassword(
    deps,
    session,
    {
      current: textOf(body, "current-password"),
      code: textOf(body, "password-code"),
      password: textOf(body, "password"),
      confirm: textOf(body, "confirm-password"),
    },
    attempt,
  );
  switch (outcome.kind) {
    case "changed":
      return data<AccountActionData>({ form: "password", status: "changed" });
    case "invalid": {
      // The module names the code field "code"; on this page each form's code field has its own name.
      const { code, ...others } = outcome.errors;
      return invalid("password", code ? { ...others, "password-code": code } : others);
    }
    case "blocked":
      return invalid("password", {}, authMessages.blocked(waitText(outcome.seconds)), { status: 429 });
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const of = <F extends FormName>(form: F) =>
    actionData?.form === form ? (actionData as Extract<AccountActionData, { form: F }>) : undefined;
  const errorsOf = (form: FormName) => {
    const result = of(form);
    return result?.status === "invalid" ? result.errors : {};
  };
  const messageOf = (form: FormName) => {
    const result = of(form);
    return result?.status === "invalid" ? result.message : undefined;
  };
  const password = of("password");
  const codes = of("codes");
  const sessions = of("sessions");
  const others = loaderData.sessions.filter((open) => !open.current);
  return (
    <>
      <h1 className="heading-xl">My account</h1>
      <p className="mt-4">
        Signed in as <strong>{loaderData.email}</strong>.
      </p>

      <section aria-labelledby="sessions-heading" className="mt-10 max-w-3xl">
        <FormStateProvider value={{ idPrefix: "sessions", errors: errorsOf("sessions"), pending: busy("sessions") }}>
          <h2 id="sessions-heading" className="heading-l">
            Where you are signed in
          </h2>
          {sessions?.status === "ended" ? (
            <div className="mt-4">
              <Confirmation title="Signed out">
                {sessions.count === 1 ? "1 session has been ended." : `${sessions.count} sessions have been ended.`}
              </Confirmation>
            </div>
          ) : null}
          <Form method="post" noValidate data-form="sessions">
            <div className="mt-4">
              <ErrorSummary errors={errorsOf("sessions")} message={messageOf("sessions")} />
            </div>
            <ul className="mt-4 space-y-3" data-sessions>
              {loaderData.sessions.map((open) => (
                <li key={open.id} className="border-2 border-ink p-4">
                  <p className="font-bold">
                    {open.device} {open.current ? <span className="font-normal">(this device)</span> : null}
                  </p>
                  <p>
                    Signed in {open.createdAt}; last active {open.lastSeenAt}
                  </p>
                </li>
              ))}
            </ul>
            <input type="hidden" name="intent" value="sessions" />
            <TextField
              name="sessions-code"
              label="Code from your authenticator app"
              hint="Needed to sign any session out here."
              autoComplete="one-time-code"
              className="max-w-xs"
            />
            {/* The first button is what Enter in the code field does: the widest choice that keeps this session. */}
            <div className="mt-6 flex flex-wrap gap-4">
              <button type="submit" name="end" value="others" className="button-secondary">
                Sign out all other sessions
              </button>
              <button type="submit" name="end" value="everywhere" className="button-primary">
                Sign out everywhere
              </button>
            </div>
            {others.length > 0 ? (
              <>
                <p className="mt-6">Or sign out just one:</p>
                <ul className="mt-2 space-y-2">
                  {others.map((open) => (
                    <li key={open.id}>
                      <button type="submit" name="end" value={open.id} className="font-bold text-brand-700 underline">
                        Sign out {open.device}, signed in {open.createdAt}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Form>
        </FormStateProvider>
      </section>

      <section aria-labelledby="password-heading" className="mt-12 max-w-2xl">
        <FormStateProvider value={{ idPrefix: "password", errors: errorsOf("password"), pending: busy("password") }}>
          <h2 id="password-heading" className="heading-l">
            Change your password
          </h2>
          <p className="mt-4">Your other sessions end when you change it.</p>
          <Form method="post" noValidate key={password?.status === "changed" ? "changed" : "form"} data-form="password">
            <div className="mt-4">
              {password?.status === "changed" ? (
                <Confirmation title="Password changed">{authMessages.passwordChanged}</Confirmation>
              ) : null}
              <ErrorSummary errors={errorsOf("password")} message={messageOf("password")} />
            </div>
            <input type="hidden" name="intent" value="password" />
            <TextField
              name="current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <TextField
              name="password-code"
              label="Code from your authenticator app"
              hint="Or one of your recovery codes."
              autoComplete="one-time-code"
              className="max-w-xs"
            />
            <NewPasswordFields minLength={PASSWORD_MIN_LENGTH} label="New password" />
            <SubmitButton>Change password</SubmitButton>
          </Form>
        </FormStateProvider>
      </section>

      <section aria-labelledby="codes-heading" className="mt-12 max-w-2xl">
        <FormStateProvider value={{ idPrefix: "codes", errors: errorsOf("codes"), pending: busy("renew-codes") }}>
          <h2 id="codes-heading" className="heading-l">
            Recovery codes
          </h2>
          <p className="mt-4">New codes replace the ones you have: the old ones stop working.</p>
          {codes?.status === "renewed" ? (
            <div className="mt-6 border-4 border-brand-700 bg-brand-50 p-4" role="status">
              <h3 className="heading-m">Your new recovery codes</h3>
              <p className="mt-2 font-bold">Save them now: they will not be shown again.</p>
              <ul className="mt-4 grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2" data-recovery-codes>
                {codes.codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <Form method="post" noValidate data-form="codes">
            <div className="mt-4">
              <ErrorSummary errors={errorsOf("codes")} message={messageOf("codes")} />
            </div>
            <input type="hidden" name="intent" value="renew-codes" />
            <TextField name="codes-password" label="Current password" type="password" autoComplete="current-password" />
            <TextField
              name="codes-code"
              label="Code from your authenticator app"
              autoComplete="one-time-code"
              inputMode="numeric"
              className="max-w-xs"
            />
            <SubmitButton>Make new recovery codes</SubmitButton>
          </Form>
        </FormStateProvider>
      </section>
    </>
  );
}
