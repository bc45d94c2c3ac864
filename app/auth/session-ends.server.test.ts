import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { AUDIT_INSERT_REFUSED, withAuditRefused } from "#tests/support/refuse-audit.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import {
  endOwnSessions,
  endSessionsOfAccount,
  signOut,
  signOutEveryoneElse,
  type OwnSessions,
} from "#app/auth/session-ends.server.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { createSession, sessionIdOf, validateSession, type StaffSession } from "#app/auth/sessions.server.ts";
import type { AuthDeps } from "#app/auth/sign-in.server.ts";
import { testKeys as keys } from "#tests/support/route-actions.ts";

// Ending sessions: each deletion and its audit entry commit together (ADR 0008). When the entry cannot be written,
// every session is still open afterwards.

const limits = { idleMinutes: 30, sessionHours: 12 };

describe.each(dialects)("ending sessions on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const deps = (): AuthDeps => ({ database: current().database, keys, limits });
  const db = () => current().database.db;
  let counter = 0;
  const now = new Date(Date.UTC(2026, 10, 21, 9));
  const attempt = { clientAddress: "192.0.2.7", now };

  /** An account with `sessions` full sessions; the first is the one "in use". */
  async function person(sessions: number) {
    const { id } = await insertStaffAccount(db(), keys, {
      email: `person${++counter}@example.com`,
      passwordHash: null,
      enrolled: true,
    });
    const tokens: string[] = [];
    for (let i = 0; i < sessions; i++) tokens.push(await createSession(db(), id, { secondFactor: true, now }));
    const { session } = await validateSession(db(), tokens[0]!, limits, now);
    return { id, tokens, session: session as StaffSession };
  }
  const openIds = async (accountId: number) =>
    (
      await db().selectFrom("staff_sessions").select("id").where("account_id", "=", accountId).orderBy("id").execute()
    ).map((row) => row.id);
  const auditOf = (action: string, accountId: number) =>
    db()
      .selectFrom("audit_log")
      .select(["actor_id", "details"])
      .where("action", "=", action)
      .where("account_id", "=", accountId)
      .execute();

  /** `end` fails while audit entries are refused, and every session of `accounts` is still open; then it works. */
  async function undoneWithoutItsEntry(accountIds: number[], end: () => Promise<unknown>) {
    const before = await Promise.all(accountIds.map(openIds));
    await expect(withAuditRefused(current().database, end)).rejects.toThrow(AUDIT_INSERT_REFUSED);
    expect(await Promise.all(accountIds.map(openIds))).toEqual(before);
    await end();
  }

  it("logout: the session ends with a `sign-out` entry, or not at all", async () => {
    const { id, tokens, session } = await person(2);
    await undoneWithoutItsEntry([id], () => signOut(deps(), session, attempt));
    expect(await openIds(id)).toEqual([sessionIdOf(tokens[1]!)]);
    expect(await auditOf("sign-out", id)).toHaveLength(1);
  });

  it.each<[string, OwnSessions["kind"], string, number]>([
    ["every one", "everywhere", "sign-out-everywhere", 0],
    ["every other one", "others", "sessions-ended", 1],
    ["one other", "one", "sessions-ended", 2],
  ])("My account, %s: the sessions end with their entry, or none does", async (_, kind, action, left) => {
    const { id, tokens, session } = await person(3);
    const which: OwnSessions = kind === "one" ? { kind, id: sessionIdOf(tokens[2]!) } : { kind };
    await undoneWithoutItsEntry([id], () => endOwnSessions(deps(), session, which, attempt));
    expect(await openIds(id)).toHaveLength(left);
    const entries = await auditOf(action, id);
    expect(entries).toHaveLength(1);
    expect(jsonObjectOf(entries[0]!.details)).toEqual({ sessions: 3 - left });
  });

  it("an admin ends one person's sessions: with a `sessions-ended` entry, or not at all", async () => {
    const admin = await person(1);
    const other = await person(2);
    await undoneWithoutItsEntry([other.id], () =>
      endSessionsOfAccount(current().database, admin.session, other.id, now),
    );
    expect(await openIds(other.id)).toEqual([]);
    expect(await auditOf("sessions-ended", other.id)).toMatchObject([{ actor_id: admin.id }]);
  });

  it("an admin signs everyone else out: with an `everyone-signed-out` entry, or nobody is", async () => {
    const admin = await person(2);
    const others = [await person(1), await person(2)];
    const ids = [admin.id, ...others.map((other) => other.id)];
    await undoneWithoutItsEntry(ids, () => signOutEveryoneElse(current().database, admin.session, now));
    expect(await openIds(admin.id)).toEqual([admin.session.id]);
    for (const other of others) expect(await openIds(other.id)).toEqual([]);
  });

  /** What the browser holding `token` is told on its next request (why its session is over, or that it is open). */
  const endOf = async (token: string) => {
    const result = await validateSession(db(), token, limits, now);
    return result.session ? "open" : { end: result.end, accountId: result.accountId };
  };

  it.each<[string, (id: string) => string]>([
    ["empty", () => ""],
    ["in capitals", (id) => id.toUpperCase()],
    ["one digit short", (id) => id.slice(1)],
    // PostgreSQL refuses a NUL in text with an error: such an id must never reach the database.
    ["with a NUL before it", (id) => `\u0000${id}`],
    ["with a NUL after it", (id) => `${id}\u0000`],
  ])("My account, one other, by an id %s: none ends, and the entry says so", async (_, idOf) => {
    const { id, tokens, session } = await person(2);
    const ended = await endOwnSessions(deps(), session, { kind: "one", id: idOf(sessionIdOf(tokens[1]!)) }, attempt);
    expect(ended).toBe(0);
    expect(await openIds(id)).toHaveLength(2);
    const entries = await auditOf("sessions-ended", id);
    expect(entries).toMatchObject([{ actor_id: id }]);
    expect(jsonObjectOf(entries[0]!.details)).toEqual({ sessions: 0 });
  });

  it.each<[string, "everywhere" | "others"]>([
    ["every one", "everywhere"],
    ["every other one", "others"],
  ])("My account, %s: the other browsers are told they were signed out everywhere", async (_, kind) => {
    const { id, tokens, session } = await person(3);
    await endOwnSessions(deps(), session, { kind }, attempt);
    for (const token of tokens.slice(1)) expect(await endOf(token)).toEqual({ end: "everywhere", accountId: id });
    // The one that asked was told already (or stays signed in): nothing more is said to it.
    expect(await endOf(tokens[0]!)).toEqual(kind === "others" ? "open" : { end: "none", accountId: undefined });
  });

  it("an admin ends another person's sessions: they are told an admin did, and the entry counts them", async () => {
    const admin = await person(2);
    const other = await person(2);
    expect(await endSessionsOfAccount(current().database, admin.session, other.id, now)).toBe(2);
    for (const token of other.tokens) expect(await endOf(token)).toEqual({ end: "admin", accountId: other.id });
    // The admin's own sessions are not touched.
    expect(await openIds(admin.id)).toHaveLength(2);
    const entries = await auditOf("sessions-ended", other.id);
    expect(entries).toMatchObject([{ actor_id: admin.id }]);
    expect(jsonObjectOf(entries[0]!.details)).toEqual({ sessions: 2 });
  });

  it("an admin ends their own sessions on the staff page: all but the one in use", async () => {
    const admin = await person(3);
    expect(await endSessionsOfAccount(current().database, admin.session, admin.id, now)).toBe(2);
    expect(await openIds(admin.id)).toEqual([admin.session.id]);
    expect(await endOf(admin.tokens[0]!)).toBe("open");
    for (const token of admin.tokens.slice(1))
      expect(await endOf(token)).toEqual({ end: "admin", accountId: admin.id });
    const entries = await auditOf("sessions-ended", admin.id);
    expect(entries).toMatchObject([{ actor_id: admin.id }]);
    expect(jsonObjectOf(entries[0]!.details)).toEqual({ sessions: 2 });
  });

  it("an admin signs everyone else out: one `everyone-signed-out` entry, by them, for no one account, with the count", async () => {
    const admin = await person(2);
    const others = [await person(1), await person(2)];
    // Earlier tests' sessions share the database: everyone else's are counted as they are.
    const { count } = await db()
      .selectFrom("staff_sessions")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("id", "!=", admin.session.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThanOrEqual(4);
    expect(await signOutEveryoneElse(current().database, admin.session, now)).toBe(Number(count));
    for (const other of others) {
      for (const token of other.tokens) expect(await endOf(token)).toEqual({ end: "admin", accountId: other.id });
    }
    const entries = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "account_id", "details"])
      .where("action", "=", "everyone-signed-out")
      .where("actor_id", "=", admin.id)
      .execute();
    expect(entries).toMatchObject([{ action: "everyone-signed-out", actor_id: admin.id, account_id: null }]);
    expect(jsonObjectOf(entries[0]!.details)).toEqual({ sessions: Number(count) });
  });
});
