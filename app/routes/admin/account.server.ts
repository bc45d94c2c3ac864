import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { changePassword } from "#app/auth/accounts.server.ts";
import { attemptOf, type staffOf } from "#app/auth/guard.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { renewRecoveryCodes } from "#app/auth/mfa.server.ts";
import { endOwnSessions, type OwnSessions } from "#app/auth/session-ends.server.ts";
import { clearedSessionCookie, openSessionsOf } from "#app/auth/sessions.server.ts";
import { confirmPasswordAndCode, confirmSecondFactor } from "#app/auth/sign-in.server.ts";
import { waitText } from "#app/auth/throttle.server.ts";
import { fieldErrors } from "#app/enquiries/validate.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { deviceName } from "#app/utils/device-name.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/** "My account"'s work (app/routes/admin/account.tsx): one's sessions, a new password, new recovery codes. */

type Staff = ReturnType<typeof staffOf>;
type Context = Readonly<RouterContextProvider>;

/** Where one is signed in, this device marked, as the page lists it. */
export async function accountPage({ session, deps }: Staff, context: Context, now: Date) {
  const sessions = await openSessionsOf(deps.database.db, session.account.id, deps.limits, now);
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

export type FormName = "password" | "codes" | "sessions";

export type AccountActionData =
  | { form: FormName; status: "invalid"; errors: Record<string, string>; message?: string }
  | { form: "password"; status: "changed" }
  | { form: "codes"; status: "renewed"; codes: string[] }
  | { form: "sessions"; status: "ended"; count: number };

const text = z.string().default("");

/** The page's three forms, each with the fields it sends. */
const accountIntents = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("password"),
    "current-password": text,
    "password-code": text,
    password: text,
    "confirm-password": text,
  }),
  z.object({ intent: z.literal("renew-codes"), "codes-password": text, "codes-code": text }),
  z.object({ intent: z.literal("sessions"), "sessions-code": text, end: text }),
]);

const filledIn = (message: string) => z.string().refine((value) => value.trim() !== "", message);
/** What the recovery codes' form and the sessions' form ask of themselves before anything is checked. */
const codesForm = z.object({
  "codes-password": z.string().min(1, authMessages.currentMissing),
  "codes-code": filledIn(authMessages.codeMissing),
});
const sessionsForm = z.object({ "sessions-code": filledIn(authMessages.codeMissing) });

/** A form's answer with its errors (and a message for the summary), as the page shows it where the form is. */
const invalidAnswer =
  (context: Context) =>
  (form: FormName, errors: Record<string, string>, message?: string, init: ResponseInit = { status: 400 }) =>
    formProblem<AccountActionData & { status: "invalid" }>(context, { form, status: "invalid", errors, message }, init);

type Asked = z.output<typeof accountIntents>;

/** The password form: the current password, a code from the app, the new password twice. */
async function passwordAnswer(
  { session, deps }: Staff,
  asked: Extract<Asked, { intent: "password" }>,
  attempt: ReturnType<typeof attemptOf>,
  invalid: ReturnType<typeof invalidAnswer>,
) {
  const outcome = await changePassword(
    deps,
    session,
    {
      current: asked["current-password"],
      code: asked["password-code"],
      password: asked.password,
      confirm: asked["confirm-password"],
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

/** What the form posted asks, each change after the code from the app again (and the password for new codes). */
export async function accountAction(
  { session, deps }: Staff,
  body: URLSearchParams | FormData,
  { request, context }: { request: Request; context: Context },
) {
  const asked = intentOf(accountIntents, body);
  const attempt = attemptOf({ request, context });
  const invalid = invalidAnswer(context);
  if (asked.intent === "password") return passwordAnswer({ session, deps }, asked, attempt, invalid);

  const form: FormName = asked.intent === "renew-codes" ? "codes" : "sessions";
  const checked = asked.intent === "renew-codes" ? codesForm.safeParse(asked) : sessionsForm.safeParse(asked);
  if (!checked.success) return invalid(form, fieldErrors(checked.error));
  // New recovery codes need the current password too, counted like signing in; which of the two was wrong is not said.
  const confirmed =
    asked.intent === "renew-codes"
      ? await confirmPasswordAndCode(
          deps,
          session.account,
          { password: asked["codes-password"], code: asked["codes-code"] },
          attempt,
        )
      : await confirmSecondFactor(deps, session.account.id, asked["sessions-code"], attempt);
  if (typeof confirmed === "object")
    return invalid(form, {}, authMessages.blocked(waitText(confirmed.blocked)), { status: 429 });
  if (!confirmed) {
    const wrong: Record<string, string> =
      form === "codes"
        ? { "codes-password": authMessages.currentOrCodeWrong }
        : { "sessions-code": authMessages.codeWrong };
    return invalid(form, wrong, undefined, { status: 401 });
  }
  if (asked.intent === "renew-codes") {
    return data<AccountActionData>({
      form: "codes",
      status: "renewed",
      codes: await renewRecoveryCodes(deps.database, session.account.id, attempt.now),
    });
  }
  const end = asked.end;
  const which: OwnSessions = end === "everywhere" || end === "others" ? { kind: end } : { kind: "one", id: end };
  const count = await endOwnSessions(deps, session, which, attempt);
  if (which.kind === "everywhere")
    return redirect("/auth?signed-out", { headers: { "Set-Cookie": clearedSessionCookie() } });
  return data<AccountActionData>({ form: "sessions", status: "ended", count });
}
