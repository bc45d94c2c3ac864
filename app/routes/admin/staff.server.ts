import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  changeAccount,
  createInvite,
  createPasswordReset,
  listAccounts,
  type AccountChange,
} from "#app/auth/accounts.server.ts";
import type { staffOf } from "#app/auth/guard.server.ts";
import { inviteLinkOf } from "#app/config/invite-rules.ts";
import { resetMfa } from "#app/auth/mfa.server.ts";
import { endSessionsOfAccount, signOutEveryoneElse } from "#app/auth/session-ends.server.ts";
import { clearSignInLock, signInLocksOf } from "#app/auth/sign-in-locks.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { hiddenCharacterErrors } from "#app/http/form-values.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/** The staff accounts page's work (app/routes/admin/staff.tsx): what it lists, and what each of its buttons does. */

type Staff = ReturnType<typeof staffOf>;
type Context = Readonly<RouterContextProvider>;

/** Every account, with when each last signed in and until when its sign-in is locked, as the page shows them. */
export async function staffPage({ session, deps }: Staff, context: Context, now: Date) {
  const accounts = await listAccounts(deps.database.db);
  const locks = await signInLocksOf(deps.database.db, deps.keys, accounts, now);
  return {
    me: session.account.id,
    accounts: accounts.map((account) => ({
      ...account,
      createdAt: formatUkDateTime(account.createdAt),
      lastSignInAt: account.lastSignInAt ? formatUkDateTime(account.lastSignInAt) : null,
      lockedUntil: locks.has(account.id) ? formatUkDateTime(locks.get(account.id)!) : null,
    })),
    hasErrors: hasFormErrors(context),
  };
}

export type StaffActionData =
  | { status: "done"; message: string }
  | { status: "refused"; message: string }
  | { status: "invited"; link: string; email: string }
  | { status: "reset-link"; link: string; email: string }
  | { status: "invalid"; errors: Record<string, string>; email: string; role: string };

/** The account a button is for: the id of its hidden field, a whole number from 1. */
const account = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
const role = z.enum(["staff", "admin"]);
const onAccount = <Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent), account });

/** One member per button of the page, each with the fields its form sends. */
const staffIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.string().default(""), role }),
  z.object({ intent: z.literal("sign-out-everyone") }),
  onAccount("end-sessions"),
  onAccount("password-reset"),
  onAccount("clear-lock"),
  onAccount("reset-mfa"),
  onAccount("approve"),
  onAccount("refuse"),
  onAccount("disable"),
  onAccount("enable"),
  z.object({ intent: z.literal("role"), account, role }),
]);

const done: Record<AccountChange["kind"] | "reset-mfa", string> = {
  approve: "Request approved: they can now sign in and set up their authenticator app.",
  refuse: "Request refused: the account has been removed.",
  role: "Role changed. They have been signed out and will see the change when they sign in again.",
  disable: "Account disabled: they have been signed out everywhere and cannot sign in.",
  enable: "Account enabled: they can sign in again.",
  "reset-mfa":
    "Authenticator app reset: they have been signed out and will set up the app again when they next sign in.",
};

const linkTo = (token: string) => inviteLinkOf(token, getBusinessDetails().siteUrl);
const sessionsEnded = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`;

/** What the button pressed asks for, done with its audit row; a refusal marks the page's title with "Error: ". */
export async function staffAction(
  { session, deps }: Staff,
  body: URLSearchParams | FormData,
  context: Context,
  now: Date,
) {
  const asked = intentOf(staffIntents, body);
  const answer = (result: StaffActionData) => data<StaffActionData>(result);
  const refused = (message: string, status = 409) => {
    markFormErrors(context);
    return data<StaffActionData>({ status: "refused", message }, { status });
  };

  switch (asked.intent) {
    case "invite": {
      const { email, role } = asked;
      const hidden = hiddenCharacterErrors(body, { email: "Their email address" });
      const outcome = hidden.email
        ? ({ kind: "invalid", errors: hidden } as const)
        : await createInvite(deps.database, session, { email, role }, now);
      if (outcome.kind === "invalid") {
        markFormErrors(context);
        return data<StaffActionData>(
          { status: "invalid", errors: outcome.errors, email: withoutHiddenCharacters(email), role },
          { status: 400 },
        );
      }
      return answer({ status: "invited", link: linkTo(outcome.token), email: email.trim() });
    }
    case "sign-out-everyone": {
      const ended = await signOutEveryoneElse(deps.database, session, now);
      return answer({ status: "done", message: `Everyone else has been signed out (${sessionsEnded(ended)} ended).` });
    }
    case "end-sessions": {
      const ended = await endSessionsOfAccount(deps.database, session, asked.account, now);
      return answer({ status: "done", message: `Signed out: ${sessionsEnded(ended)} ended.` });
    }
    case "password-reset": {
      const outcome = await createPasswordReset(deps.database, session, asked.account, now);
      if (outcome.kind === "refused") return refused(outcome.reason);
      return answer({ status: "reset-link", link: linkTo(outcome.token), email: outcome.email });
    }
    case "clear-lock": {
      const outcome = await clearSignInLock(deps, session, asked.account, now);
      if (outcome.kind === "refused") return refused(outcome.reason);
      return answer({ status: "done", message: `Sign-in lock cleared: ${outcome.email} can sign in again now.` });
    }
    case "reset-mfa": {
      if ((await resetMfa(deps.database, asked.account, session.account.id, now)) === "not-found")
        return refused("That account could not be found.", 404);
      return answer({ status: "done", message: done["reset-mfa"] });
    }
    default: {
      const change: AccountChange =
        asked.intent === "role" ? { kind: "role", role: asked.role } : { kind: asked.intent };
      const outcome = await changeAccount(deps.database, session, asked.account, change, now);
      return outcome.kind === "done" ? answer({ status: "done", message: done[change.kind] }) : refused(outcome.reason);
    }
  }
}
