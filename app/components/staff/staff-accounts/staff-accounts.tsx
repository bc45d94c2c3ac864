import { Form } from "react-router";

/** One staff account as the staff accounts page lists it: dates already written out in UK time on the server. */
export interface StaffAccount {
  id: number;
  email: string;
  role: "staff" | "admin";
  state: "pending" | "active" | "disabled" | "invited";
  mfaEnrolled: boolean;
  /** Has the permission to see job applicants (admins see them whatever this says). */
  recruiter: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** Until when its sign-in is locked after failed attempts; not locked: null. */
  lockedUntil: string | null;
  /** The name and reason a request for access gave (null for anyone else, or a request made before they were asked). */
  requestName: string | null;
  requestReason: string | null;
}

/** An invitation not used yet and still in time, dates written out in UK time on the server. */
export interface StaffInvite {
  email: string;
  role: "staff" | "admin";
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/**
 * A button that posts its intent for one account, or one invitation's address (its own small form, so each works
 * without JavaScript).
 */
export function ActionButton({
  account,
  email,
  intent,
  label,
  secondary,
  children,
}: {
  account?: number;
  email?: string;
  intent: string;
  label: string;
  secondary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      {account === undefined ? null : <input type="hidden" name="account" value={account} />}
      {email === undefined ? null : <input type="hidden" name="email" value={email} />}
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

/**
 * A button for an action that asks first: it opens the page that explains the action and does it
 * (app/routes/admin/staff-confirm.tsx), a plain GET form so it works without JavaScript.
 */
export function ConfirmFirstButton({
  account,
  action,
  label,
  children,
}: {
  account?: number;
  action: "disable" | "reset-mfa" | "end-sessions" | "sign-out-everyone";
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" action="/admin/staff/confirm">
      {account === undefined ? null : <input type="hidden" name="account" value={account} />}
      <button type="submit" name="action" value={action} aria-label={label} className="button-secondary">
        {children}
      </button>
    </Form>
  );
}

/** The requests for access waiting for an admin: approve or refuse each. */
export function AccessRequests({ pending }: { pending: readonly StaffAccount[] }) {
  return (
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
              <p className="font-bold break-words">{account.requestName ?? "No name given"}</p>
              <p className="break-all">{account.email}</p>
              <p className="text-muted">Asked on {account.createdAt}</p>
              <h3 className="mt-2 font-bold">Why they need access</h3>
              <p className="whitespace-pre-line break-words" data-request-reason>
                {account.requestReason ?? "Not given (asked before the form asked for a reason)."}
              </p>
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
  );
}

/** An account that is not a request: what it is, and every change an admin can make to it. */
export function AccountCard({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
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
        <dt>Job applicants</dt>
        <dd className="mb-2 font-bold sm:mb-0" data-recruiter={account.recruiter}>
          {applicantAccessText(account)}
        </dd>
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
        <Form method="post" className="flex min-w-0 flex-wrap items-end gap-2">
          <input type="hidden" name="account" value={account.id} />
          <div className="min-w-0">
            <label htmlFor={roleId} className="block font-bold break-all">
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
        {account.state === "active" ? <RecruiterButton account={account} /> : null}
        {account.state === "active" ? (
          <ConfirmFirstButton account={account.id} action="disable" label={`Disable ${account.email}`}>
            Disable
          </ConfirmFirstButton>
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
          <ConfirmFirstButton
            account={account.id}
            action="reset-mfa"
            label={`Reset authenticator app of ${account.email}`}
          >
            Reset authenticator app
          </ConfirmFirstButton>
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
            <ConfirmFirstButton
              account={account.id}
              action="end-sessions"
              label={`Sign out everywhere: ${account.email}`}
            >
              Sign out everywhere
            </ConfirmFirstButton>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Whether the account sees job applicants, and why. */
function applicantAccessText({ role, recruiter }: Pick<StaffAccount, "role" | "recruiter">): string {
  if (recruiter) return role === "admin" ? "Sees them (admin and recruiter)" : "Sees them (recruiter)";
  return role === "admin" ? "Sees them (as an admin)" : "Does not see them";
}

/**
 * Gives or removes the recruiter permission: a button posting the state it asks for, so a second post of the same page
 * changes nothing. An admin sees applicants anyway; the permission keeps them seeing applicants should they stop being
 * one.
 */
function RecruiterButton({ account }: { account: StaffAccount }) {
  const give = !account.recruiter;
  return (
    <Form method="post">
      <input type="hidden" name="account" value={account.id} />
      <input type="hidden" name="recruiter" value={give ? "yes" : "no"} />
      <button
        type="submit"
        name="intent"
        value="recruiter"
        aria-label={give ? `Make recruiter: ${account.email}` : `Remove recruiter: ${account.email}`}
        className="button-secondary"
      >
        {give ? "Make recruiter" : "Remove recruiter"}
      </button>
    </Form>
  );
}

/** The invitations not used yet: who made each, when it expires, a new link (the old one stops working) or revoke. */
export function OpenInvites({ invites }: { invites: readonly StaffInvite[] }) {
  return (
    <section aria-labelledby="invites-heading" className="mt-12">
      <h2 id="invites-heading" className="heading-l">
        Invitations not yet taken up
      </h2>
      {invites.length === 0 ? (
        <p className="mt-4">There are no open invitations.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {invites.map((invite) => (
            <li key={invite.email} className="border-2 border-ink p-4" data-invite={invite.email}>
              <p className="font-bold break-all">{invite.email}</p>
              <p>
                As {invite.role === "admin" ? "an admin" : "staff"}, invited by{" "}
                <span className="break-all">{invite.invitedBy ?? "an account since removed"}</span> on{" "}
                {invite.createdAt}.
              </p>
              <p>The link expires on {invite.expiresAt}.</p>
              <div className="mt-2 flex flex-wrap gap-4">
                <ActionButton
                  email={invite.email}
                  intent="resend-invite"
                  label={`Resend the invitation to ${invite.email}`}
                  secondary
                >
                  Resend
                </ActionButton>
                <ActionButton
                  email={invite.email}
                  intent="revoke-invite"
                  label={`Revoke the invitation of ${invite.email}`}
                  secondary
                >
                  Revoke
                </ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
