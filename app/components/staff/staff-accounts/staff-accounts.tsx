import { Form } from "react-router";

/** One staff account as the staff accounts page lists it: dates already written out in UK time on the server. */
export interface StaffAccount {
  id: number;
  email: string;
  role: "staff" | "admin";
  state: "pending" | "active" | "disabled" | "invited";
  mfaEnrolled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** Until when its sign-in is locked after failed attempts; not locked: null. */
  lockedUntil: string | null;
}

/** A button that posts its intent for one account (its own small form, so each works without JavaScript). */
export function ActionButton({
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
