import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { useBusiness } from "#app/config/use-business.ts";
import { SkipLink } from "#app/components/skip-link/skip-link.tsx";

/** The signed-in person, as the staff frame shows them. */
export interface StaffFrameAccount {
  email: string;
  role: "admin" | "staff";
  /** May see job applicants (admins, and staff with the recruiter permission). */
  seesApplicants?: boolean;
}

/**
 * The frame of the sign-in and staff pages: none of the public site's header, footer or quick-contact form (these pages
 * are private), the provider's name, and, once signed in, the staff pages, the signed-in e-mail and a Logout button.
 */
export function StaffFrame({
  account,
  tools,
  after,
  children,
}: {
  account?: StaffFrameAccount;
  /** What the page offers beside the staff pages' links (the inbox's keyboard shortcuts button), at the bar's end. */
  tools?: ReactNode;
  /** What belongs to the frame, not to the page: the session-timeout dialog, after the main content. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const business = useBusiness();
  return (
    <>
      <SkipLink />
      <header className="border-b-4 border-brand-700 bg-brand-800 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
          <p className="text-xl font-bold">
            {business.tradingName} <span className="font-normal">staff</span>
          </p>
          {account ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p>
                Signed in as{" "}
                <strong data-signed-in-email className="wrap-anywhere">
                  {account.email}
                </strong>
              </p>
              <Form method="post" action="/auth/logout">
                <button type="submit" name="intent" value="logout" className="button-secondary">
                  Logout
                </button>
              </Form>
            </div>
          ) : (
            <Link to="/" className="font-bold text-white underline">
              Back to the public website
            </Link>
          )}
        </div>
        {account ? (
          <nav aria-label="Staff pages" className="bg-brand-700">
            <ul className="container-page flex flex-wrap gap-x-6 gap-y-1 py-2">
              <StaffLink to="/admin" end>
                Enquiries
              </StaffLink>
              {account.seesApplicants ? <StaffLink to="/admin/applicants">Applicants</StaffLink> : null}
              {account.role === "admin" ? (
                <>
                  <StaffLink to="/admin/staff">Staff accounts</StaffLink>
                  <StaffLink to="/admin/audit">Audit log</StaffLink>
                  <StaffLink to="/admin/data-protection">Data protection</StaffLink>
                  <StaffLink to="/admin/vacancies">Vacancies</StaffLink>
                </>
              ) : null}
              <StaffLink to="/admin/account">My account</StaffLink>
              {tools ? <li className="flex items-center empty:hidden sm:ml-auto">{tools}</li> : null}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main-content" tabIndex={-1} className="container-page py-8 focus:outline-none">
        {children}
      </main>
      {after}
    </>
  );
}

function StaffLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className="inline-block py-2 font-bold text-white underline-offset-4 aria-[current=page]:underline"
      >
        {children}
      </NavLink>
    </li>
  );
}
