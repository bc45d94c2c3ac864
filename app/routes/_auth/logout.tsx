import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { recordAudit, clientHashOf } from "~/audit/audit.server";
import { attemptOf, authDeps, currentSession } from "~/auth/guard.server";
import { clearedSessionCookie, deleteSession } from "~/auth/sessions.server";

/**
 * Logout (a post, so another site's link cannot sign anyone out): the session is deleted on the server, the cookie is
 * cleared, and /auth says 'Logged out successfully'. Ending other sessions is on "My account", with a code.
 */
export function loader() {
  return redirect("/auth");
}

export async function action({ request, context }: Route.ActionArgs) {
  // Nothing in the body is needed, so none is required: a post without one (no Content-Type, which the forms' body
  // reader refuses with 415) still ends the session. The root middleware has already refused another site's post.
  const deps = await authDeps();
  const { session } = await currentSession(request, deps);
  if (session) {
    const { now, clientAddress } = attemptOf({ request, context });
    await deleteSession(deps.database.db, session.id);
    await recordAudit(
      deps.database.db,
      { action: "sign-out", actorId: session.account.id, accountId: session.account.id, clientHash: clientHashOf(deps.keys.audit, clientAddress) },
      now,
    );
  }
  return redirect("/auth?signed-out", { headers: { "Set-Cookie": clearedSessionCookie() } });
}
