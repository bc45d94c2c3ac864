import type { Route } from "./+types/session";
import { staffOf } from "#app/auth/guard.server.ts";
import { touchSession } from "#app/auth/sessions.server.ts";

/**
 * "Stay signed in" (the session-timeout dialog, app/components/staff/session-timeout): a post, inside the /admin layout
 * so its guard has checked the session (and the root middleware the post's origin, as for every staff form), that marks
 * the session as used now. A session that has already ended is sent to sign in by the guard, as any staff page is.
 */
export async function action({ context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context);
  await touchSession(deps.database.db, session.id, new Date());
  return Response.json({ staying: true }, { headers: { "Cache-Control": "no-store" } });
}
