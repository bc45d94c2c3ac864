import type { Route } from "./+types/audit-export";
import { allAuditEntries, auditFilterFromParams } from "#app/audit/audit-log.server.ts";
import { auditCsvColumns } from "#app/audit/audit-text.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { staffOf } from "#app/auth/guard.server.ts";
import { csvHeaders, csvStreamOf } from "#app/http/csv.server.ts";
import { ukToday } from "#app/utils/uk-day.ts";

/**
 * The audit log's CSV export, with the filter of the page's URL, for admins only: a resource route inside the /admin
 * layout (its middleware checks the session first), streamed in keyset batches by the site's CSV writer. Each export
 * is itself an entry once the last row is written: who, the filter (an account id, never an address) and the count.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const filter = auditFilterFromParams(new URL(request.url).searchParams);
  const done = (rows: number) =>
    recordAudit(deps.database.db, {
      action: "audit-exported",
      actorId: session.account.id,
      details: { person: filter.person, action: filter.action, from: filter.from, to: filter.to, rows },
    });
  const body = csvStreamOf(auditCsvColumns, allAuditEntries(deps.database.db, filter), done);
  return new Response(body, { headers: csvHeaders(`audit-log-${ukToday()}.csv`) });
}
