import { data, type RouterContextProvider } from "react-router";
import { requestProblem } from "#app/http/problem.server.ts";
import { z } from "zod";
import {
  changeAccount,
  createInvite,
  createPasswordReset,
  listAccounts,
  listOpenInvites,
  resendInvite,
  revokeInvite,
  setRecruiter,
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
  const invites = await listOpenInvites(deps.database.db, now);
  return {
    me: session.account.id,
    invites: invites.map((invite) => ({
      ...invite,
      createdAt: formatUkDateTime(invite.createdAt),
      expiresAt: formatUkDateTime(invite.expiresAt),
    })),
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
  | { status: "invited"; link: string; email: string; again?: boolean }
  | { status: "reset-link"; link: string; email: string }
  | { status: "invalid"; errors: Record<string, string>; email: string; role: string };

/** The account a button is for: the id of its hidden field, a whole number from 1. */
const account = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
const role = z.enum(["staff", "admin"]);
const onAccount = <Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent), account });
/** An open invitation, named by its address (one per address is listed). */
const onInvite = <Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent), email: z.string().max(255) });

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
  // The state asked for, not a toggle: the same button posted twice leaves it as asked.
  z.object({ intent: z.literal("recruiter"), account, recruiter: z.enum(["yes", "no"]) }),
  onInvite("resend-invite"),
  onInvite("revoke-invite"),
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
    case "invite":
      return inviteAction({ session, deps }, asked, body, context, now);
    case "resend-invite":
    case "revoke-invite":
      return openInviteAction({ session, deps }, asked, now, refused);
    case "sign-out-everyone":
    case "end-sessions":
      return answer({ status: "done", message: await signOut({ session, deps }, asked, now) });
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
    case "recruiter":
      return recruiterAction({ session, deps }, asked, now, refused);
    default: {
      const change: AccountChange =
        asked.intent === "role" ? { kind: "role", role: asked.role } : { kind: asked.intent };
      const outcome = await changeAccount(deps.database, session, asked.account, change, now);
      return outcome.kind === "done" ? answer({ status: "done", message: done[change.kind] }) : refused(outcome.reason);
    }
  }
}

/** The actions that ask first, on a page of their own: what each is called and what it does, in plain words. */
const confirmable = {
  disable: {
    title: (email: string) => `Disable ${email}?`,
    button: "Disable account",
    explained: [
      "They are signed out everywhere at once and cannot sign in until an admin enables the account again.",
      "Their notes, the enquiries assigned to them and the audit log are kept.",
    ],
  },
  "reset-mfa": {
    title: (email: string) => `Reset the authenticator app of ${email}?`,
    button: "Reset authenticator app",
    explained: [
      "Do this when they have lost their phone or changed it without moving the app.",
      "Their authenticator app and their recovery codes stop working and they are signed out everywhere. The next time they sign in with their password, they set up the app again.",
    ],
  },
  "end-sessions": {
    title: (email: string) => `Sign ${email} out everywhere?`,
    button: "Sign out everywhere",
    explained: [
      "Every session of theirs ends at once, on every computer and phone: anything they have not sent is lost and they need to sign in again.",
      "Their account and password do not change.",
    ],
  },
  "sign-out-everyone": {
    title: () => "Sign everyone else out?",
    button: "Sign everyone else out",
    explained: [
      "Every session on this site but yours ends at once, for example after a computer in the office was lost or stolen.",
      "Everyone else needs to sign in again; anything they have not sent is lost.",
    ],
  },
} as const;

export type ConfirmableAction = keyof typeof confirmable;

const confirmQuery = z.discriminatedUnion("action", [
  z.object({ action: z.literal("sign-out-everyone") }),
  z.object({ action: z.enum(["disable", "reset-mfa", "end-sessions"]), account }),
]);

const nothingToConfirm = () =>
  requestProblem(
    404,
    "Nothing to confirm",
    "That account could not be found, or there is no such action. Go back to Staff accounts and try again.",
  );

/**
 * The page that asks before an action that signs people out or locks them out: what it does in plain words, the
 * button that does it (posted to the staff page, as its own button would be) and a way back. An unknown action or
 * account is a 404 that changes nothing.
 */
export async function confirmPage({ deps }: Staff, url: URL) {
  const asked = confirmQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!asked.success) throw nothingToConfirm();
  let email = "";
  if (asked.data.action !== "sign-out-everyone") {
    const id = asked.data.account;
    const found = (await listAccounts(deps.database.db)).find((row) => row.id === id && row.state !== "pending");
    if (!found) throw nothingToConfirm();
    email = found.email;
  }
  const { title, button, explained } = confirmable[asked.data.action];
  return {
    intent: asked.data.action,
    account: "account" in asked.data ? asked.data.account : null,
    title: title(email),
    button,
    explained: [...explained],
  };
}

/** Resend (a new link, the old one stops working) or Revoke an open invitation, named by its address. */
async function openInviteAction(
  { session, deps }: Staff,
  { intent, email }: { intent: "resend-invite" | "revoke-invite"; email: string },
  now: Date,
  refused: (message: string, status?: number) => ReturnType<typeof data<StaffActionData>>,
) {
  if (intent === "resend-invite") {
    const outcome = await resendInvite(deps.database, session, email, now);
    if (outcome.kind === "refused") return refused(outcome.reason, 404);
    return data<StaffActionData>({ status: "invited", link: linkTo(outcome.token), email: email.trim(), again: true });
  }
  const outcome = await revokeInvite(deps.database, session, email, now);
  if (outcome.kind === "refused") return refused(outcome.reason, 404);
  return data<StaffActionData>({
    status: "done",
    message: `Invitation revoked: the link sent to ${email.trim()} no longer works.`,
  });
}

/** Gives or removes the recruiter permission (job applicants), as the button asked. */
async function recruiterAction(
  { session, deps }: Staff,
  { account, recruiter }: { account: number; recruiter: "yes" | "no" },
  now: Date,
  refused: (message: string, status?: number) => ReturnType<typeof data<StaffActionData>>,
) {
  const outcome = await setRecruiter(deps.database, session, account, recruiter === "yes", now);
  if (outcome.kind === "refused") return refused(outcome.reason);
  return data<StaffActionData>({
    status: "done",
    message:
      recruiter === "yes"
        ? "Recruiter permission given: they can see job applicants from their next page."
        : "Recruiter permission removed: they no longer see job applicants (unless they are an admin).",
  });
}

/** Ends one person's sessions or everyone else's; says how many ended. */
async function signOut(
  { session, deps }: Staff,
  asked: { intent: "sign-out-everyone" } | { intent: "end-sessions"; account: number },
  now: Date,
): Promise<string> {
  if (asked.intent === "end-sessions")
    return `Signed out: ${sessionsEnded(await endSessionsOfAccount(deps.database, session, asked.account, now))} ended.`;
  const ended = await signOutEveryoneElse(deps.database, session, now);
  return `Everyone else has been signed out (${sessionsEnded(ended)} ended).`;
}

/** A new invitation: its single-use link, or the form's errors as a 400. */
async function inviteAction(
  { session, deps }: Staff,
  { email, role }: { email: string; role: "staff" | "admin" },
  body: URLSearchParams | FormData,
  context: Context,
  now: Date,
) {
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
  return data<StaffActionData>({ status: "invited", link: linkTo(outcome.token), email: email.trim() });
}
