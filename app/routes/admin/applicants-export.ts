import type { Route } from "./+types/applicants-export";
import { staffOf } from "#app/auth/guard.server.ts";
import { applicantsExport } from "#app/routes/admin/applicants.server.ts";

/** The applicants' CSV export: a resource route inside the /admin layout, for admins and recruiters only. */
export async function loader({ context }: Route.LoaderArgs) {
  return applicantsExport(staffOf(context, { role: "recruiter" }));
}
