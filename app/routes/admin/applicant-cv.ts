import type { Route } from "./+types/applicant-cv";
import { staffOf } from "#app/auth/guard.server.ts";
import { applicantCv } from "#app/routes/admin/applicants.server.ts";

/**
 * An applicant's CV: a resource route inside the /admin layout (its middleware checks the session first), for admins
 * and recruiters only, never cached. There is no other way to reach an uploaded file.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return applicantCv(staffOf(context, { role: "recruiter" }), { params });
}
