import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { problems, requestProblem } from "#app/http/problem.server.ts";
import { requestFactsOf } from "#app/http/request-context.server.ts";
import { authKeys } from "#app/auth/auth-keys.server.ts";
import { deviceTokenOf } from "#app/auth/device.server.ts";
import { keepPostedDraft } from "#app/auth/drafts.server.ts";
import {
  clearedSessionCookie,
  sessionLimitsOf,
  sessionTokenOf,
  validateSession,
  type SessionEnd,
  type StaffSession,
} from "#app/auth/sessions.server.ts";
import type { Attempt, AuthDeps } from "#app/auth/sign-in.server.ts";
import { pagePathOf, safeReturnPath } from "#app/auth/return-path.ts";

/**
 * The one guard of every staff page (ADR 0005). The /admin layout's middleware (`staffMiddleware`) checks the session
 * in the database once per request, before any loader or action under /admin runs (idle and absolute limits included),
 * and each of those loaders and actions then takes the session from `staffOf`, which refuses when the guard has not run
 * and checks the role. The second-factor pages call `requireHalfSession`. Nothing trusts a role the page sends.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The database, keys and session limits the sign-in modules work with. */
export async function authDeps(): Promise<AuthDeps> {
  const config = env();
  const database = await getDatabase(config.DATABASE_URL);
  return { database, keys: await authKeys(database), limits: sessionLimitsOf(config) };
}

/**
 * The client (its address as the server worked it out: never a header the client could set), its User-Agent (only
 * ever shown back to the account's owner), its device cookie (checked where it is used) and the time.
 */
export function attemptOf({ request, context }: Args): Attempt {
  return {
    clientAddress: requestFactsOf(context)?.clientAddress ?? null,
    now: new Date(),
    userAgent: request.headers.get("user-agent"),
    device: deviceTokenOf(request),
  };
}

/** The request's session, if its cookie opens one; if not, why, and whose it was when that is known. */
export async function currentSession(
  request: Request,
  deps: AuthDeps,
): Promise<{ session: StaffSession | null; end?: SessionEnd; endedAccountId?: number }> {
  const token = sessionTokenOf(request);
  const result = await validateSession(deps.database.db, token, deps.limits, new Date());
  if (result.session) return { session: result.session };
  return token ? { session: null, end: result.end, endedAccountId: result.accountId } : { session: null };
}

/** The reasons /auth explains (ended=…): the others say nothing. */
const EXPLAINED_ENDS: ReadonlySet<SessionEnd> = new Set(["idle", "expired", "everywhere", "admin"]);

/** The sign-in page, with a way back to where the person was (a path under /admin only: no open redirect). */
export function toSignIn(request: Request, end?: SessionEnd): Response {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  const back = safeReturnPath(pagePathOf(url) + url.search);
  if (back !== "/admin") params.set("returnTo", back);
  if (end && EXPLAINED_ENDS.has(end)) params.set("ended", end);
  const query = params.toString();
  return redirect(`/auth${query ? `?${query}` : ""}`, { headers: { "Set-Cookie": clearedSessionCookie() } });
}

/**
 * A full session (password and second factor), of an admin when `role` says so. Otherwise throws: to /auth without a
 * session, to the second-factor step with a half one, a 403 page for a staff member on an admin page.
 */
export async function requireStaff(
  { request }: Args,
  options: { role?: "admin" } = {},
): Promise<{ session: StaffSession; deps: AuthDeps }> {
  const deps = await authDeps();
  const { session, end, endedAccountId } = await currentSession(request, deps);
  if (!session) {
    // A form sent just after the session ended (a note typed over a long call): its text waits for its author.
    if (endedAccountId !== undefined) await keepPostedDraft(deps.database, request, endedAccountId, new Date());
    throw toSignIn(request, end);
  }
  if (!session.secondFactor) throw redirect(session.account.mfaEnrolled ? "/auth/verify" : "/auth/set-up");
  if (options.role === "admin" && session.account.role !== "admin") throw problems.adminsOnly();
  return { session, deps };
}

/**
 * A half-session (password given, second factor not yet): what the second-factor and MFA set-up pages need. A full
 * session goes on to /admin; none goes to /auth.
 */
export async function requireHalfSession({ request }: Args): Promise<{ session: StaffSession; deps: AuthDeps }> {
  const deps = await authDeps();
  const { session, end } = await currentSession(request, deps);
  if (!session) throw toSignIn(request, end);
  if (session.secondFactor) throw redirect(safeReturnPath(new URL(request.url).searchParams.get("returnTo")));
  return { session, deps };
}

const staffContext = createContext<{ session: StaffSession; deps: AuthDeps } | null>(null);

/** The /admin layout's middleware: no full session, no staff page (and no loader or action under it runs). */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(staffContext, await requireStaff({ request, context }));
  return next();
};

/**
 * The signed-in staff member for a loader or action under /admin, of an admin when `role` says so. Throws when the
 * guard has not run (a route put outside the /admin layout by mistake) rather than serve it unguarded.
 */
export function staffOf(
  context: Readonly<RouterContextProvider>,
  options: { role?: "admin" | "recruiter" } = {},
): { session: StaffSession; deps: AuthDeps } {
  const staff = context.get(staffContext);
  if (!staff) throw new Error("A staff loader or action ran without the /admin layout's guard");
  if (options.role === "admin" && staff.session.account.role !== "admin") throw problems.adminsOnly();
  if (options.role === "recruiter" && !canSeeApplicants(staff.session.account)) throw recruitersOnly();
  return staff;
}

/** Job applicants (/admin/applicants) are for admins and staff with the recruiter permission; others see enquiries. */
export const canSeeApplicants = (account: Pick<StaffSession["account"], "role" | "recruiter">): boolean =>
  account.role === "admin" || account.recruiter;

const recruitersOnly = () =>
  requestProblem(
    403,
    "This page is for recruiters",
    "Your account cannot see job applicants. Ask an administrator if you need to.",
  );

/** The staff member a staff page's server module works for, as `staffOf` gives it (the database is all they use). */
export type StaffMember = { session: StaffSession; deps: Pick<AuthDeps, "database"> };
