import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { StaffFrame } from "~/components/staff-frame/staff-frame";
import { staffMiddleware, staffOf } from "~/auth/guard.server";
import { staffPageHeaders } from "~/auth/staff-pages";
import { isProblem } from "~/utils/problem";

/**
 * Every staff page. The middleware checks the session (password and second factor, idle and absolute limits) before
 * any loader or action under /admin runs; those loaders and actions take the session from `staffOf`, which also checks
 * the role. Private: no-store, noindex, no public header, footer or quick-contact form.
 */
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];
export const headers = staffPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const { session } = staffOf(context);
  return { account: { email: session.account.email, role: session.account.role } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame account={loaderData.account}>
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
      <p className="mt-4 max-w-2xl">{problem?.text ?? "This page could not be shown. Please try again in a few minutes."}</p>
      <p className="mt-4">
        <a href="/admin" className="font-bold text-brand-700 underline">
          Back to the enquiries
        </a>
      </p>
    </StaffFrame>
  );
}
