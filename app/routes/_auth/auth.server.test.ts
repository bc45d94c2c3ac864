import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { answerOfCall, signedInStaff, testKeys, testLimits } from "#tests/support/route-actions.ts";
import { authMessages } from "#app/auth/messages.ts";
import { hashPassword } from "#app/auth/password.server.ts";
import { SESSION_COOKIE, createSession } from "#app/auth/sessions.server.ts";
import type { AuthDeps } from "#app/auth/sign-in.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { authAction, authPage } from "#app/routes/_auth/auth.server.ts";

// The sign-in page's work: its two forms read by one schema (anything else a 400 that changes nothing), each answer
// with its status, the tab it came from and the address typed, and the "Error: " title flag for a refusal.

const PASSWORD = "tea at four! tea at four!";

describe.each(dialects)("the sign-in page on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;
  const deps = async (): Promise<AuthDeps> => ({ database: current().database, keys: testKeys, limits: testLimits });
  let counter = 0;
  /** Each test its own client address, so the throttles of one test do not reach another. */
  const post = (fields: Record<string, string>, path = "/auth") =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "user-agent": `test ${++counter}` },
    });
  const act = async (
    fields: Record<string, string>,
    options: { path?: string; deps?: () => Promise<AuthDeps> } = {},
  ) => {
    const context = new RouterContextProvider();
    const answer = await answerOfCall(() =>
      authAction({ request: post(fields, options.path), context }, options.deps ?? deps),
    );
    return { ...answer, marked: hasFormErrors(context) };
  };
  const staffCount = async () => (await db().selectFrom("staff_accounts").select("id").execute()).length;

  it("answers a post that is neither of its forms with a 400 in plain words, and changes nothing", async () => {
    const before = await staffCount();
    for (const fields of <Record<string, string>[]>[
      {},
      { intent: "" },
      { intent: "delete-everyone", email: "someone@example.com" },
      { intent: "LOGIN", email: "someone@example.com", password: PASSWORD },
      { intent: "Sign-up", email: "new@example.com", password: PASSWORD, "confirm-password": PASSWORD },
    ]) {
      const answer = await act(fields);
      expect([fields, answer.status, answer.data]).toMatchObject([
        fields,
        400,
        { title: "Your form could not be read" },
      ]);
    }
    expect(await staffCount()).toBe(before);
  });

  it("asks for both fields of the Login form, keeping the address typed", async () => {
    const answer = await act({ intent: "login", email: " someone@example.com " });
    expect(answer).toMatchObject({
      status: 400,
      marked: true,
      data: {
        intent: "login",
        status: "problem",
        message: authMessages.fillInAll,
        errors: { password: authMessages.passwordMissing },
        email: " someone@example.com ",
      },
    });
  });

  it("refuses a wrong password with a 401 and goes on to the second factor with the right one", async () => {
    const staff = await signedInStaff(current(), "staff", new Date(), await hashPassword(PASSWORD));
    const email = staff.session.account.email;
    const wrong = await act({ intent: "login", email, password: "not the password at all" });
    expect(wrong).toMatchObject({
      status: 401,
      marked: true,
      data: { intent: "login", message: authMessages.invalidCredentials, email },
    });
    const right = await act({ intent: "login", email, password: PASSWORD }, { path: "/auth?returnTo=/admin/staff" });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/auth/verify?returnTo=%2Fadmin%2Fstaff");
    expect(right.headers.get("set-cookie")).toContain(`${SESSION_COOKIE}=`);
  });

  it("gives an address with a hidden character back without it, as a 400 on the tab it came from", async () => {
    const answer = await act({ intent: "sign-up", email: "new\u0000@example.com", password: PASSWORD });
    expect(answer).toMatchObject({
      status: 400,
      marked: true,
      data: { intent: "sign-up", status: "problem", email: "new@example.com", errors: { email: expect.any(String) } },
    });
  });

  it("makes a request for access, clearing the form, and refuses one that does not check out", async () => {
    const email = `asking-${Date.now()}@example.com`;
    const fields = {
      intent: "sign-up",
      name: "Sam Patel",
      email,
      reason: "New care coordinator",
      password: PASSWORD,
      "confirm-password": PASSWORD,
    };
    const made = await act(fields);
    expect(made).toMatchObject({ status: 200, marked: false, data: { intent: "sign-up", status: "requested" } });
    expect(made.data).not.toHaveProperty("email");
    const row = await db().selectFrom("staff_accounts").select("state").where("email", "=", email).execute();
    expect(row).toEqual([{ state: "pending" }]);
    const refused = await act({ ...fields, "confirm-password": "something else entirely" });
    expect(refused).toMatchObject({ status: 400, marked: true, data: { intent: "sign-up", status: "problem", email } });
    // The name and reason typed come back with a refusal, with an error for each that does not check out.
    const noReason = await act({ ...fields, email: `other-${email}`, reason: " ", name: "Sam" });
    expect(noReason).toMatchObject({
      status: 400,
      data: { name: "Sam", reason: " ", errors: { reason: authMessages.reasonMissing } },
    });
  });

  it("says what went wrong, as a 500 on the form, when the database cannot be reached", async () => {
    const down = async (): Promise<AuthDeps> => {
      throw new Error("connection refused");
    };
    const answer = await act({ intent: "login", email: "someone@example.com", password: PASSWORD }, { deps: down });
    expect(answer).toMatchObject({
      status: 500,
      marked: true,
      data: { intent: "login", status: "problem", message: authMessages.unexpected, email: "someone@example.com" },
    });
  });

  it("shows the tab and the notice asked for, and sends someone signed in straight on", async () => {
    const page = (path: string, cookie?: string) =>
      authPage(
        {
          request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
          context: new RouterContextProvider(),
        },
        deps,
      );
    expect(await page("/auth?tab=sign-up&ended=idle")).toEqual({
      tab: "sign-up",
      notice: authMessages.idle,
      hasErrors: false,
    });
    expect(await page("/auth?signed-out")).toMatchObject({ tab: "login", notice: authMessages.loggedOut });
    const staff = await signedInStaff(current(), "staff", new Date());
    const token = await createSession(db(), staff.session.account.id, { secondFactor: true, now: new Date() });
    const signedIn = await answerOfCall(() => page("/auth?returnTo=/admin/audit", `${SESSION_COOKIE}=${token}`));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin/audit");
  });
});
