import { data, Form, redirect, useNavigation, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/auth";
import {
  ErrorSummary,
  FormStateProvider,
  SubmitButton,
  TextField,
  Confirmation,
} from "#app/components/forms/forms.tsx";
import { Tabs } from "#app/components/tabs/tabs.tsx";
import { useBusiness } from "#app/config/use-business.ts";
import { authMessages } from "#app/auth/messages.ts";
import { PASSWORD_MIN_LENGTH } from "#app/auth/password-rules.ts";
import { NewPasswordFields } from "#app/components/staff/new-password-fields/new-password-fields.tsx";
import { safeReturnPath } from "#app/auth/return-path.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { hiddenCharacterErrors, textOf } from "#app/http/form-values.ts";
import { attemptOf, authDeps, currentSession } from "#app/auth/guard.server.ts";
import { requestAccess } from "#app/auth/accounts.server.ts";
import { sessionCookie, sessionTokenOf } from "#app/auth/sessions.server.ts";
import { signInWithPassword } from "#app/auth/sign-in.server.ts";
import { waitText } from "#app/auth/throttle.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { tooManyAttempts, unexpectedFailure } from "#app/auth/form-answers.server.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { logError } from "#app/utils/log.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";

type Tab = "login" | "sign-up";

interface AuthActionData {
  intent: Tab;
  status: "problem" | "requested";
  message?: string;
  errors: Record<string, string>;
  /** The address typed, shown again after a problem (a password never is). */
  email?: string;
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Sign in", loaderData?.hasErrors);
export const headers = staffPageHeaders;

const notices: Record<string, string> = {
  "signed-out": authMessages.loggedOut,
  idle: authMessages.idle,
  expired: authMessages.expired,
};

/** Someone already signed in goes straight to the staff pages (spec); anyone else sees the Login and Sign Up tabs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("returnTo"));
  try {
    const { session } = await currentSession(request, await authDeps());
    if (session?.secondFactor) return redirect(returnTo);
  } catch (error) {
    // The database is down: the page is shown all the same; signing in then says what went wrong.
    logError(error, requestInfoIn(request, context));
  }
  const noticeKey = url.searchParams.has("signed-out") ? "signed-out" : (url.searchParams.get("ended") ?? "");
  return {
    tab: (url.searchParams.get("tab") === "sign-up" ? "sign-up" : "login") as Tab,
    notice: notices[noticeKey] ?? null,
    hasErrors: hasFormErrors(context),
  };
}

/** A refusal on this page: the tab it came from and the address typed go back with it. */
const refused = (
  context: Readonly<RouterContextProvider>,
  body: Omit<AuthActionData, "status" | "errors"> & { errors?: Record<string, string> },
  init: ResponseInit,
) => formProblem<AuthActionData>(context, { status: "problem", errors: {}, ...body }, init);

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const intent: Tab = textOf(body, "intent") === "sign-up" ? "sign-up" : "login";
  const email = textOf(body, "email");
  const hidden = hiddenCharacterErrors(body, { email: "Email address" });
  if (hidden.email)
    return refused(context, { intent, errors: hidden, email: withoutHiddenCharacters(email) }, { status: 400 });
  try {
    const deps = await authDeps();
    const attempt = attemptOf({ request, context });
    if (intent === "login") {
      const password = textOf(body, "password");
      if (!email.trim() || !password) {
        const errors: Record<string, string> = {};
        if (!email.trim()) errors.email = authMessages.emailMissing;
        if (!password) errors.password = authMessages.passwordMissing;
        return refused(context, { intent, message: authMessages.fillInAll, errors, email }, { status: 400 });
      }
      const outcome = await signInWithPassword(deps, {
        email,
        password,
        previousToken: sessionTokenOf(request),
        ...attempt,
      });
      switch (outcome.kind) {
        case "second-factor": {
          const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
          const query = returnTo === "/admin" ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
          return redirect(`${outcome.next}${query}`, {
            headers: { "Set-Cookie": sessionCookie(outcome.token, deps.limits) },
          });
        }
        case "invalid":
          return refused(context, { intent, message: authMessages.invalidCredentials, email }, { status: 401 });
        case "blocked":
          return tooManyAttempts(context, outcome.seconds, { intent, status: "problem" as const, email });
        case "pending":
          return refused(context, { intent, message: authMessages.pending, email }, { status: 403 });
        case "disabled":
          return refused(context, { intent, message: authMessages.disabled, email }, { status: 403 });
      }
    }
    const outcome = await requestAccess(
      deps,
      { email, password: textOf(body, "password"), confirm: textOf(body, "confirm-password") },
      attempt,
    );
    switch (outcome.kind) {
      case "invalid":
        return refused(context, { intent, message: outcome.message, errors: outcome.errors, email }, { status: 400 });
      case "blocked":
        return refused(
          context,
          {
            intent,
            message: `You have asked for access several times. Try again in ${waitText(outcome.seconds)}.`,
            email,
          },
          { status: 429, headers: { "Retry-After": String(outcome.seconds) } },
        );
      case "requested":
        return data<AuthActionData>({ intent, status: "requested", errors: {} });
    }
  } catch (error) {
    return unexpectedFailure(context, request, error, { intent, status: "problem" as const, email });
  }
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const selected = actionData?.intent ?? loaderData.tab;
  return (
    <>
      <h1 className="heading-xl">Staff sign in</h1>
      <p className="mt-4">
        For {business.tradingName} staff. Enquiries hold people&rsquo;s health details: every account needs an
        administrator&rsquo;s approval and an authenticator app.
      </p>
      {loaderData.notice && !actionData ? (
        <div className="mt-6 border-4 border-brand-700 bg-brand-50 p-4 font-bold" role="status" data-notice>
          {loaderData.notice}
        </div>
      ) : null}
      <div className="mt-8">
        <Tabs
          label="Sign in or ask for access"
          idPrefix="auth"
          selected={selected}
          items={[
            {
              id: "login",
              label: "Login",
              href: "/auth?tab=login",
              panel: <LoginForm result={actionData?.intent === "login" ? actionData : undefined} />,
            },
            {
              id: "sign-up",
              label: "Sign Up",
              href: "/auth?tab=sign-up",
              panel: <SignUpForm result={actionData?.intent === "sign-up" ? actionData : undefined} />,
            },
          ]}
        />
      </div>
    </>
  );
}

function usePending(intent: Tab) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function LoginForm({ result }: { result?: AuthActionData }) {
  const pending = usePending("login");
  const errors = result?.errors ?? {};
  return (
    <FormStateProvider value={{ idPrefix: "login", errors, values: { email: result?.email ?? "" }, pending }}>
      <Form method="post" noValidate aria-labelledby="login-heading" data-form="login">
        <h2 id="login-heading" className="heading-l">
          Login
        </h2>
        <div className="mt-4">
          <ErrorSummary errors={errors} message={result?.message} />
        </div>
        <input type="hidden" name="intent" value="login" />
        <TextField name="email" label="Email address" type="email" autoComplete="username" inputMode="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <SubmitButton>Sign in</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}

function SignUpForm({ result }: { result?: AuthActionData }) {
  const pending = usePending("sign-up");
  const requested = result?.status === "requested";
  const errors = result?.errors ?? {};
  return (
    <FormStateProvider
      value={{ idPrefix: "sign-up", errors, values: requested ? {} : { email: result?.email ?? "" }, pending }}
    >
      {/* A new form after a request, so the browser shows empty fields (spec: the sign-up fields are cleared). */}
      <Form
        method="post"
        noValidate
        aria-labelledby="sign-up-heading"
        data-form="sign-up"
        key={requested ? "sent" : "new"}
      >
        <h2 id="sign-up-heading" className="heading-l">
          Sign Up
        </h2>
        <p className="mt-4">
          Ask for a staff account. You confirm the request from your email, an administrator approves it, and then you
          sign in and set up an authenticator app on your phone.
        </p>
        <div className="mt-4">
          {requested ? <Confirmation title="Check your email">{authMessages.requested}</Confirmation> : null}
          <ErrorSummary errors={errors} message={result?.message} />
        </div>
        <input type="hidden" name="intent" value="sign-up" />
        <TextField name="email" label="Email address" type="email" autoComplete="email" inputMode="email" />
        <NewPasswordFields minLength={PASSWORD_MIN_LENGTH} />
        <SubmitButton>Ask for access</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}
