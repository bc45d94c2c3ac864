import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { AuditFilters, AuditList } from "#app/components/staff/audit-list/audit-list.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { auditPage } from "#app/routes/admin/audit.server.ts";

/**
 * The audit log, for admins (ADR 0008): every entry newest first, filtered by person, action and UK dates (a GET form,
 * so a view is a link), in keyset pages of 50, and exported as CSV with the same filter. Read only: no page changes
 * or removes an entry, and on PostgreSQL the database refuses to.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Audit log");
export const headers = staffPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return auditPage(staffOf(context, { role: "admin" }), new URL(request.url).searchParams);
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, chosen, firstPage } = loaderData;
  return (
    <>
      <h1 className="heading-xl">Audit log</h1>
      <p className="mt-4 max-w-3xl">
        Who signed in, changed an account, looked at or changed an enquiry, or exported data, newest first. Entries
        cannot be changed or deleted: only the oldest are removed, once they are older than the audit retention.
      </p>

      <section aria-label="Filter the audit log" className="mt-6">
        <AuditFilters
          values={loaderData.values}
          people={loaderData.people}
          actions={loaderData.actions}
          chosen={chosen}
        />
      </section>

      <section aria-labelledby="entries-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="entries-heading" className="heading-l">
            {chosen ? "Matching entries" : "All entries"}
          </h2>
          <a href={loaderData.exportHref} download className="font-bold text-brand-700" data-export>
            Export CSV<span className="sr-only"> of the entries this filter shows</span>
          </a>
        </div>
        {rows.length === 0 ? (
          <div className="mt-2" data-empty>
            <p className="heading-m">No entries match</p>
            <p className="mt-2">
              {firstPage ? "Try fewer filters or other dates." : "There are no more entries on this side."}{" "}
              {firstPage ? null : (
                <Link to={loaderData.first} className="font-bold text-brand-700">
                  Go to the newest entries
                </Link>
              )}
            </p>
          </div>
        ) : (
          <div className="mt-2">
            <p className="mb-2 text-muted">
              {rows.length} {rows.length === 1 ? "entry" : "entries"} on this page (newest first; up to{" "}
              {loaderData.pageSize} a page).
            </p>
            <AuditList rows={rows} caption={`Audit log${chosen ? ", filtered" : ""}, newest first`} />
          </div>
        )}
        {loaderData.newer || loaderData.older ? (
          <nav aria-label="Pages of the audit log" className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              {!firstPage ? (
                <li>
                  <Link to={loaderData.first} className="font-bold text-brand-700" data-page="first">
                    Newest entries
                  </Link>
                </li>
              ) : null}
              {loaderData.newer ? (
                <li>
                  <Link to={loaderData.newer} className="font-bold text-brand-700" data-page="newer">
                    Newer
                  </Link>
                </li>
              ) : null}
              {loaderData.older ? (
                <li>
                  <Link to={loaderData.older} className="font-bold text-brand-700" data-page="older">
                    Older
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </section>
    </>
  );
}
