import type { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { dialects, useSiteDatabase } from "#tests/support/databases.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { newContext } from "#tests/support/staff-pages.ts";
import { loadContextFor } from "#app/http/request-context.server.ts";
import { authKeys } from "#app/auth/auth-keys.server.ts";
import { DEVICE_COOKIE } from "#app/auth/device.server.ts";
import {
  attemptOf,
  authDeps,
  currentSession,
  requireHalfSession,
  requireStaff,
  staffMiddleware,
  staffOf,
  toSignIn,
} from "#app/auth/guard.server.ts";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server.ts";

// The one guard of every staff page (ADR 0005), on its own: no session goes to /auth (with the way back and why the
// session ended), a half session to the second-factor step, a staff member on an admin page gets a 403, and a loader
// that runs without the /admin layout's middleware is refused. On SQLite and PostgreSQL, through the site's own
// database as the routes reach it (DATABASE_URL).

const MINUTE = 60_000;

/** What a thrown redirect says: its status, where it goes, and the cookie it sets. */
function redirectOf(thrown: unknown): { status: number; location: string | null; cookie: string | null } {
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: response.headers.get("set-cookie"),
  };
}

/** What a call threw (failing the test when it did not throw). */
async function thrownBy(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

/** A thrown problem page: its status and title. */
function problemOf(thrown: unknown): { status: number | undefined; title: string } {
  const problem = thrown as { init?: { status?: number }; data: { title: string } };
  return { status: problem.init?.status, title: problem.data.title };
}

const request = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, "https://care.example.org"), {
    headers: cookie === undefined ? headers : { ...headers, cookie },
  });

/** What React Router hands the /admin layout's middleware for a request. */
const middlewareArgs = (request: Request, context: RouterContextProvider): Parameters<typeof staffMiddleware>[0] => ({
  request,
  url: new URL(request.url),
  pattern: "/admin",
  params: {},
  context,
});

describe.each(dialects)("the staff guard on %s", (dialect) => {
  const test = useSiteDatabase(dialect, {
    SITE_SECRET: "a-test-secret-of-enough-length",
    STAFF_IDLE_MINUTES: "45",
    STAFF_SESSION_HOURS: "9",
  });

  let accountCount = 0;
  /** A session cookie for a new account of the given kind, started `ago` milliseconds before now. */
  async function sessionCookieFor(options: {
    role?: "admin" | "staff";
    enrolled?: boolean;
    secondFactor: boolean;
    ago?: number;
  }): Promise<string> {
    const keys = await authKeys(test().database);
    accountCount += 1;
    const account = await insertStaffAccount(test().database.db, keys, {
      email: `carer.${accountCount}@example.org`,
      passwordHash: null,
      role: options.role ?? "staff",
      enrolled: options.enrolled ?? true,
    });
    const token = await createSession(test().database.db, account.id, {
      secondFactor: options.secondFactor,
      now: new Date(Date.now() - (options.ago ?? 0)),
    });
    return `${SESSION_COOKIE}=${token}`;
  }

  it("authDeps: the site's database, its keys and the session limits from the configuration", async () => {
    const deps = await authDeps();
    expect(deps.limits).toEqual({ idleMinutes: 45, sessionHours: 9 });
    expect(deps.keys).toEqual(await authKeys(test().database));
    // The same database as the test's: an account made there is seen through the guard's connection.
    const cookie = await sessionCookieFor({ secondFactor: true });
    const { session } = await currentSession(request("/admin", cookie), deps);
    expect(session?.account.email).toBe(`carer.${accountCount}@example.org`);
  });

  it("currentSession: no cookie is no session and no ending; an idle or expired one says which", async () => {
    const deps = await authDeps();
    expect(await currentSession(request("/admin"), deps)).toEqual({ session: null, end: undefined });
    expect(await currentSession(request("/admin", `${SESSION_COOKIE}=${"x".repeat(43)}`), deps)).toEqual({
      session: null,
      end: "none",
    });
    const idle = await sessionCookieFor({ secondFactor: true, ago: 46 * MINUTE });
    // Which account's session went idle is said too: a note sent under it is kept for that account (issue #25).
    expect(await currentSession(request("/admin", idle), deps)).toMatchObject({ session: null, end: "idle" });
    expect(
      (await currentSession(request("/admin", await sessionCookieFor({ secondFactor: true, ago: 46 * MINUTE })), deps))
        .endedAccountId,
    ).toEqual(expect.any(Number));
    const full = await sessionCookieFor({ secondFactor: true });
    const { session, end } = await currentSession(request("/admin", full), deps);
    expect(end).toBeUndefined();
    expect(session?.secondFactor).toBe(true);
  });

  it("requireStaff: no session goes to /auth with the way back, clearing the cookie", async () => {
    const { status, location, cookie } = redirectOf(
      await thrownBy(() => requireStaff({ request: request("/admin/enquiries?tab=new"), context: newContext() })),
    );
    expect(status).toBe(302);
    expect(location).toBe("/auth?returnTo=%2Fadmin%2Fenquiries%3Ftab%3Dnew");
    expect(cookie).toContain(`${SESSION_COOKIE}=;`);
    expect(cookie).toContain("Max-Age=0");
  });

  it("requireStaff: an idle session goes to /auth saying so", async () => {
    const idle = await sessionCookieFor({ secondFactor: true, ago: 46 * MINUTE });
    const thrown = await thrownBy(() => requireStaff({ request: request("/admin", idle), context: newContext() }));
    expect(redirectOf(thrown).location).toBe("/auth?ended=idle");
  });

  it("requireStaff: a half session goes to the second-factor step, or to set it up when there is none yet", async () => {
    const enrolled = await sessionCookieFor({ secondFactor: false, enrolled: true });
    const verify = await thrownBy(() => requireStaff({ request: request("/admin", enrolled), context: newContext() }));
    expect(redirectOf(verify)).toMatchObject({ status: 302, location: "/auth/verify" });
    const notEnrolled = await sessionCookieFor({ secondFactor: false, enrolled: false });
    const setUp = await thrownBy(() =>
      requireStaff({ request: request("/admin", notEnrolled), context: newContext() }),
    );
    expect(redirectOf(setUp)).toMatchObject({ status: 302, location: "/auth/set-up" });
  });

  it("requireStaff: a full session passes; an admin page refuses a staff member with a 403 and lets an admin in", async () => {
    const staff = await sessionCookieFor({ secondFactor: true, role: "staff" });
    const passed = await requireStaff({ request: request("/admin", staff), context: newContext() });
    expect(passed.session.account.role).toBe("staff");
    expect(passed.session.secondFactor).toBe(true);
    expect(passed.deps.limits).toEqual({ idleMinutes: 45, sessionHours: 9 });

    const refused = await thrownBy(() =>
      requireStaff({ request: request("/admin/staff", staff), context: newContext() }, { role: "admin" }),
    );
    expect(problemOf(refused)).toEqual({ status: 403, title: "This page is for admins" });

    const admin = await sessionCookieFor({ secondFactor: true, role: "admin" });
    const allowed = await requireStaff(
      { request: request("/admin/staff", admin), context: newContext() },
      { role: "admin" },
    );
    expect(allowed.session.account.role).toBe("admin");
  });

  it("requireHalfSession: a half session passes; none goes to /auth; a full one goes on to its (safe) return path", async () => {
    const half = await sessionCookieFor({ secondFactor: false });
    const passed = await requireHalfSession({ request: request("/auth/verify", half), context: newContext() });
    expect(passed.session.secondFactor).toBe(false);

    const none = await thrownBy(() => requireHalfSession({ request: request("/auth/verify"), context: newContext() }));
    expect(redirectOf(none).location).toBe("/auth");

    const full = await sessionCookieFor({ secondFactor: true });
    const back = await thrownBy(() =>
      requireHalfSession({
        request: request("/auth/verify?returnTo=%2Fadmin%2Fenquiries", full),
        context: newContext(),
      }),
    );
    expect(redirectOf(back)).toMatchObject({ status: 302, location: "/admin/enquiries" });
    const away = await thrownBy(() =>
      requireHalfSession({
        request: request("/auth/verify?returnTo=https%3A%2F%2Fevil.example", full),
        context: newContext(),
      }),
    );
    expect(redirectOf(away).location).toBe("/admin");
  });

  it("staffMiddleware: no page under /admin without a full session; with one, staffOf hands it to the loader", async () => {
    const none = newContext();
    const next = vi.fn(async () => new Response("the page"));
    const thrown = await thrownBy(() => staffMiddleware(middlewareArgs(request("/admin"), none), next));
    expect(redirectOf(thrown).location).toBe("/auth");
    expect(next).not.toHaveBeenCalled();
    expect(() => staffOf(none)).toThrow("A staff loader or action ran without the /admin layout's guard");

    const cookie = await sessionCookieFor({ secondFactor: true, role: "staff" });
    const context = newContext();
    const response = await staffMiddleware(middlewareArgs(request("/admin", cookie), context), next);
    expect(next).toHaveBeenCalledOnce();
    expect(await (response as Response).text()).toBe("the page");
    const staff = staffOf(context);
    expect(staff.session.account.email).toBe(`carer.${accountCount}@example.org`);
    expect(staff.deps.limits).toEqual({ idleMinutes: 45, sessionHours: 9 });
    expect(problemOf(thrownBySync(() => staffOf(context, { role: "admin" })))).toEqual({
      status: 403,
      title: "This page is for admins",
    });

    const adminContext = newContext();
    const admin = await sessionCookieFor({ secondFactor: true, role: "admin" });
    await staffMiddleware(middlewareArgs(request("/admin", admin), adminContext), next);
    expect(staffOf(adminContext, { role: "admin" }).session.account.role).toBe("admin");
  });
});

/** What a synchronous call threw. */
function thrownBySync(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("toSignIn", () => {
  it("keeps the way back to a page under /admin other than /admin itself, and nothing else", () => {
    expect(redirectOf(toSignIn(request("/admin"))).location).toBe("/auth");
    expect(redirectOf(toSignIn(request("/admin/enquiries/12"))).location).toBe(
      "/auth?returnTo=%2Fadmin%2Fenquiries%2F12",
    );
    expect(redirectOf(toSignIn(request("/somewhere/else"))).location).toBe("/auth");
  });

  it("says a session ended idle or expired, and nothing when there was none", () => {
    expect(redirectOf(toSignIn(request("/admin"), "idle")).location).toBe("/auth?ended=idle");
    expect(redirectOf(toSignIn(request("/admin"), "expired")).location).toBe("/auth?ended=expired");
    expect(redirectOf(toSignIn(request("/admin"), "none")).location).toBe("/auth");
    expect(redirectOf(toSignIn(request("/admin/staff"), "expired")).location).toBe(
      "/auth?returnTo=%2Fadmin%2Fstaff&ended=expired",
    );
  });

  it("always clears the session cookie", () => {
    const { status, cookie } = redirectOf(toSignIn(request("/admin")));
    expect(status).toBe(302);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });
});

describe("attemptOf", () => {
  it("takes the client address the server worked out, never a header; the User-Agent; the device cookie; the time", () => {
    const context = loadContextFor({ originAllowed: true, requestId: "r1", clientAddress: "203.0.113.9", nonce: "n" });
    const before = Date.now();
    const attempt = attemptOf({
      request: request("/auth", `${DEVICE_COOKIE}=device-token`, {
        "user-agent": "Firefox on a laptop",
        "x-forwarded-for": "198.51.100.1",
      }),
      context,
    });
    expect(attempt.clientAddress).toBe("203.0.113.9");
    expect(attempt.userAgent).toBe("Firefox on a laptop");
    expect(attempt.device).toBe("device-token");
    expect(attempt.now.getTime()).toBeGreaterThanOrEqual(before);
    expect(attempt.now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("has no client address, User-Agent or device without them", () => {
    const attempt = attemptOf({ request: request("/auth"), context: newContext() });
    expect(attempt).toMatchObject({ clientAddress: null, userAgent: null, device: null });
  });
});
