import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { attemptOf, authDeps, currentSession } from "#app/auth/guard.server.ts";
import { signOut } from "#app/auth/session-ends.server.ts";
import { clearedSessionCookie } from "#app/auth/sessions.server.ts";

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
  if (session) await signOut(deps, session, attemptOf({ request, context }));
  return redirect("/auth?signed-out", { headers: { "Set-Cookie": clearedSessionCookie() } });
}
