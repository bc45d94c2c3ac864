import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { answerOfCall, signedInStaff, testKeys } from "#tests/support/route-actions.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { createSession } from "#app/auth/sessions.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { confirmPage, staffAction, staffPage } from "#app/routes/admin/staff.server.ts";

// The staff accounts page's work: each button's intent read by one schema (anything else a 400 that changes nothing),
// and each answer with its status and, for a refusal, the "Error: " title flag.

const NOW = new Date(Date.UTC(2026, 10, 21, 10));

describe.each(dialects)("the staff accounts page on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;
  let counter = 0;
  const account = (options: Parameters<typeof insertStaffAccount>[2] extends infer A ? Partial<A> : never = {}) =>
    insertStaffAccount(db(), testKeys, { passwordHash: null, email: `person${++counter}@example.com`, ...options });
  const admin = () => signedInStaff(current(), "admin", NOW);
  const act = async (fields: Record<string, string>) => {
    const context = new RouterContextProvider();
    const staff = await admin();
    const answer = await answerOfCall(() => staffAction(staff, new URLSearchParams(fields), context, NOW));
    return { ...answer, marked: hasFormErrors(context), staff };
  };
  const audit = (action: string) => db().selectFrom("audit_log").select("id").where("action", "=", action).execute();

  it("answers a post that is none of its buttons with a 400 in plain words, and changes nothing", async () => {
    const pending = await account({ state: "pending" });
    for (const fields of <Record<string, string>[]>[
      {},
      { intent: "delete-everyone" },
      { intent: "approve" },
      { intent: "approve", account: "0" },
      { intent: "approve", account: "x1" },
      { intent: "role", account: String(pending.id), role: "owner" },
      { intent: "invite", email: "someone@example.com" },
    ]) {
      const answer = await act(fields);
      expect([fields, answer.status, answer.data]).toMatchObject([
        fields,
        400,
        { title: "Your form could not be read" },
      ]);
    }
    const row = await db().selectFrom("staff_accounts").select("state").where("id", "=", pending.id).execute();
    expect(row).toEqual([{ state: "pending" }]);
  });

  it("approves a request and says so, with its audit row", async () => {
    const pending = await account({ state: "pending" });
    const answer = await act({ intent: "approve", account: String(pending.id) });
    expect(answer).toMatchObject({
      status: 200,
      marked: false,
      data: { status: "done", message: expect.stringContaining("Request approved") },
    });
    expect(await audit("access-approved")).toHaveLength(1);
  });

  it("changes a role to the one chosen", async () => {
    const member = await account();
    const answer = await act({ intent: "role", account: String(member.id), role: "admin" });
    expect(answer.data).toMatchObject({ status: "done", message: expect.stringContaining("Role changed") });
    const row = await db().selectFrom("staff_accounts").select("role").where("id", "=", member.id).execute();
    expect(row).toEqual([{ role: "admin" }]);
  });

  it("refuses what the accounts module refuses (409), marking the page's title", async () => {
    const answer = await act({ intent: "password-reset", account: "999999" });
    expect(answer).toMatchObject({ status: 409, marked: true, data: { status: "refused" } });
    const lock = await act({ intent: "clear-lock", account: "999999" });
    expect(lock).toMatchObject({ status: 409, marked: true, data: { status: "refused" } });
  });

  it("resetting the app of an account that is not there is a 404", async () => {
    const answer = await act({ intent: "reset-mfa", account: "999999" });
    expect(answer).toMatchObject({
      status: 404,
      marked: true,
      data: { status: "refused", message: "That account could not be found." },
    });
  });

  it("resets an enrolled account's app", async () => {
    const member = await account({ enrolled: true });
    const answer = await act({ intent: "reset-mfa", account: String(member.id) });
    expect(answer.data).toMatchObject({ status: "done", message: expect.stringContaining("Authenticator app reset") });
  });

  it("makes a password-reset link and an invitation link, on the site's address", async () => {
    const member = await account();
    const reset = await act({ intent: "password-reset", account: String(member.id) });
    expect(reset.data).toMatchObject({
      status: "reset-link",
      email: member.email,
      link: expect.stringContaining("/auth/invite/"),
    });
    const invite = await act({ intent: "invite", email: " new@example.com ", role: "admin" });
    expect(invite.data).toMatchObject({
      status: "invited",
      email: "new@example.com",
      link: expect.stringContaining("/auth/invite/"),
    });
  });

  it("gives an invitation with a hidden character back without it, as a 400 with the field's error", async () => {
    const answer = await act({ intent: "invite", email: "new\u0000@example.com", role: "admin" });
    expect(answer).toMatchObject({
      status: 400,
      marked: true,
      data: { status: "invalid", email: "new@example.com", role: "admin", errors: { email: expect.any(String) } },
    });
    const refused = await act({ intent: "invite", email: "", role: "staff" });
    expect(refused).toMatchObject({ status: 400, data: { status: "invalid", email: "", role: "staff" } });
  });

  it("ends one person's sessions and everyone else's, counting them", async () => {
    const member = await account();
    await createSession(db(), member.id, { secondFactor: true, now: NOW });
    const one = await act({ intent: "end-sessions", account: String(member.id) });
    expect(one.data).toEqual({ status: "done", message: "Signed out: 1 session ended." });
    const again = await act({ intent: "end-sessions", account: String(member.id) });
    expect(again.data).toEqual({ status: "done", message: "Signed out: 0 sessions ended." });
    const everyone = await act({ intent: "sign-out-everyone" });
    expect(everyone.data).toMatchObject({
      status: "done",
      message: expect.stringMatching(/^Everyone else has been signed out \(\d+ sessions? ended\)\.$/),
    });
  });

  it("lists open invitations with who made them and when they expire; Resend makes a new link, the old stops working", async () => {
    const made = await act({ intent: "invite", email: "asked@example.com", role: "staff" });
    const first = (made.data as { link: string }).link;
    const listed = await staffPage(made.staff, new RouterContextProvider(), NOW);
    const asked = (invites: { email: string }[]) => invites.filter((invite) => invite.email === "asked@example.com");
    expect(asked(listed.invites)).toEqual([
      {
        email: "asked@example.com",
        role: "staff",
        invitedBy: made.staff.session.account.email,
        createdAt: "21 Nov 2026, 10:00",
        expiresAt: "24 Nov 2026, 10:00",
      },
    ]);
    const hashes = async () =>
      (await db().selectFrom("staff_invites").select("id").where("email", "=", "asked@example.com").execute()).map(
        (row) => row.id,
      );
    const before = await hashes();

    const resent = await act({ intent: "resend-invite", email: "asked@example.com" });
    expect(resent).toMatchObject({
      status: 200,
      data: {
        status: "invited",
        again: true,
        email: "asked@example.com",
        link: expect.stringContaining("/auth/invite/"),
      },
    });
    expect((resent.data as { link: string }).link).not.toBe(first);
    const after = await hashes();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect(await audit("invite-resent")).toHaveLength(1);

    const revoked = await act({ intent: "revoke-invite", email: "asked@example.com" });
    expect(revoked.data).toMatchObject({ status: "done", message: expect.stringContaining("Invitation revoked") });
    expect(await hashes()).toEqual([]);
    expect(await audit("invite-revoked")).toHaveLength(1);
    expect(asked((await staffPage(made.staff, new RouterContextProvider(), NOW)).invites)).toEqual([]);

    // Nothing open any more: both refuse with 404 and write no audit row.
    for (const intent of ["resend-invite", "revoke-invite"]) {
      expect(await act({ intent, email: "asked@example.com" })).toMatchObject({ status: 404, marked: true });
    }
    expect(await audit("invite-revoked")).toHaveLength(1);
  });

  it("asks before disabling, resetting the app and signing out, on a page naming the account; anything else is a 404", async () => {
    const staff = await admin();
    const member = await account();
    const ask = (query: string) => confirmPage(staff, new URL(`http://localhost/admin/staff/confirm?${query}`));
    expect(await ask(`action=disable&account=${member.id}`)).toMatchObject({
      intent: "disable",
      account: member.id,
      title: `Disable ${member.email}?`,
      button: "Disable account",
    });
    expect(await ask(`action=reset-mfa&account=${member.id}`)).toMatchObject({ intent: "reset-mfa" });
    expect(await ask(`action=end-sessions&account=${member.id}`)).toMatchObject({
      title: `Sign ${member.email} out everywhere?`,
    });
    expect(await ask("action=sign-out-everyone")).toMatchObject({ account: null, title: "Sign everyone else out?" });
    const pending = await account({ state: "pending" });
    for (const query of [
      "",
      "action=delete",
      "action=disable",
      "action=disable&account=999999",
      `action=disable&account=${pending.id}`,
    ]) {
      const thrown = await ask(query).then(
        () => null,
        (error: unknown) => error,
      );
      expect([query, thrown]).toMatchObject([query, { init: { status: 404 } }]);
    }
  });

  it("lists every account with its dates in UK time and who is looking", async () => {
    const staff = await admin();
    const context = new RouterContextProvider();
    const page = await staffPage(staff, context, NOW);
    expect(page.me).toBe(staff.session.account.id);
    expect(page.hasErrors).toBe(false);
    expect(page.accounts.find((row) => row.id === staff.session.account.id)).toMatchObject({
      createdAt: "1 Jan 1970, 01:00",
      lastSignInAt: null,
      lockedUntil: null,
    });
  });
});
