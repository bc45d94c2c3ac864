import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
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
  const bar = useCurrentLinkInView();
  return (
    <>
      <SkipLink />
      {/* Compact (issue 25: the work first on a phone): one bar for the name, who is signed in and Logout, and one
          line of staff pages that scrolls sideways on a narrow screen rather than stacking; from 1024 px it wraps, so an
          admin's eight links and the shortcuts button are never cut at the edge. */}
      <header className="border-b-4 border-brand-700 bg-brand-800 text-white">
        <div className="container-page grid grid-cols-[1fr_auto] items-center gap-x-4 py-2 lg:flex lg:justify-between">
          <p className="font-bold sm:text-lg">
            {business.tradingName} <span className="font-normal">staff</span>
          </p>
          {account ? (
            <>
              <p className="col-span-2 text-xs sm:text-sm lg:ml-auto">
                Signed in as{" "}
                <strong data-signed-in-email className="wrap-anywhere">
                  {account.email}
                </strong>
              </p>
              <Form method="post" action="/auth/logout" className="col-start-2 row-start-1">
                <button
                  type="submit"
                  name="intent"
                  value="logout"
                  className="inline-flex min-h-10 items-center rounded-md border-2 border-white bg-white px-3 text-sm font-bold text-brand-800 hover:bg-brand-50"
                >
                  Logout
                </button>
              </Form>
            </>
          ) : (
            <Link to="/" className="font-bold text-white underline">
              Back to the public website
            </Link>
          )}
        </div>
        {account ? (
          <nav aria-label="Staff pages" className="bg-brand-700">
            <ul ref={bar} className="container-page flex gap-x-6 overflow-x-auto py-1 lg:flex-wrap">
              <StaffLink to="/admin" end section="/admin/enquiries/">
                Enquiries
              </StaffLink>
              <StaffLink to="/admin/reports">Reports</StaffLink>
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
      <main id="main-content" tabIndex={-1} className="container-page pt-4 pb-8 focus:outline-none">
        {children}
      </main>
      {after}
    </>
  );
}

/**
 * On a narrow screen the bar scrolls sideways, and it stays as it was from page to page (it belongs to the frame): after
 * Tab has taken it to its end, the next page's own link would be out of sight. On each page, its link (or its
 * section's) is brought into view in the bar, only sideways, so the page's own scroll (to a change's section) stays.
 */
function useCurrentLinkInView() {
  const bar = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = bar.current;
    const current = list?.querySelector("[aria-current]");
    if (!list || !current) return;
    const shown = list.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    const inset = Number.parseFloat(getComputedStyle(list).paddingLeft) || 0;
    if (link.left < shown.left || link.right > shown.right) list.scrollLeft += link.left - shown.left - inset;
  }, [pathname]);
  return bar;
}

/**
 * A staff page's link (underlined, as every link is): underlined thickly, and `aria-current="page"`, on its page (and,
 * without `end`, on the pages below it).
 * `section` names pages below it that its own path cannot cover (the inbox is `/admin`, which `end` keeps from
 * matching every staff page; an enquiry is `/admin/enquiries/N`): there it is marked as the section one is in,
 * `aria-current="true"`, as GOV.UK's service navigation marks it.
 */
function StaffLink({
  to,
  end,
  section,
  children,
}: {
  to: string;
  end?: boolean;
  section?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const className =
    "inline-block py-1.5 font-bold whitespace-nowrap text-white underline-offset-4 aria-[current=page]:decoration-4 aria-[current=true]:decoration-4";
  return (
    <li className="shrink-0">
      {section && pathname.startsWith(section) ? (
        <Link to={to} aria-current="true" className={className}>
          {children}
        </Link>
      ) : (
        <NavLink to={to} end={end} className={className}>
          {children}
        </NavLink>
      )}
    </li>
  );
}
