import { data, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dialects, useSiteDatabase } from "#tests/support/databases.ts";
import { answerOfCall } from "#tests/support/route-actions.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { authKeys } from "#app/auth/auth-keys.server.ts";
import { staffMiddleware } from "#app/auth/guard.server.ts";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server.ts";
import { listAuditEntries, noAuditFilter } from "#app/audit/audit-log.server.ts";
import { accountOf, auditActionLabels, whoDidIt } from "#app/audit/audit-text.server.ts";
import * as staffRoute from "#app/routes/admin/staff.tsx";
import * as applicantsRoute from "#app/routes/admin/applicants.tsx";
import * as equalityRoute from "#app/routes/admin/applicants-equality.tsx";

// The recruiter permission (issue 27) through the staff pages' own route modules and the real guard (the /admin
// layout's middleware, on the session cookie): an admin gives and removes it on /admin/staff, each audited naming who
// did what to whom; a staff member cannot post it (403, nothing changes); a recruiter who is not an admin reaches the
// applicants and not the admins' pages, equality monitoring's counts included. On SQLite and PostgreSQL.

type RouteArgs = { request: Request; context: RouterContextProvider; params: Record<string, string> };

describe.each(dialects)("the recruiter permission on %s", (dialect) => {
  const site = useSiteDatabase(dialect, { SITE_SECRET: "recruiter-test-secret-0123456789ab" });
  const db = () => site().database.db;

  /** An enrolled account with a full session: its id and its session cookie. */
  async function signedIn(email: string, role: "admin" | "staff") {
    const keys = await authKeys(site().database);
    const account = await insertStaffAccount(db(), keys, { email, passwordHash: null, role, enrolled: true });
    const token = await createSession(db(), account.id, { secondFactor: true, now: new Date() });
    return { id: account.id, cookie: `${SESSION_COOKIE}=${token}` };
  }

  /** A request to a staff route as the browser sends it: the layout's guard first, then the route's loader or action. */
  async function asStaff(
    cookie: string,
    path: string,
    run: (args: RouteArgs) => unknown,
    form?: Record<string, string>,
  ): Promise<ReturnType<typeof answerOfCall>> {
    const request = new Request(new URL(path, "https://care.example.org"), {
      method: form ? "POST" : "GET",
      headers: { cookie, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    const context = new RouterContextProvider();
    return answerOfCall(async () => {
      await staffMiddleware({ request, url: new URL(request.url), pattern: "/admin", params: {}, context }, () =>
        Promise.resolve(new Response()),
      );
      const answer = await run({ request, context, params: {} });
      // A loader's plain object is a 200 with that body.
      return answer instanceof Response || (answer as { init?: unknown }).init !== undefined ? answer : data(answer);
    });
  }
  const recruiterFlag = async (id: number) =>
    Boolean(
      Number(
        (await db().selectFrom("staff_accounts").select("recruiter").where("id", "=", id).executeTakeFirstOrThrow())
          .recruiter,
      ),
    );

  it("an admin gives it (audited: who, what, to whom); the recruiter then sees applicants but no admin page", async () => {
    const admin = await signedIn(`admin-${dialect}@example.org`, "admin");
    const carer = await signedIn(`carer-${dialect}@example.org`, "staff");
    const post = (cookie: string, recruiter: "yes" | "no") =>
      asStaff(cookie, "/admin/staff", (args) => staffRoute.action(args as never), {
        intent: "recruiter",
        account: String(carer.id),
        recruiter,
      });

    // Before: enquiries only.
    expect((await asStaff(carer.cookie, "/admin/applicants", (a) => applicantsRoute.loader(a as never))).status).toBe(
      403,
    );

    expect(await post(admin.cookie, "yes")).toMatchObject({
      status: 200,
      data: { status: "done", message: expect.stringContaining("Recruiter permission given") },
    });
    expect(await recruiterFlag(carer.id)).toBe(true);
    const [granted] = (await listAuditEntries(db(), { ...noAuditFilter, action: "recruiter-granted" })).entries;
    expect(granted).toMatchObject({ actorId: admin.id, accountId: carer.id });
    expect([auditActionLabels[granted!.action], whoDidIt(granted!), accountOf(granted!)]).toEqual([
      "Recruiter permission given (sees job applicants)",
      `admin-${dialect}@example.org`,
      `carer-${dialect}@example.org`,
    ]);
    // The same button posted again changes nothing and audits nothing more.
    await post(admin.cookie, "yes");
    expect((await listAuditEntries(db(), { ...noAuditFilter, action: "recruiter-granted" })).entries).toHaveLength(1);

    // Now a recruiter: the applicants' inbox opens, in the same session (no new sign-in needed).
    const inbox = await asStaff(carer.cookie, "/admin/applicants", (a) => applicantsRoute.loader(a as never));
    expect(inbox).toMatchObject({ status: 200, data: { rows: [], seesEquality: false } });
    // ...but not the admins' pages: staff accounts, and equality monitoring's counts (those who shortlist never see them).
    const staffPage = await asStaff(carer.cookie, "/admin/staff", (a) => staffRoute.loader(a as never));
    expect(staffPage).toMatchObject({ status: 403, data: { title: "This page is for admins" } });
    const equality = await asStaff(carer.cookie, "/admin/applicants/equality", (a) => equalityRoute.loader(a as never));
    expect(equality).toMatchObject({ status: 403, data: { title: "This page is for admins" } });
    // An admin does see the counts (none yet: fewer than 5).
    const counts = await asStaff(admin.cookie, "/admin/applicants/equality", (a) => equalityRoute.loader(a as never));
    expect(counts).toMatchObject({ status: 200, data: { report: { responses: "fewer-than-5" } } });

    // A recruiter who is not an admin cannot give or remove the permission (their own or anyone's).
    const other = await signedIn(`other-${dialect}@example.org`, "staff");
    for (const [cookie, account] of [
      [carer.cookie, other.id],
      [carer.cookie, carer.id],
      [other.cookie, carer.id],
    ] as const) {
      const refused = await asStaff(cookie, "/admin/staff", (a) => staffRoute.action(a as never), {
        intent: "recruiter",
        account: String(account),
        recruiter: account === carer.id ? "no" : "yes",
      });
      expect(refused).toMatchObject({ status: 403, data: { title: "This page is for admins" } });
    }
    expect([await recruiterFlag(carer.id), await recruiterFlag(other.id)]).toEqual([true, false]);
    expect((await listAuditEntries(db(), { ...noAuditFilter, action: "recruiter-removed" })).entries).toEqual([]);

    // Removed by an admin: audited, and the applicants are closed to them at once.
    expect(await post(admin.cookie, "no")).toMatchObject({
      status: 200,
      data: { status: "done", message: expect.stringContaining("Recruiter permission removed") },
    });
    const [removed] = (await listAuditEntries(db(), { ...noAuditFilter, action: "recruiter-removed" })).entries;
    expect(removed).toMatchObject({ actorId: admin.id, accountId: carer.id });
    const closed = await asStaff(carer.cookie, "/admin/applicants", (a) => applicantsRoute.loader(a as never));
    expect(closed).toMatchObject({ status: 403, data: { title: "This page is for recruiters" } });
  });

  it("a disabled account or a request not yet approved cannot be given it; the last admin rule still holds", async () => {
    const admin = await signedIn(`admin2-${dialect}@example.org`, "admin");
    const keys = await authKeys(site().database);
    const make = (email: string, state: "disabled" | "pending") =>
      insertStaffAccount(db(), keys, { email, passwordHash: null, state });
    const disabled = await make(`gone-${dialect}@example.org`, "disabled");
    const pending = await make(`asking-${dialect}@example.org`, "pending");
    for (const [id, message] of [
      [disabled.id, "That account is disabled: enable it first."],
      [pending.id, "That request has not been approved yet: approve it (or refuse it) first."],
    ] as const) {
      const refused = await asStaff(admin.cookie, "/admin/staff", (a) => staffRoute.action(a as never), {
        intent: "recruiter",
        account: String(id),
        recruiter: "yes",
      });
      expect(refused).toMatchObject({ status: 409, data: { status: "refused", message } });
      expect(await recruiterFlag(id)).toBe(false);
    }
    // A value that is neither yes nor no is a 400 that changes nothing.
    const bad = await asStaff(admin.cookie, "/admin/staff", (a) => staffRoute.action(a as never), {
      intent: "recruiter",
      account: String(admin.id),
      recruiter: "maybe",
    });
    expect(bad.status).toBe(400);
    // The last active admin, a recruiter too, still cannot be made staff: the permission leaves that rule alone.
    const grantSelf = await asStaff(admin.cookie, "/admin/staff", (a) => staffRoute.action(a as never), {
      intent: "recruiter",
      account: String(admin.id),
      recruiter: "yes",
    });
    expect(grantSelf).toMatchObject({ status: 200, data: { status: "done" } });
    await db()
      .updateTable("staff_accounts")
      .set({ state: "disabled" })
      .where("role", "=", "admin")
      .where("id", "!=", admin.id)
      .execute();
    const demote = await asStaff(admin.cookie, "/admin/staff", (a) => staffRoute.action(a as never), {
      intent: "role",
      account: String(admin.id),
      role: "staff",
    });
    expect(demote).toMatchObject({
      status: 409,
      data: { message: expect.stringContaining("at least one active admin") },
    });
  });
});
