import { generateHOTP } from "@oslojs/otp";
import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { throttleKey } from "#app/auth/auth-keys.server.ts";
import { hashPassword } from "#app/auth/password.server.ts";
import { hashRecoveryCode } from "#app/auth/recovery-codes.server.ts";
import { openSecret } from "#app/security/secret-box.server.ts";
import { confirmEnrolment, pendingTotpKey, renewRecoveryCodes, resetMfa } from "#app/auth/mfa.server.ts";
import { createSession, sessionIdOf, validateSession, type StaffSession } from "#app/auth/sessions.server.ts";
import { confirmSecondFactor, signInWithSecondFactor, type AuthDeps } from "#app/auth/sign-in.server.ts";
import { totpStep } from "#app/auth/totp.server.ts";
import { testKeys as keys } from "#tests/support/route-actions.ts";

// Enrolment in MFA (the key kept sealed until a first code confirms it, ten recovery codes kept as hashes, the
// half-session made full), new recovery codes, and the reset for a lost phone.

const limits = { idleMinutes: 30, sessionHours: 12 };
const SECOND = 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const codeAt = (key: Uint8Array, now: Date, drift = 0) => generateHOTP(key, BigInt(totpStep(now) + drift), 6);
/** A six-digit code that is not `key`'s for any step near `now`. */
const wrongCode = (key: Uint8Array, now: Date) => {
  const near = new Set([-1, 0, 1].map((drift) => codeAt(key, now, drift)));
  return ["000000", "111111", "222222", "333333"].find((code) => !near.has(code))!;
};

describe.each(dialects)("MFA on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const deps = (): AuthDeps => ({ database: current().database, keys, limits });
  const db = () => current().database.db;
  let counter = 0;
  const newStart = () => new Date(Date.UTC(2026, 10, 21) + ++counter * 3_600_000 * 48);
  let passwordHash: string | undefined;

  /** An active account without MFA and a half-session of it, as the password step leaves them. */
  async function halfSignedIn(now: Date): Promise<{ id: number; token: string; session: StaffSession }> {
    passwordHash ??= await hashPassword("correct horse battery staple");
    const { id } = await db()
      .insertInto("staff_accounts")
      .values({
        email: `person${++counter}@example.com`,
        password_hash: passwordHash,
        role: "staff",
        state: "active",
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await createSession(db(), id, { secondFactor: false, now });
    const { session } = await validateSession(db(), token, limits, now);
    return { id, token, session: session! };
  }
  const accountRow = (id: number) =>
    db().selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const codeRows = (id: number) =>
    db().selectFrom("staff_recovery_codes").selectAll().where("account_id", "=", id).execute();
  const sessionsOf = (id: number) =>
    db().selectFrom("staff_sessions").selectAll().where("account_id", "=", id).execute();
  const audit = (action: string, accountId: number) =>
    db().selectFrom("audit_log").selectAll().where("action", "=", action).where("account_id", "=", accountId).execute();

  /** Enrolled, with its key and recovery codes, and a full session. */
  async function enrolled(now: Date) {
    const { id, session } = await halfSignedIn(now);
    const key = (await pendingTotpKey(deps(), id))!;
    const outcome = await confirmEnrolment(deps(), session, codeAt(key, now), { clientAddress: null, now });
    if (outcome.kind !== "enrolled") throw new Error(`not enrolled: ${outcome.kind}`);
    return { id, key, ...outcome };
  }

  it("pendingTotpKey makes a 20-byte key once, keeps it sealed, and gives the same key again", async () => {
    const { id } = await halfSignedIn(newStart());
    const first = await pendingTotpKey(deps(), id);
    const second = await pendingTotpKey(deps(), id);
    expect(first).toHaveLength(20);
    expect(Buffer.from(second!).equals(Buffer.from(first!))).toBe(true);
    const sealed = (await accountRow(id)).totp_key!;
    expect(sealed).not.toContain(Buffer.from(first!).toString("base64url"));
    expect(sealed).not.toContain(Buffer.from(first!).toString("hex"));
    expect(Buffer.from(openSecret(keys.totp, sealed)).equals(Buffer.from(first!))).toBe(true);
    expect((await accountRow(id)).mfa_enrolled_at).toBeNull();
  });

  it("two first calls at once agree on one key", async () => {
    const { id } = await halfSignedIn(newStart());
    const [a, b] = await Promise.all([pendingTotpKey(deps(), id), pendingTotpKey(deps(), id)]);
    expect(Buffer.from(a!).equals(Buffer.from(b!))).toBe(true);
    expect(Buffer.from((await pendingTotpKey(deps(), id))!).equals(Buffer.from(a!))).toBe(true);
  });

  it("pendingTotpKey gives null for an unknown account", async () => {
    expect(await pendingTotpKey(deps(), 999_999)).toBeNull();
  });

  it("confirmEnrolment refuses a wrong code (`invalid`, counted and logged) and changes nothing", async () => {
    const now = newStart();
    const { id, token, session } = await halfSignedIn(now);
    const key = (await pendingTotpKey(deps(), id))!;
    expect(await confirmEnrolment(deps(), session, wrongCode(key, now), { clientAddress: null, now })).toEqual({
      kind: "invalid",
    });
    expect(
      await confirmEnrolment(deps(), session, "not a code", { clientAddress: null, now: at(now, 10 * SECOND) }),
    ).toEqual({ kind: "invalid" });
    const row = await accountRow(id);
    expect(row.mfa_enrolled_at).toBeNull();
    expect(await codeRows(id)).toEqual([]);
    expect(await audit("second-factor-failed", id)).toHaveLength(2);
    expect((await validateSession(db(), token, limits, now)).session?.secondFactor).toBe(false);
  });

  it("confirmEnrolment with the right code: enrolled, ten recovery codes kept only as hashes, a new full session", async () => {
    const now = newStart();
    const { id, token, session } = await halfSignedIn(now);
    const key = (await pendingTotpKey(deps(), id))!;
    const outcome = await confirmEnrolment(deps(), session, codeAt(key, now), { clientAddress: "192.0.2.1", now });
    if (outcome.kind !== "enrolled") throw new Error(`not enrolled: ${outcome.kind}`);

    expect(outcome.recoveryCodes).toHaveLength(10);
    expect(new Set(outcome.recoveryCodes).size).toBe(10);
    const rows = await codeRows(id);
    expect(rows.map((row) => row.code_hash).sort()).toEqual(outcome.recoveryCodes.map(hashRecoveryCode).sort());
    expect(rows.every((row) => row.used_at === null)).toBe(true);
    const stored = JSON.stringify(rows);
    for (const code of outcome.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll("-", ""));
    }

    const row = await accountRow(id);
    expect(new Date(row.mfa_enrolled_at!).toISOString()).toBe(now.toISOString());
    expect(Number(row.totp_last_step)).toBe(totpStep(now));
    expect(new Date(row.last_sign_in_at!).toISOString()).toBe(now.toISOString());

    expect(outcome.token).not.toBe(token);
    expect(
      await db().selectFrom("staff_sessions").select("id").where("id", "=", sessionIdOf(token)).executeTakeFirst(),
    ).toBeUndefined();
    const full = await validateSession(db(), outcome.token, limits, now);
    expect(full.session).toMatchObject({ secondFactor: true, account: { id, mfaEnrolled: true } });
    expect(await audit("mfa-enrolled", id)).toHaveLength(1);
    expect(await audit("sign-in", id)).toHaveLength(1);

    // Enrolled now: no key to show, no second enrolment, and the code that confirmed it does not work again.
    expect(await pendingTotpKey(deps(), id)).toBeNull();
    expect(await confirmEnrolment(deps(), session, codeAt(key, now, 1), { clientAddress: null, now })).toEqual({
      kind: "invalid",
    });
    expect(await confirmSecondFactor(deps(), id, codeAt(key, now), { clientAddress: null, now })).toBe(false);
    const next = at(now, 30 * SECOND);
    expect(await confirmSecondFactor(deps(), id, codeAt(key, next), { clientAddress: null, now: next })).toBe(true);
  });

  it("confirmEnrolment that loses a race with another tab's: `invalid`, and the other tab's recovery codes stay", async () => {
    const now = newStart();
    const { id, session } = await halfSignedIn(now);
    const key = (await pendingTotpKey(deps(), id))!;
    // The other tab confirms with the same code just after this one has read the key, before it stores anything: this
    // one's code is right, but the account is enrolled by the time it would record that.
    let other: Awaited<ReturnType<typeof confirmEnrolment>> | undefined;
    const racing: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      async transformResult({ result }) {
        const row = result.rows[0];
        if (!other && row && "totp_key" in row && "mfa_enrolled_at" in row)
          other = await confirmEnrolment(deps(), session, codeAt(key, now), { clientAddress: null, now });
        return result;
      },
    };
    const database = { ...current().database, db: current().database.db.withPlugin(racing) };
    const outcome = await confirmEnrolment({ ...deps(), database }, session, codeAt(key, now), {
      clientAddress: null,
      now,
    });

    expect(outcome).toEqual({ kind: "invalid" });
    if (other?.kind !== "enrolled") throw new Error(`the other tab did not enrol: ${other?.kind}`);
    const hashes = (await codeRows(id)).map((row) => row.code_hash).sort();
    expect(hashes).toEqual(other.recoveryCodes.map(hashRecoveryCode).sort());
    expect(await audit("mfa-enrolled", id)).toHaveLength(1);
    expect(await audit("sign-in", id)).toHaveLength(1);
    expect(await sessionsOf(id)).toHaveLength(1);
  });

  it("confirmEnrolment locks at the 5th wrong code, counts the client too, and logs the lock", async () => {
    const now = newStart();
    const { id, session } = await halfSignedIn(now);
    const key = (await pendingTotpKey(deps(), id))!;
    const client = `192.0.2.${counter}`;
    const outcomes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const time = at(now, attempt * 10 * SECOND);
      outcomes.push(
        await confirmEnrolment(deps(), session, wrongCode(key, time), { clientAddress: client, now: time }),
      );
    }
    expect(outcomes).toEqual([
      { kind: "invalid" },
      { kind: "invalid" },
      { kind: "invalid" },
      { kind: "invalid" },
      { kind: "blocked", seconds: 900 },
    ]);
    expect(await audit("second-factor-failed", id)).toHaveLength(5);
    expect(await audit("second-factor-blocked", id)).toHaveLength(1);
    const clientCounter = await db()
      .selectFrom("auth_throttle")
      .select("failures")
      .where("key", "=", throttleKey(keys, "second-factor:client", client))
      .executeTakeFirst();
    expect(clientCounter?.failures).toBe(5);
    const time = at(now, 50 * SECOND);
    expect(await confirmEnrolment(deps(), session, codeAt(key, time), { clientAddress: client, now: time })).toEqual({
      kind: "blocked",
      seconds: 890,
    });
    expect((await accountRow(id)).mfa_enrolled_at).toBeNull();
  });

  it("confirmEnrolment with 30 codes at once: at most two are checked, the others refused without a check", async () => {
    const now = newStart();
    const { id, session } = await halfSignedIn(now);
    const key = (await pendingTotpKey(deps(), id))!;
    const near = new Set([-1, 0, 1].map((drift) => codeAt(key, now, drift)));
    const codes = Array.from({ length: 40 }, (_, index) => String(index).padStart(6, "0"))
      .filter((code) => !near.has(code))
      .slice(0, 30);
    const outcomes = await Promise.all(
      codes.map((code) => confirmEnrolment(deps(), session, code, { clientAddress: "192.0.2.200", now })),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "invalid")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.kind === "blocked")).toEqual(
      Array.from({ length: 28 }, () => ({ kind: "blocked", seconds: 1 })),
    );
    expect(await audit("second-factor-failed", id)).toHaveLength(2);
    expect((await accountRow(id)).mfa_enrolled_at).toBeNull();
  });

  it("confirmSecondFactor with 30 codes at once: at most two are checked, the others refused without a check", async () => {
    const now = newStart();
    const person = await enrolled(now);
    const time = at(now, 60 * SECOND);
    const near = new Set([-1, 0, 1].map((drift) => codeAt(person.key, time, drift)));
    const codes = Array.from({ length: 40 }, (_, index) => String(index).padStart(6, "0"))
      .filter((code) => !near.has(code))
      .slice(0, 30);
    const outcomes = await Promise.all(
      codes.map((code) => confirmSecondFactor(deps(), person.id, code, { clientAddress: null, now: time })),
    );
    expect(outcomes.filter((outcome) => outcome === false)).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome !== false)).toEqual(Array.from({ length: 28 }, () => ({ blocked: 1 })));
    expect(await audit("second-factor-failed", person.id)).toHaveLength(2);
  });

  it("renewRecoveryCodes makes ten new codes: the old ones stop working", async () => {
    const now = newStart();
    const person = await enrolled(now);
    const fresh = await renewRecoveryCodes(current().database, person.id, now);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => person.recoveryCodes.includes(code))).toBe(false);
    expect(await codeRows(person.id)).toHaveLength(10);
    expect(await confirmSecondFactor(deps(), person.id, person.recoveryCodes[0]!, { clientAddress: null, now })).toBe(
      false,
    );
    expect(await confirmSecondFactor(deps(), person.id, fresh[0]!, { clientAddress: null, now })).toBe(true);
    expect((await codeRows(person.id)).filter((row) => row.used_at !== null).map((row) => row.code_hash)).toEqual([
      hashRecoveryCode(fresh[0]!),
    ]);
    expect(await audit("recovery-codes-renewed", person.id)).toHaveLength(1);
  });

  it("resetMfa clears the key, the recovery codes and every session, and logs `mfa-reset`", async () => {
    const now = newStart();
    const person = await enrolled(now);
    await createSession(db(), person.id, { secondFactor: true, now });
    const bystander = await enrolled(now);
    expect(await sessionsOf(person.id)).toHaveLength(2);

    await resetMfa(current().database, person.id, bystander.id, at(now, SECOND));
    const row = await accountRow(person.id);
    expect(row).toMatchObject({ totp_key: null, totp_last_step: null, mfa_enrolled_at: null });
    expect(await codeRows(person.id)).toEqual([]);
    expect(await sessionsOf(person.id)).toEqual([]);
    expect((await validateSession(db(), person.token, limits, now)).session).toBeNull();
    const entries = await audit("mfa-reset", person.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor_id).toBe(bystander.id);
    // Nobody else is touched.
    expect(await codeRows(bystander.id)).toHaveLength(10);
    expect(await sessionsOf(bystander.id)).toHaveLength(1);

    // The next sign-in enrols again, with a new key; the old codes are no use.
    const later = at(now, 60 * SECOND);
    const token = await createSession(db(), person.id, { secondFactor: false, now: later });
    const { session } = await validateSession(db(), token, limits, later);
    expect(session?.account.mfaEnrolled).toBe(false);
    expect(
      await signInWithSecondFactor(deps(), session!, person.recoveryCodes[0]!, { clientAddress: null, now: later }),
    ).toEqual({ kind: "invalid" });
    const newKey = (await pendingTotpKey(deps(), person.id))!;
    expect(Buffer.from(newKey).equals(Buffer.from(person.key))).toBe(false);
    expect(
      (await confirmEnrolment(deps(), session!, codeAt(newKey, later), { clientAddress: null, now: later })).kind,
    ).toBe("enrolled");
  });

  it("resetMfa of an account that does not exist says so, changes nothing and audits nothing", async () => {
    const now = newStart();
    const admin = await enrolled(now);
    const mfaResets = () => db().selectFrom("audit_log").select("id").where("action", "=", "mfa-reset").execute();
    const before = await mfaResets();
    const missing = admin.id + 1_000_000;
    expect(await resetMfa(current().database, missing, admin.id, now)).toBe("not-found");
    expect(await mfaResets()).toEqual(before);
    expect(await audit("mfa-reset", missing)).toEqual([]);
    // The admin's own account is untouched.
    expect((await accountRow(admin.id))?.mfa_enrolled_at).not.toBeNull();
    expect(await resetMfa(current().database, admin.id, admin.id, now)).toBe("done");
  });

  it("resetMfa from the command line has no actor", async () => {
    const now = newStart();
    const person = await enrolled(now);
    await resetMfa(current().database, person.id, null, now);
    expect((await audit("mfa-reset", person.id))[0]!.actor_id).toBeNull();
  });
});
