import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import {
  Confirmation,
  ErrorSummary,
  FormStateProvider,
  Radios,
  SubmitButton,
  TextField,
} from "#app/components/forms/forms.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import {
  changeAccount,
  createInvite,
  createPasswordReset,
  listAccounts,
  type AccountChange,
} from "#app/auth/accounts.server.ts";
import { endSessionsOfAccount, signOutEveryoneElse } from "#app/auth/session-ends.server.ts";
import { INVITE_HOURS, inviteLinkOf, PASSWORD_RESET_HOURS } from "#app/config/invite-rules.ts";
import { resetMfa } from "#app/auth/mfa.server.ts";
import { clearSignInLock, signInLocksOf } from "#app/auth/sign-in-locks.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { hiddenCharacterErrors, textOf } from "#app/http/form-values.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * Admins manage staff here: approve or refuse requests for access, invite by a single-use link, change roles, disable
 * and enable accounts, reset a lost authenticator app, make a password-reset link, end one person's sessions or
 * everyone else's, clear a sign-in lock, and see when each person last signed in and whose sign-in is locked.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Staff accounts", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const accounts = await listAccounts(deps.database.db);
  const locks = await signInLocksOf(deps.database.db, deps.keys, accounts, new Date());
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

type StaffActionData =
  | { status: "done"; message: string }
  | { status: "refused"; message: string }
  | { status: "invited"; link: string; email: string }
  | { status: "reset-link"; link: string; email: string }
  | { status: "invalid"; errors: Record<string, string>; email: string; role: string };

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

export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const body = await readFormBody(request);
  const intent = textOf(body, "intent");
  const now = new Date();
  const refused = (message: string, status = 409) => {
    markFormErrors(context);
    return data<StaffActionData>({ status: "refused", message }, { status });
  };

  if (intent === "invite") {
    const role = textOf(body, "role") === "admin" ? "admin" : "staff";
    const email = textOf(body, "email");
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
  if (intent === "sign-out-everyone") {
    const ended = await signOutEveryoneElse(deps.database, session, now);
    return data<StaffActionData>({
      status: "done",
      message: `Everyone else has been signed out (${ended} ${ended === 1 ? "session" : "sessions"} ended).`,
    });
  }

  const accountId = Number(textOf(body, "account"));
  if (!Number.isSafeInteger(accountId) || accountId < 1) return refused("That account could not be found.", 400);
  if (intent === "end-sessions") {
    const ended = await endSessionsOfAccount(deps.database, session, accountId, now);
    return data<StaffActionData>({
      status: "done",
      message: `Signed out: ${ended} ${ended === 1 ? "session" : "sessions"} ended.`,
    });
  }
  if (intent === "password-reset") {
    const outcome = await createPasswordReset(deps.database, session, accountId, now);
    if (outcome.kind === "refused") return refused(outcome.reason);
    return data<StaffActionData>({ status: "reset-link", link: linkTo(outcome.token), email: outcome.email });
  }
  if (intent === "clear-lock") {
    const outcome = await clearSignInLock(deps, session, accountId, now);
    if (outcome.kind === "refused") return refused(outcome.reason);
    return data<StaffActionData>({
      status: "done",
      message: `Sign-in lock cleared: ${outcome.email} can sign in again now.`,
    });
  }
  if (intent === "reset-mfa") {
    if ((await resetMfa(deps.database, accountId, session.account.id, now)) === "not-found")
      return refused("That account could not be found.", 404);
    return data<StaffActionData>({ status: "done", message: done["reset-mfa"] });
  }
  const change: AccountChange | null =
    intent === "approve" || intent === "refuse" || intent === "disable" || intent === "enable"
      ? { kind: intent }
      : intent === "role"
        ? { kind: "role", role: textOf(body, "role") === "admin" ? "admin" : "staff" }
        : null;
  if (!change) return refused("That change is not one this page makes.", 400);
  const outcome = await changeAccount(deps.database, session, accountId, change, now);
  return outcome.kind === "done"
    ? data<StaffActionData>({ status: "done", message: done[change.kind] })
    : refused(outcome.reason);
}

type Account = Route.ComponentProps["loaderData"]["accounts"][number];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const pending = loaderData.accounts.filter((account) => account.state === "pending");
  const others = loaderData.accounts.filter((account) => account.state !== "pending");
  return (
    <>
      <h1 className="heading-xl">Staff accounts</h1>
      <div className="mt-6" aria-live="polite">
        {actionData?.status === "done" ? <Confirmation title="Done">{actionData.message}</Confirmation> : null}
        {actionData?.status === "reset-link" ? (
          <div className="mb-6 border-4 border-brand-700 bg-brand-50 p-4" role="status" data-reset-link>
            <h2 className="heading-m">Password-reset link for {actionData.email}</h2>
            <p className="mt-2">
              It is e-mailed to them as well. If they cannot find the e-mail, give them this link yourself once you are
              sure it is them (it works once, for {PASSWORD_RESET_HOURS} hours, and is shown only now). They will still
              need their authenticator app to sign in.
            </p>
            <p className="mt-2 font-mono break-all">{actionData.link}</p>
          </div>
        ) : null}
        {actionData?.status === "refused" ? (
          <div className="mb-6 border-4 border-danger-700 p-4" role="alert">
            <h2 className="heading-m">That could not be done</h2>
            <p className="mt-2">{actionData.message}</p>
          </div>
        ) : null}
      </div>

      <section aria-labelledby="requests-heading" className="mt-8">
        <h2 id="requests-heading" className="heading-l">
          Requests for access
        </h2>
        {pending.length === 0 ? (
          <p className="mt-4">No one is waiting for approval.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {pending.map((account) => (
              <li key={account.id} className="border-2 border-ink p-4" data-account={account.email}>
                <p className="font-bold break-all">{account.email}</p>
                <p className="text-muted">Asked on {account.createdAt}</p>
                <div className="mt-2 flex flex-wrap gap-4">
                  <ActionButton account={account.id} intent="approve" label={`Approve ${account.email}`}>
                    Approve
                  </ActionButton>
                  <ActionButton account={account.id} intent="refuse" label={`Refuse ${account.email}`} secondary>
                    Refuse
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <InviteForm result={actionData} />

      <section aria-labelledby="accounts-heading" className="mt-12">
        <h2 id="accounts-heading" className="heading-l">
          Everyone with an account
        </h2>
        <ul className="mt-4 space-y-4">
          {others.map((account) => (
            <AccountCard key={account.id} account={account} isMe={account.id === loaderData.me} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="everyone-heading" className="mt-12">
        <h2 id="everyone-heading" className="heading-l">
          Sign everyone else out
        </h2>
        <p className="mt-4">
          Ends every session but yours, for example after a computer in the office was lost or stolen.
        </p>
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="sign-out-everyone" className="button-secondary">
            Sign everyone else out
          </button>
        </Form>
      </section>
    </>
  );
}

function ActionButton({
  account,
  intent,
  label,
  secondary,
  children,
}: {
  account: number;
  intent: string;
  label: string;
  secondary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="account" value={account} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        className={secondary ? "button-secondary" : "button-primary"}
      >
        {children}
      </button>
    </Form>
  );
}

function AccountCard({ account, isMe }: { account: Account; isMe: boolean }) {
  const roleId = `role-${account.id}`;
  return (
    <li className="border-2 border-ink p-4" data-account={account.email}>
      <p className="font-bold break-all">
        {account.email} {isMe ? <span className="font-normal">(you)</span> : null}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
        <dt>Role</dt>
        <dd className="mb-2 font-bold sm:mb-0">{account.role === "admin" ? "Admin" : "Staff"}</dd>
        <dt>State</dt>
        <dd className="mb-2 font-bold sm:mb-0">{account.state === "active" ? "Active" : "Disabled"}</dd>
        <dt>Authenticator app</dt>
        <dd className="mb-2 font-bold sm:mb-0">{account.mfaEnrolled ? "Set up" : "Not set up yet"}</dd>
        <dt>Last signed in</dt>
        <dd className="mb-2 font-bold sm:mb-0">{account.lastSignInAt ?? "Never"}</dd>
        <dt>Sign-in</dt>
        <dd className="font-bold" data-sign-in-lock>
          {account.lockedUntil
            ? `Locked after failed attempts, until ${account.lockedUntil} (not on devices they have signed in on before)`
            : "Not locked"}
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="account" value={account.id} />
          <div>
            <label htmlFor={roleId} className="block font-bold">
              Role for {account.email}
            </label>
            <select
              id={roleId}
              name="role"
              defaultValue={account.role}
              className="mt-1 rounded-md border-2 border-ink bg-white px-3 py-2"
            >
              <option value="staff">Staff</option>
              <option value="admin">Admin</option>
            </select>
          </div>
          <button type="submit" name="intent" value="role" className="button-secondary">
            Change role
          </button>
        </Form>
        {account.state === "active" ? (
          <ActionButton account={account.id} intent="disable" label={`Disable ${account.email}`} secondary>
            Disable
          </ActionButton>
        ) : (
          <ActionButton account={account.id} intent="enable" label={`Enable ${account.email}`} secondary>
            Enable
          </ActionButton>
        )}
        {account.lockedUntil ? (
          <ActionButton
            account={account.id}
            intent="clear-lock"
            label={`Clear the sign-in lock of ${account.email}`}
            secondary
          >
            Clear sign-in lock
          </ActionButton>
        ) : null}
        {account.mfaEnrolled ? (
          <ActionButton
            account={account.id}
            intent="reset-mfa"
            label={`Reset authenticator app of ${account.email}`}
            secondary
          >
            Reset authenticator app
          </ActionButton>
        ) : null}
        {account.state === "active" ? (
          <>
            <ActionButton
              account={account.id}
              intent="password-reset"
              label={`Make a password-reset link for ${account.email}`}
              secondary
            >
              Password-reset link
            </ActionButton>
            <ActionButton
              account={account.id}
              intent="end-sessions"
              label={`Sign out everywhere: ${account.email}`}
              secondary
            >
              Sign out everywhere
            </ActionButton>
          </>
        ) : null}
      </div>
    </li>
  );
}

const roles = [
  { value: "staff", label: "Staff: reads and follows up enquiries" },
  { value: "admin", label: "Admin: also manages staff accounts" },
];

function InviteForm({ result }: { result?: StaffActionData }) {
  const navigation = useNavigation();
  const invalid = result?.status === "invalid" ? result : undefined;
  const errors = invalid?.errors ?? {};
  return (
    <section aria-labelledby="invite-heading" className="mt-12">
      <FormStateProvider
        value={{
          idPrefix: "invite",
          errors,
          values: invalid ? { email: invalid.email, role: invalid.role } : { role: "staff" },
          pending: navigation.state === "submitting" && navigation.formData?.get("intent") === "invite",
        }}
      >
        <h2 id="invite-heading" className="heading-l">
          Invite someone
        </h2>
        <p className="mt-4">
          They get a link that works once, for {INVITE_HOURS} hours, to choose a password and set up their authenticator
          app.
        </p>
        {result?.status === "invited" ? (
          <div className="mt-6 border-4 border-brand-700 bg-brand-50 p-4" role="status" data-invite-link>
            <h3 className="heading-m">Invitation made for {result.email}</h3>
            <p className="mt-2">
              It is e-mailed to them. You can also send them this link yourself (it is shown only now):
            </p>
            <p className="mt-2 font-mono break-all">{result.link}</p>
          </div>
        ) : null}
        <Form
          method="post"
          noValidate
          className="mt-4"
          data-form="invite"
          key={result?.status === "invited" ? result.link : "invite"}
        >
          <ErrorSummary errors={errors} />
          <input type="hidden" name="intent" value="invite" />
          <TextField
            name="email"
            label="Their email address"
            type="email"
            autoComplete="off"
            inputMode="email"
            className="max-w-md"
          />
          <Radios name="role" label="Role" options={roles} />
          <SubmitButton>Make invitation</SubmitButton>
        </Form>
      </FormStateProvider>
    </section>
  );
}
