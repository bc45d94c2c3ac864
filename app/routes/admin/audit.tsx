import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { AuditFilters, AuditList, type AuditRow } from "#app/components/staff/audit-list/audit-list.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import {
  auditFilterFromParams,
  auditParamsOf,
  auditPeople,
  listAuditEntries,
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  type AuditListEntry,
} from "#app/audit/audit-log.server.ts";
import { accountOf, auditActionLabels, detailsLines, shortHash, whoDidIt } from "#app/audit/audit-text.server.ts";
import { auditActions } from "#app/audit/audit.server.ts";
import { decodeCursor, encodeCursor, type Cursor } from "#app/http/keyset-cursor.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * The audit log, for admins (ADR 0008): every entry newest first, filtered by person, action and UK dates (a GET form,
 * so a view is a link), in keyset pages of 50, and exported as CSV with the same filter. Read only: no page changes
 * or removes an entry, and on PostgreSQL the database refuses to.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Audit log");
export const headers = staffPageHeaders;

const stateNotes: Record<string, string> = { active: "", pending: " (request)", disabled: " (disabled)" };

function rowOf(entry: AuditListEntry): AuditRow {
  return {
    id: entry.id,
    when: formatUkDateTime(entry.at),
    whenIso: entry.at,
    action: auditActionLabels[entry.action] ?? entry.action,
    who: whoDidIt(entry),
    account: accountOf(entry),
    enquiry:
      entry.submissionId === null ? null : { id: entry.submissionId, href: `/admin/enquiries/${entry.submissionId}` },
    details: detailsLines(entry.details),
    client: shortHash(entry.clientHash),
  };
}

const hrefOf = (filter: AuditFilter, page: { after?: string; before?: string } = {}) => {
  const query = auditParamsOf(filter, page).toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { deps } = staffOf(context, { role: "admin" });
  const { db } = deps.database;
  const params = new URL(request.url).searchParams;
  const filter = auditFilterFromParams(params);
  const after = decodeCursor(params.get("after"));
  const before = after ? null : decodeCursor(params.get("before"));
  const [people, page] = await Promise.all([auditPeople(db), listAuditEntries(db, filter, { after, before })]);
  const link = (cursor: Cursor | null, side: "after" | "before") =>
    cursor ? hrefOf(filter, { [side]: encodeCursor(cursor) }) : null;
  const personChoices = people.map((person) => ({
    value: String(person.id),
    label: `${person.email}${stateNotes[person.state] ?? ""}`,
  }));
  // A person chosen by id whose account is gone: still a choice, so the form says what the list shows.
  if (filter.person !== null && !people.some((person) => person.id === filter.person)) {
    personChoices.push({ value: String(filter.person), label: `account ${filter.person} (removed)` });
  }
  return {
    rows: page.entries.map(rowOf),
    values: {
      person: filter.person === null ? "" : String(filter.person),
      action: filter.action ?? "",
      from: filter.from ?? "",
      to: filter.to ?? "",
    },
    chosen: auditParamsOf(filter).size > 0,
    people: personChoices,
    actions: auditActions
      .map((action) => ({ value: action, label: auditActionLabels[action] }))
      .sort((a, b) => a.label.localeCompare(b.label, "en-GB")),
    pageSize: AUDIT_PAGE_SIZE,
    firstPage: page.newer === null,
    newer: link(page.newer, "before"),
    older: link(page.older, "after"),
    first: hrefOf(filter),
    exportHref: `/admin/audit/export${auditParamsOf(filter).size ? `?${auditParamsOf(filter).toString()}` : ""}`,
  };
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
