import type { Route } from "./+types/reports-export";
import { staffOf } from "#app/auth/guard.server.ts";
import { reportsExport } from "#app/routes/admin/reports.server.ts";

/**
 * The reports' figures as CSV, for any signed-in staff member: a resource route inside the /admin layout (its
 * middleware checks the session first), audited when written.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return reportsExport(staffOf(context));
}
