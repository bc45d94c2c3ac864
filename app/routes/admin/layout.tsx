import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { StaffFrame } from "#app/components/staff/staff-frame/staff-frame.tsx";
import { MailNotice } from "#app/components/staff/mail-notice/mail-notice.tsx";
import { mailConfigured, outboxBacklog } from "#app/mail/delivery.server.ts";
import { canSeeApplicants, staffMiddleware, staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders } from "#app/auth/staff-pages.ts";
import { isProblem } from "#app/http/problem.ts";

/**
 * Every staff page. The middleware checks the session (password and second factor, idle and absolute limits) before
 * any loader or action under /admin runs; those loaders and actions take the session from `staffOf`, which also checks
 * the role. Private: no-store, noindex, no public header, footer or quick-contact form.
 */
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context);
  // Whether staff can count on an e-mail for each new enquiry: said on every staff page when they cannot.
  const { waiting, failed } = await outboxBacklog(deps.database.db, Date.now());
  return {
    account: {
      email: session.account.email,
      role: session.account.role,
      seesApplicants: canSeeApplicants(session.account),
    },
    mail: { configured: mailConfigured(), waiting, failed },
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame account={loaderData.account}>
      <MailNotice mail={loaderData.mail} />
      <Outlet />
    </StaffFrame>
  );
}

/** A refusal (a staff member on an admin page) or a failure, inside the staff frame without the account bar. */
export function ErrorBoundary() {
  const error = useRouteError();
  const problem = isRouteErrorResponse(error) && isProblem(error.data) ? error.data : null;
  return (
    <StaffFrame>
      <h1 className="heading-xl">{problem?.title ?? "Sorry, something went wrong"}</h1>
      <p className="mt-4 max-w-2xl">
        {problem?.text ?? "This page could not be shown. Please try again in a few minutes."}
      </p>
      <p className="mt-4">
        <a href="/admin" className="font-bold text-brand-700 underline">
          Back to the enquiries
        </a>
      </p>
    </StaffFrame>
  );
}
