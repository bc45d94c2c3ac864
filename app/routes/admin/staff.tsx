import { useEffect, useRef } from "react";
import type { Route } from "./+types/staff";
import { InviteForm } from "#app/components/staff/invite-form/invite-form.tsx";
import {
  AccessRequests,
  AccountCard,
  ConfirmFirstButton,
  OpenInvites,
} from "#app/components/staff/staff-accounts/staff-accounts.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { INVITE_HOURS, PASSWORD_RESET_HOURS } from "#app/config/invite-rules.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { staffAction, staffPage, type StaffActionData } from "#app/routes/admin/staff.server.ts";

/**
 * Admins manage staff here: approve or refuse requests for access, invite by a single-use link, change roles, give or
 * remove the recruiter permission (seeing job applicants), disable and enable accounts, reset a lost authenticator
 * app, make a password-reset link, end one person's sessions or everyone else's, clear a sign-in lock, and see when
 * each person last signed in and whose sign-in is locked.
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
      {actionData && actionData.status !== "invalid" ? <ActionMessage result={actionData} /> : null}

      <AccessRequests pending={pending} />

      <InviteForm result={actionData} />

      <OpenInvites invites={loaderData.invites} />

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
        <div className="mt-4">
          <ConfirmFirstButton action="sign-out-everyone">Sign everyone else out</ConfirmFirstButton>
        </div>
      </section>
    </>
  );
}

/**
 * What the last action did, at the top of the page, and focused: without JavaScript by `autofocus` in the page the
 * post answered with, with it on each new answer (the same kind of message twice in a row is not a new element).
 */
function ActionMessage({ result }: { result: Exclude<StaffActionData, { status: "invalid" }> }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), [result]);
  const box = (tone: "done" | "refused", children: React.ReactNode, data: Record<string, true> = {}) => (
    <div
      ref={message}
      tabIndex={-1}
      autoFocus
      role={tone === "refused" ? "alert" : "status"}
      className={`mt-6 border-4 p-4 ${tone === "refused" ? "border-danger-700" : "border-brand-700 bg-brand-50"}`}
      data-action-message
      {...data}
    >
      {children}
    </div>
  );
  switch (result.status) {
    case "done":
      return box(
        "done",
        <>
          <h2 className="heading-m text-brand-800">Done</h2>
          <p className="mt-2">{result.message}</p>
        </>,
        { "data-confirmation": true },
      );
    case "refused":
      return box(
        "refused",
        <>
          <h2 className="heading-m">That could not be done</h2>
          <p className="mt-2">{result.message}</p>
        </>,
      );
    case "invited":
      return box(
        "done",
        <>
          <h2 className="heading-m">
            {result.again ? "New invitation link for " : "Invitation made for "}
            <span className="break-all">{result.email}</span>
          </h2>
          <p className="mt-2">
            {result.again ? "The old link no longer works. " : null}It is e-mailed to them, and works once, for{" "}
            {INVITE_HOURS} hours. You can also send them this link yourself (it is shown only now):
          </p>
          <p className="mt-2 font-mono break-all">{result.link}</p>
        </>,
        { "data-invite-link": true },
      );
    case "reset-link":
      return box(
        "done",
        <>
          <h2 className="heading-m">
            Password-reset link for <span className="break-all">{result.email}</span>
          </h2>
          <p className="mt-2">
            It is e-mailed to them as well. If they cannot find the e-mail, give them this link yourself once you are
            sure it is them (it works once, for {PASSWORD_RESET_HOURS} hours, and is shown only now). They will still
            need their authenticator app to sign in.
          </p>
          <p className="mt-2 font-mono break-all">{result.link}</p>
        </>,
        { "data-reset-link": true },
      );
  }
}
