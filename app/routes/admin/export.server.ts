import { redirect } from "react-router";
import { recordAudit } from "#app/audit/audit.server.ts";
import type { StaffMember } from "#app/auth/guard.server.ts";
import { pageHref } from "#app/components/staff/inbox-list/list-location.ts";
import { serverNow } from "#app/config/clock.server.ts";
import { csvHeaders } from "#app/http/csv.server.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import { csvStream } from "#app/inbox/csv.server.ts";
import { filterFromParams } from "#app/inbox/filter.ts";
import { allRows, loadSearch } from "#app/inbox/inbox.server.ts";

/**
 * The CSV export of the list the URL describes (filter and search), streamed in keyset batches so memory stays flat at
 * any size. Each export is in the audit log once the last row is written: who, the filter, whether a search narrowed
 * it (never the searched words) and how many rows.
 */
export async function enquiriesExport({ session, deps }: StaffMember, request: Request): Promise<Response> {
  const filter = filterFromParams(new URL(request.url).searchParams);
  const me = session.account.id;
  const search = await loadSearch(deps.database.db, filter.q, me, new Date());
  // A search that has ended would widen the export to everything: back to the list, which says the search has ended.
  if (filter.q && search === null) return redirect(pageHref(filter));

  const { form, status, urgentOnly, unreadOnly, from, to, mine, spam, sort } = filter;
  const done = (rows: number) =>
    recordAudit(deps.database.db, {
      action: "enquiries-exported",
      actorId: me,
      details: {
        form,
        status,
        urgent: urgentOnly,
        unread: unreadOnly,
        from,
        to,
        mine,
        spam,
        sort,
        searched: search !== null,
        rows,
      },
    });
  // To do's export has every form's columns, as All's.
  const columns = form === "todo" ? "all" : form;
  const body = csvStream(columns, allRows(deps.database, filter, { me, search, now: new Date(serverNow()) }), done);
  return new Response(body, { headers: csvHeaders(`enquiries-${ukToday()}.csv`) });
}
