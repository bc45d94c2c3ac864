import type { Route } from "./+types/export";
import { staffOf } from "#app/auth/guard.server.ts";
import { enquiriesExport } from "#app/routes/admin/export.server.ts";

/**
 * The CSV export of a list as the list's URL describes it (filter and search), streamed; in the audit log once the
 * last row is written (`export.server.ts`). A resource route inside the /admin layout, so the layout's middleware
 * checks the session first; its loader takes the session from `staffOf` like every other.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return enquiriesExport(staffOf(context), request);
}
