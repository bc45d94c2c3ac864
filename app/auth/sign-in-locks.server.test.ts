import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { hashPassword } from "#app/auth/password.server.ts";
import { createSession, validateSession } from "#app/auth/sessions.server.ts";
import { clearSignInLock, signInLocksOf } from "#app/auth/sign-in-locks.server.ts";
import { signInWithPassword, trySecondFactor, type AuthDeps } from "#app/auth/sign-in.server.ts";
import { testKeys as keys } from "#tests/support/route-actions.ts";

// An admin sees whose sign-in is locked and clears it: the address's lock and the second factor's, in one transaction
// with the audit entry; nothing else's.

const PASSWORD = "correct horse battery staple";
const limits = { idleMinutes: 30, sessionHours: 12 };
const SECOND = 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe.each(dialects)("sign-in locks on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const deps = (): AuthDeps => ({ database: current().database, keys, limits });
  const db = () => current().database.db;
  let counter = 0;
  const newStart = () => new Date(Date.UTC(2026, 10, 21) + ++counter * 48 * 3_600_000);
  let hash: string | undefined;
  async function account(role: "admin" | "staff" = "staff") {
    hash ??= await hashPassword(PASSWORD);
    return insertStaffAccount(db(), keys, {
      email: `locked${++counter}@example.com`,
      passwordHash: hash,
      role,
      enrolled: true,
    });
  }
  async function sessionOf(id: number, now: Date) {
    const { session } = await validateSession(
      db(),
      await createSession(db(), id, { secondFactor: true, now }),
      limits,
      now,
    );
    return session!;
  }
  const signIn = (email: string, password: string, now: Date) =>
    signInWithPassword(deps(), { email, password, clientAddress: `192.0.2.${counter}`, now });

  it("lists the locked accounts with the end of their lock, clears one (audited) and leaves the others locked", async () => {
    const start = newStart();
    const admin = await account("admin");
    const actor = await sessionOf(admin.id, start);
    const [first, second, free] = [await account(), await account(), await account()];
    for (const person of [first, second]) {
      for (let attempt = 0; attempt < 5; attempt++)
        await signIn(person.email, "not the password at all", at(start, attempt * 10 * SECOND));
    }
    // The second factor's lock counts too.
    for (let attempt = 0; attempt < 5; attempt++)
      await trySecondFactor(
        deps(),
        free.id,
        { clientAddress: null, now: at(start, attempt * 10 * SECOND) },
        async () => null,
      );
    const now = at(start, 41 * SECOND);
    const locks = await signInLocksOf(db(), keys, [first, second, free, admin], now);
    expect([...locks.keys()].sort()).toEqual([first.id, second.id, free.id].sort());
    expect(locks.get(first.id)!.toISOString()).toBe(at(start, 40 * SECOND + 15 * 60 * SECOND).toISOString());

    expect(await signIn(first.email, PASSWORD, now)).toMatchObject({ kind: "blocked" });
    expect(await clearSignInLock(deps(), actor, first.id, now)).toEqual({ kind: "cleared", email: first.email });
    expect(await clearSignInLock(deps(), actor, free.id, now)).toEqual({ kind: "cleared", email: free.email });
    expect((await signIn(first.email, PASSWORD, now)).kind).toBe("second-factor");
    expect(await signIn(second.email, PASSWORD, now)).toMatchObject({ kind: "blocked" });
    expect([...(await signInLocksOf(db(), keys, [first, second, free], now)).keys()]).toEqual([second.id]);

    const entries = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "sign-in-lock-cleared")
      .where("account_id", "=", first.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, account_id: first.id });
  }, 60_000);

  it("shows the later end when both of an account's counters are locked, whichever counter locked last", async () => {
    const start = newStart();
    const failPasswords = async (email: string, from: Date) => {
      for (let attempt = 0; attempt < 5; attempt++)
        await signIn(email, "not the password at all", at(from, attempt * 10 * SECOND));
    };
    const failCodes = async (id: number, from: Date) => {
      for (let attempt = 0; attempt < 5; attempt++)
        await trySecondFactor(
          deps(),
          id,
          { clientAddress: null, now: at(from, attempt * 10 * SECOND) },
          async () => null,
        );
    };
    // Each account's address is locked before its second factor, so the later lock is read first for one account and
    // second for the other.
    const [addressLater, codeLater] = [await account(), await account()];
    await failPasswords(addressLater.email, at(start, 60 * SECOND));
    await failCodes(addressLater.id, start);
    await failPasswords(codeLater.email, start);
    await failCodes(codeLater.id, at(start, 60 * SECOND));

    const locks = await signInLocksOf(db(), keys, [addressLater, codeLater], at(start, 101 * SECOND));
    const laterEnd = at(start, 100 * SECOND + 15 * 60 * SECOND).toISOString();
    expect(locks.get(addressLater.id)?.toISOString()).toBe(laterEnd);
    expect(locks.get(codeLater.id)?.toISOString()).toBe(laterEnd);
  }, 60_000);

  it("lists no locks for no accounts", async () => {
    // Without the early return the query would hold `key in ()`, which PostgreSQL refuses.
    expect(await signInLocksOf(db(), keys, [], newStart())).toEqual(new Map());
  });

  it("refuses an account that is gone, and writes no audit entry for it", async () => {
    const now = newStart();
    const admin = await account("admin");
    expect(await clearSignInLock(deps(), await sessionOf(admin.id, now), 999_999, now)).toMatchObject({
      kind: "refused",
    });
    expect(
      await db()
        .selectFrom("audit_log")
        .select("id")
        .where("action", "=", "sign-in-lock-cleared")
        .where("account_id", "=", 999_999)
        .execute(),
    ).toEqual([]);
  });
});
