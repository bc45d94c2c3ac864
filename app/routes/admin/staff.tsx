import { Form } from "react-router";
import type { Route } from "./+types/staff";
import { Confirmation } from "#app/components/forms/forms.tsx";
import { InviteForm } from "#app/components/staff/invite-form/invite-form.tsx";
import { AccessRequests, AccountCard } from "#app/components/staff/staff-accounts/staff-accounts.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { PASSWORD_RESET_HOURS } from "#app/config/invite-rules.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { staffAction, staffPage } from "#app/routes/admin/staff.server.ts";

/**
 * Admins manage staff here: approve or refuse requests for access, invite by a single-use link, change roles, disable
 * and enable accounts, reset a lost authenticator app, make a password-reset link, end one person's sessions or
 * everyone else's, clear a sign-in lock, and see when each person last signed in and whose sign-in is locked.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Staff accounts", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return staffPage(staffOf(context, { role: "admin" }), context, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffOf(context, { role: "admin" });
  return staffAction(staff, await readFormBody(request), context, new Date());
}

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

      <AccessRequests pending={pending} />

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
