import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requestAccess } from "#app/auth/accounts.server.ts";
import { tooManyAttempts, unexpectedFailure } from "#app/auth/form-answers.server.ts";
import { attemptOf, currentSession } from "#app/auth/guard.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { safeReturnPath } from "#app/auth/return-path.ts";
import { sessionCookie, sessionTokenOf } from "#app/auth/sessions.server.ts";
import { signInWithPassword, type AuthDeps } from "#app/auth/sign-in.server.ts";
import { waitText } from "#app/auth/throttle.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { hiddenCharacterErrors } from "#app/http/form-values.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { logError } from "#app/utils/log.server.ts";

/**
 * The sign-in page's work (app/routes/_auth/auth.tsx): who goes straight on, and its two forms, Login and Sign Up.
 * The database and keys come through `deps`, called inside the try: a database that is down is a message, not a 500.
 */

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };
type Deps = () => Promise<AuthDeps>;

export type Tab = "login" | "sign-up";

export interface AuthActionData {
  intent: Tab;
  status: "problem" | "requested";
  message?: string;
  errors: Record<string, string>;
  /** The address typed, shown again after a problem (a password never is). */
  email?: string;
  /** The name and reason a request for access gave, shown again after a problem. */
  name?: string;
  reason?: string;
}

const notices: Record<string, string> = {
  "signed-out": authMessages.loggedOut,
  idle: authMessages.idle,
  expired: authMessages.expired,
  everywhere: authMessages.endedEverywhere,
  admin: authMessages.endedByAdmin,
};

/** Someone already signed in goes straight to the staff pages (spec); anyone else sees the Login and Sign Up tabs. */
export async function authPage({ request, context }: Args, deps: Deps) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("returnTo"));
  try {
    const { session } = await currentSession(request, await deps());
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

const field = z.string().default("");

/** The page's two forms, each naming itself in its hidden `intent` field, with the fields it sends. */
const authIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("login"), email: field, password: field }),
  z.object({
    intent: z.literal("sign-up"),
    name: field,
    email: field,
    reason: field,
    password: field,
    "confirm-password": field,
  }),
]);
type Asked = z.output<typeof authIntents>;

/** A refusal on this page: the tab it came from and the address typed go back with it. */
const refused = (
  context: Context,
  body: Omit<AuthActionData, "status" | "errors"> & { errors?: Record<string, string> },
  init: ResponseInit,
) => formProblem<AuthActionData>(context, { status: "problem", errors: {}, ...body }, init);

/** Login or Sign Up, as the form posted says; a post that is neither form is a 400 page that changes nothing. */
export async function authAction(args: Args, deps: Deps) {
  const { request, context } = args;
  const body = await readFormBody(request);
  const asked = intentOf(authIntents, body);
  const { intent, email } = asked;
  const hidden = hiddenCharacterErrors(body, { email: "Email address" });
  if (hidden.email)
    return refused(context, { intent, errors: hidden, email: withoutHiddenCharacters(email) }, { status: 400 });
  try {
    return asked.intent === "login"
      ? await signIn(args, await deps(), asked)
      : await askForAccess(args, await deps(), asked);
  } catch (error) {
    return unexpectedFailure(context, request, error, { intent, status: "problem" as const, email });
  }
}

/** The password step: on to the second factor with a half-session's cookie, or the refusal in the spec's words. */
async function signIn(
  { request, context }: Args,
  deps: AuthDeps,
  { intent, email, password }: Asked & { intent: "login" },
) {
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
    ...attemptOf({ request, context }),
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

/** A request for an account: checked, then confirmed by e-mail; the fields are cleared once it is made. */
async function askForAccess({ request, context }: Args, deps: AuthDeps, asked: Asked & { intent: "sign-up" }) {
  const { intent, name, email, reason, password } = asked;
  const outcome = await requestAccess(
    deps,
    { name, email, reason, password, confirm: asked["confirm-password"] },
    attemptOf({ request, context }),
  );
  switch (outcome.kind) {
    case "invalid":
      return refused(
        context,
        { intent, message: outcome.message, errors: outcome.errors, email, name, reason },
        { status: 400 },
      );
    case "blocked":
      return refused(
        context,
        {
          intent,
          message: `You have asked for access several times. Try again in ${waitText(outcome.seconds)}.`,
          email,
          name,
          reason,
        },
        { status: 429, headers: { "Retry-After": String(outcome.seconds) } },
      );
    case "requested":
      return data<AuthActionData>({ intent, status: "requested", errors: {} });
  }
}
