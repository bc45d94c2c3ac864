import { argon2Sync, randomBytes } from "node:crypto";
import { generateHOTP } from "@oslojs/otp";
import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { AUDIT_INSERT_REFUSED, withAuditRefused } from "#tests/support/refuse-audit.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { openDatabase } from "#app/db.server/db.server.ts";
import type { StaffState } from "#app/db.server/schema.ts";
import { throttleKey } from "#app/auth/auth-keys.server.ts";
import { hashPassword, verifyPassword } from "#app/auth/password.server.ts";
import { DEVICE_COOKIE, deviceCookie } from "#app/auth/device.server.ts";
import { createSession, sessionIdOf, validateSession, type StaffSession } from "#app/auth/sessions.server.ts";
import {
  completeSignIn,
  confirmPasswordAndCode,
  confirmSecondFactor,
  signInWithPassword,
  signInWithSecondFactor,
  spendSecondFactor,
  type AuthDeps,
} from "#app/auth/sign-in.server.ts";
import { totpStep } from "#app/auth/totp.server.ts";
import { testKeys as keys } from "#tests/support/route-actions.ts";

// Signing in: the password step (throttled per address, known or not, and per client; a half-session), then the
// second factor (a TOTP code once only, or a recovery code once only) giving a new, full session.

const PASSWORD = "correct horse battery staple";
const limits = { idleMinutes: 30, sessionHours: 12 };
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const codeAt = (key: Uint8Array, now: Date, drift = 0) => generateHOTP(key, BigInt(totpStep(now) + drift), 6);

/** A PHC string with weaker parameters than hashPassword's, as an older version of the site would have stored. */
function weakHash(password: string): string {
  const salt = randomBytes(16);
  const hash = argon2Sync("argon2id", {
    message: password,
    nonce: salt,
    memory: 8192,
    passes: 1,
    parallelism: 1,
    tagLength: 32,
  });
  const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
  return `$argon2id$v=19$m=8192,t=1,p=1$${b64(salt)}$${b64(hash)}`;
}

describe.each(dialects)("sign-in on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const deps = (): AuthDeps => ({ database: current().database, keys, limits });
  const db = () => current().database.db;
  let counter = 0;
  /** A client address of its own for each test, so the per-client counters of one test do not reach another. */
  const newClient = () => `192.0.2.${++counter}`;
  /** Each test starts at its own hour, far from the others. */
  const newStart = () => new Date(Date.UTC(2026, 10, 21, 0, 0, 0) + ++counter * 3_600_000 * 48);

  let accounts = 0;
  async function account(options: { state?: StaffState; enrolled?: boolean; passwordHash?: string | null } = {}) {
    const passwordHash = options.passwordHash === undefined ? await hashPassword(PASSWORD) : options.passwordHash;
    return insertStaffAccount(db(), keys, {
      email: `person${++accounts}@example.com`,
      passwordHash,
      state: options.state,
      enrolled: options.enrolled,
      recoveryCodes: true,
    });
  }

  const accountRow = (id: number) =>
    db().selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const sessionRow = (token: string) =>
    db().selectFrom("staff_sessions").selectAll().where("id", "=", sessionIdOf(token)).executeTakeFirst();
  const audit = (action: string, accountId?: number | null) => {
    let query = db().selectFrom("audit_log").selectAll().where("action", "=", action);
    if (accountId !== undefined)
      query = accountId === null ? query.where("account_id", "is", null) : query.where("account_id", "=", accountId);
    return query.orderBy("id").execute();
  };
  const emailCounter = (email: string) =>
    db()
      .selectFrom("auth_throttle")
      .select(["failures", "blocked_until_ms"])
      .where("key", "=", throttleKey(keys, "password:email", email))
      .executeTakeFirst();
  const emailFailures = async (email: string) => (await emailCounter(email))?.failures ?? null;
  const kinds = (outcomes: readonly { kind: string }[]) => {
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome.kind] = (counts[outcome.kind] ?? 0) + 1;
    return counts;
  };

  /** Signs in with the password and opens the half-session it gives. */
  async function halfSession(
    email: string,
    now: Date,
    clientAddress: string | null = null,
  ): Promise<{ token: string; session: StaffSession }> {
    const outcome = await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress, now });
    if (outcome.kind !== "second-factor") throw new Error(`no half-session: ${outcome.kind}`);
    const { session } = await validateSession(db(), outcome.token, limits, now);
    if (!session) throw new Error("the half-session does not open");
    return { token: outcome.token, session };
  }

  /** Five wrong passwords ten seconds apart (longer than any wait before the lock); the outcomes. */
  async function fiveWrong(email: string, start: Date, clientAddress: string | null) {
    const outcomes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      outcomes.push(
        await signInWithPassword(deps(), {
          email,
          password: "not the password at all",
          clientAddress,
          now: at(start, attempt * 10 * SECOND),
        }),
      );
    }
    return outcomes;
  }

  describe("the password", () => {
    it("says `invalid` for an unknown address and for a wrong password, and counts both against the address", async () => {
      const start = newStart();
      const known = await account();
      const unknown = `nobody${counter}@example.com`;
      expect(
        await signInWithPassword(deps(), {
          email: known.email,
          password: "wrong password here",
          clientAddress: null,
          now: start,
        }),
      ).toEqual({ kind: "invalid" });
      expect(
        await signInWithPassword(deps(), { email: unknown, password: PASSWORD, clientAddress: null, now: start }),
      ).toEqual({ kind: "invalid" });
      expect(await emailFailures(known.email)).toBe(1);
      expect(await emailFailures(unknown)).toBe(1);
      expect(await audit("sign-in-failed", known.id)).toHaveLength(1);
      // The address is counted by its keyed hash, never by itself.
      const rows = await db().selectFrom("auth_throttle").select("key").execute();
      expect(rows.map((row) => row.key).join(" ")).not.toContain("example.com");
    });

    it("locks an unknown address exactly like a known one: invalid four times, then blocked for 15 minutes at the 5th", async () => {
      const start = newStart();
      const known = await account();
      const unknown = `nobody${counter}@example.com`;
      const expected = [
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "blocked", seconds: 900 },
      ];
      expect(await fiveWrong(known.email, start, newClient())).toEqual(expected);
      expect(await fiveWrong(unknown, start, newClient())).toEqual(expected);
      expect(await emailFailures(known.email)).toBe(5);
      expect(await emailFailures(unknown)).toBe(5);
      const blocked = await audit("sign-in-blocked", known.id);
      expect(blocked).toHaveLength(1);
      expect(jsonObjectOf(blocked[0]!.details)).toEqual({ seconds: 900 });
      expect(new Date(blocked[0]!.at).toISOString()).toBe(at(start, 40 * SECOND).toISOString());
    });

    it("makes a person wait between failures: a try during the wait is refused and not counted", async () => {
      const start = newStart();
      const { email } = await account();
      const wrong = (now: Date) =>
        signInWithPassword(deps(), { email, password: "not the password at all", clientAddress: null, now });
      await wrong(start);
      await wrong(start); // the 2nd failure: 1 second to wait
      expect(
        await signInWithPassword(deps(), {
          email,
          password: PASSWORD,
          clientAddress: null,
          now: at(start, SECOND - 1),
        }),
      ).toEqual({ kind: "blocked", seconds: 1 });
      expect(await emailFailures(email)).toBe(2);
      expect(
        (await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: null, now: at(start, SECOND) }))
          .kind,
      ).toBe("second-factor");
    });

    it("refuses even the right password while locked, and takes it exactly 15 minutes after the lock, clearing the count", async () => {
      const start = newStart();
      const { email } = await account();
      const client = newClient();
      await fiveWrong(email, start, client);
      const lockedAt = at(start, 40 * SECOND);
      const right = (now: Date) =>
        signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: client, now });
      expect(await right(lockedAt)).toEqual({ kind: "blocked", seconds: 900 });
      expect(await right(at(lockedAt, 15 * MINUTE - 1))).toEqual({ kind: "blocked", seconds: 1 });
      expect(await emailFailures(email)).toBe(5);
      const outcome = await right(at(lockedAt, 15 * MINUTE));
      expect(outcome.kind).toBe("second-factor");
      expect(await emailFailures(email)).toBeNull();
    });

    it("locks a client after 30 failures across addresses, known or not", async () => {
      const start = newStart();
      const client = newClient();
      const outcomes = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        outcomes.push(
          await signInWithPassword(deps(), {
            email: `guess${attempt}-${counter}@example.com`,
            password: PASSWORD,
            clientAddress: client,
            now: start,
          }),
        );
      }
      expect(outcomes.slice(0, 29).every((outcome) => outcome.kind === "invalid")).toBe(true);
      expect(outcomes[29]).toEqual({ kind: "blocked", seconds: 900 });
      const { email } = await account();
      expect(
        await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: client, now: start }),
      ).toEqual({ kind: "blocked", seconds: 900 });
      // Another client is not held up.
      expect(
        (await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: newClient(), now: start })).kind,
      ).toBe("second-factor");
    }, 30_000); // thirty password checks (Argon2id, made slow on purpose): seconds on a busy machine

    it("30 wrong passwords at once for one address: two are checked, 28 refused at once without a check or a log entry", async () => {
      const start = newStart();
      const person = await account();
      const client = newClient();
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          signInWithPassword(deps(), {
            email: person.email,
            password: `not the password ${index}`,
            clientAddress: client,
            now: start,
          }),
        ),
      );
      // The first two reserved attempts are checked (the 2nd sets a 1-second wait); every other one sees that wait.
      expect(kinds(outcomes)).toEqual({ invalid: 2, blocked: 28 });
      expect(outcomes.filter((outcome) => outcome.kind === "blocked")).toEqual(
        Array.from({ length: 28 }, () => ({ kind: "blocked", seconds: 1 })),
      );
      expect(await emailFailures(person.email)).toBe(2);
      expect(await audit("sign-in-failed", person.id)).toHaveLength(2);
      expect(await audit("sign-in-blocked", person.id)).toHaveLength(0);
    });

    it("30 passwords at once with the right one among them: at most two are checked, and the right one gets in only if it was", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const client = newClient();
      const right = 17;
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          signInWithPassword(deps(), {
            email: person.email,
            password: index === right ? PASSWORD : `not the password ${index}`,
            clientAddress: client,
            now: start,
          }),
        ),
      );
      const checked = outcomes.filter((outcome) => outcome.kind !== "blocked");
      expect(checked.length).toBeLessThanOrEqual(2);
      outcomes.forEach((outcome, index) => {
        if (outcome.kind === "blocked") expect(outcome.seconds).toBe(1);
        else expect(outcome.kind).toBe(index === right ? "second-factor" : "invalid");
      });
      expect((await audit("sign-in-failed", person.id)).length).toBeLessThanOrEqual(2);
      const sessions = await db()
        .selectFrom("staff_sessions")
        .select("id")
        .where("account_id", "=", person.id)
        .execute();
      expect(sessions).toHaveLength(outcomes[right]!.kind === "second-factor" ? 1 : 0);
    });

    it("50 wrong passwords at once as the 4th failure's wait ends: one is checked and locks the address for 15 minutes", async () => {
      const start = newStart();
      const person = await account();
      const wrong = (now: Date) =>
        signInWithPassword(deps(), {
          email: person.email,
          password: "not the password at all",
          clientAddress: null,
          now,
        });
      // Four failures in a row, each as soon as the one before allows: at 0, 0, 1 and 3 seconds; the 4th waits 4.
      for (const ms of [0, 0, SECOND, 3 * SECOND]) expect(await wrong(at(start, ms))).toEqual({ kind: "invalid" });
      const free = at(start, 7 * SECOND);
      const outcomes = await Promise.all(Array.from({ length: 50 }, () => wrong(free)));
      expect(outcomes).toEqual(Array.from({ length: 50 }, () => ({ kind: "blocked", seconds: 900 })));
      // Only the 5th attempt was checked; it set the lock, and nothing shortened it.
      expect(await audit("sign-in-failed", person.id)).toHaveLength(5);
      const counter = await emailCounter(person.email);
      expect(counter?.failures).toBe(5);
      expect(Number(counter?.blocked_until_ms)).toBe(free.getTime() + 15 * MINUTE);
      expect(await wrong(at(free, 15 * MINUTE - 1))).toEqual({ kind: "blocked", seconds: 1 });
    });

    it("logs a lock once, by the attempt that set it: 400 attempts refused during the lock add nothing to the log", async () => {
      const start = newStart();
      const person = await account();
      await fiveWrong(person.email, start, newClient());
      const lockedAt = at(start, 40 * SECOND);
      const refused = await Promise.all(
        Array.from({ length: 400 }, (_, index) =>
          signInWithPassword(deps(), {
            email: person.email,
            password: index % 2 ? PASSWORD : "not the password",
            clientAddress: newClient(),
            now: at(lockedAt, index * SECOND),
          }),
        ),
      );
      expect(kinds(refused)).toEqual({ blocked: 400 });
      expect(await audit("sign-in-failed", person.id)).toHaveLength(5);
      const locks = await audit("sign-in-blocked", person.id);
      expect(locks).toHaveLength(1);
      expect(jsonObjectOf(locks[0]!.details)).toEqual({ seconds: 900 });
      expect(locks[0]!.client_hash).toMatch(/^[0-9a-f]{32}$/);
    }, 60_000);

    it("says `pending` and `disabled` for such accounts with the right password, `invalid` with a wrong one", async () => {
      const start = newStart();
      const pending = await account({ state: "pending" });
      const disabled = await account({ state: "disabled" });
      const signIn = (email: string, password: string) =>
        signInWithPassword(deps(), { email, password, clientAddress: null, now: start });
      expect(await signIn(pending.email, PASSWORD)).toEqual({ kind: "pending" });
      expect(await signIn(disabled.email, PASSWORD)).toEqual({ kind: "disabled" });
      expect(await signIn(pending.email, "not the password at all")).toEqual({ kind: "invalid" });
      expect(await signIn(disabled.email, "not the password at all")).toEqual({ kind: "invalid" });
      expect(
        await db()
          .selectFrom("staff_sessions")
          .select("id")
          .where("account_id", "in", [pending.id, disabled.id])
          .execute(),
      ).toEqual([]);
    });

    it("says `invalid` for an invited address that has no password yet", async () => {
      const { email } = await account({ passwordHash: null });
      expect(
        await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: null, now: newStart() }),
      ).toEqual({ kind: "invalid" });
    });

    it("gives a half-session, and /auth/set-up when MFA is not set up or /auth/verify when it is", async () => {
      const start = newStart();
      const fresh = await account();
      const enrolled = await account({ enrolled: true });
      const first = await signInWithPassword(deps(), {
        email: `  ${fresh.email.toUpperCase()} `,
        password: PASSWORD,
        clientAddress: null,
        now: start,
      });
      expect(first).toMatchObject({ kind: "second-factor", next: "/auth/set-up" });
      const second = await signInWithPassword(deps(), {
        email: enrolled.email,
        password: PASSWORD,
        clientAddress: null,
        now: start,
      });
      expect(second).toMatchObject({ kind: "second-factor", next: "/auth/verify" });
      for (const outcome of [first, second]) {
        if (outcome.kind !== "second-factor") throw new Error("no half-session");
        expect(outcome.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect((await sessionRow(outcome.token))?.second_factor_at).toBeNull();
      }
      // A password alone never signs in.
      expect((await accountRow(fresh.id)).last_sign_in_at).toBeNull();
    });

    it("ends the session of a token passed in, whatever the outcome", async () => {
      const start = newStart();
      const { id, email } = await account();
      const previous = await createSession(db(), id, { secondFactor: true, now: start });
      await signInWithPassword(deps(), {
        email,
        password: PASSWORD,
        previousToken: previous,
        clientAddress: null,
        now: start,
      });
      expect(await sessionRow(previous)).toBeUndefined();
      const another = await createSession(db(), id, { secondFactor: true, now: start });
      expect(
        await signInWithPassword(deps(), {
          email,
          password: "not the password at all",
          previousToken: another,
          clientAddress: null,
          now: start,
        }),
      ).toEqual({ kind: "invalid" });
      expect(await sessionRow(another)).toBeUndefined();
    });

    it("re-hashes a hash made with weaker parameters when the password is right", async () => {
      const start = newStart();
      const { id, email } = await account({ passwordHash: weakHash(PASSWORD) });
      expect(await verifyPassword((await accountRow(id)).password_hash!, PASSWORD)).toBe(true);
      expect(
        (await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: null, now: start })).kind,
      ).toBe("second-factor");
      const stored = (await accountRow(id)).password_hash!;
      expect(stored.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
      expect(await verifyPassword(stored, PASSWORD)).toBe(true);
      expect(await audit("password-rehashed", id)).toHaveLength(1);
      // A hash that is already strong enough stays as it is.
      await signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: null, now: start });
      expect((await accountRow(id)).password_hash).toBe(stored);
    });

    it("re-hashes with its `password-rehashed` entry or not at all (the entry refused: the old hash stays)", async () => {
      const start = newStart();
      const weak = weakHash(PASSWORD);
      const { id, email } = await account({ passwordHash: weak });
      const signIn = () => signInWithPassword(deps(), { email, password: PASSWORD, clientAddress: null, now: start });
      await expect(withAuditRefused(current().database, signIn)).rejects.toThrow(AUDIT_INSERT_REFUSED);
      expect((await accountRow(id)).password_hash).toBe(weak);
      expect((await signIn()).kind).toBe("second-factor");
      expect(await audit("password-rehashed", id)).toHaveLength(1);
    });

    it("does not re-hash on a wrong password", async () => {
      const weak = weakHash(PASSWORD);
      const { id, email } = await account({ passwordHash: weak });
      await signInWithPassword(deps(), {
        email,
        password: "not the password at all",
        clientAddress: null,
        now: newStart(),
      });
      expect((await accountRow(id)).password_hash).toBe(weak);
    });
  });

  describe("a known device", () => {
    /** The value of a device cookie the server made for an account. */
    const deviceOf = (accountId: number) =>
      deviceCookie(keys, accountId).split(";")[0]!.slice(`${DEVICE_COOKIE}=`.length);
    const tryWith = (
      email: string,
      password: string,
      device: string | null,
      now: Date,
      clientAddress: string | null = null,
    ) => signInWithPassword(deps(), { email, password, clientAddress, device, now });

    it("signs its owner in while another client keeps the address locked: 4 guesses an hour lock out only unknown devices", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const device = deviceOf(person.id);
      const guesser = newClient();
      await fiveWrong(person.email, start, guesser);
      // An hour of guessing: one more at each lock's end re-locks the address at once.
      for (let quarter = 1; quarter <= 4; quarter++) {
        const end = at(start, 40 * SECOND + quarter * 15 * MINUTE);
        expect(await tryWith(person.email, "not the password at all", null, end, guesser)).toEqual({
          kind: "blocked",
          seconds: 900,
        });
        // A browser never signed in to the account: held by the address's lock, the right password included.
        expect(await tryWith(person.email, PASSWORD, null, at(end, SECOND), newClient())).toMatchObject({
          kind: "blocked",
        });
        // The owner's browser: in, with the right password, each time.
        expect(await tryWith(person.email, PASSWORD, device, at(end, SECOND), newClient())).toMatchObject({
          kind: "second-factor",
          next: "/auth/verify",
        });
      }
      // The guesser's four relocks counted on the address; the owner's sign-ins took nothing off them.
      expect(await emailFailures(person.email)).toBe(9);
    }, 30_000);

    it("counts only for the account it was made for, and not when forged: then the address's lock holds", async () => {
      const start = newStart();
      const person = await account();
      const other = await account();
      await fiveWrong(person.email, start, newClient());
      const locked = at(start, 41 * SECOND);
      const real = deviceOf(person.id);
      const [id, nonce, signature] = real.split(".");
      const forged = [
        deviceOf(other.id),
        `${other.id}.${nonce}.${signature}`,
        `${id}.${nonce}.${signature!.slice(0, -2)}AA`,
        `${id}.${nonce}`,
        `${real}.x`,
        "",
      ];
      for (const device of forged)
        expect(await tryWith(person.email, PASSWORD, device, locked)).toMatchObject({ kind: "blocked" });
      expect((await tryWith(person.email, PASSWORD, real, locked)).kind).toBe("second-factor");
    }, 30_000);

    it("locks only itself after five wrong passwords on it: the address and another known device are not held", async () => {
      const start = newStart();
      const person = await account();
      const mine = deviceOf(person.id);
      const outcomes = [];
      for (let attempt = 0; attempt < 5; attempt++)
        outcomes.push(await tryWith(person.email, "not the password at all", mine, at(start, attempt * 10 * SECOND)));
      expect(outcomes.at(-1)).toEqual({ kind: "blocked", seconds: 900 });
      const locked = at(start, 41 * SECOND);
      expect(await tryWith(person.email, PASSWORD, mine, locked)).toMatchObject({ kind: "blocked" });
      expect(await emailFailures(person.email)).toBeNull();
      expect((await tryWith(person.email, PASSWORD, deviceOf(person.id), locked)).kind).toBe("second-factor");
      expect((await tryWith(person.email, PASSWORD, null, locked)).kind).toBe("second-factor");
      // Its failures and its lock are in the log like any others.
      expect(await audit("sign-in-failed", person.id)).toHaveLength(5);
      expect(await audit("sign-in-blocked", person.id)).toHaveLength(1);
    }, 30_000);

    it("reads the same for an unknown address whether or not the browser is known for some other account", async () => {
      const start = newStart();
      const person = await account();
      const unknown = `nobody${counter}@example.com`;
      const withDevice = [];
      for (let attempt = 0; attempt < 5; attempt++)
        withDevice.push(await tryWith(unknown, PASSWORD, deviceOf(person.id), at(start, attempt * 10 * SECOND)));
      expect(withDevice).toEqual([
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "blocked", seconds: 900 },
      ]);
    }, 30_000);
  });

  describe("the password asked again of a signed-in person (confirmPasswordAndCode)", () => {
    it("is true only for the right password and the right code; a wrong password is logged and its code not spent", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const client = newClient();
      const confirm = (password: string, code: string, now: Date) =>
        confirmPasswordAndCode(deps(), person, { password, code }, { clientAddress: client, now });
      // A wrong password with a good code: false, and the code is never checked (so not spent).
      expect(await confirm("not the password at all", codeAt(person.key, start), start)).toBe(false);
      expect((await accountRow(person.id)).totp_last_step).toBeNull();
      const failed = await audit("password-check-failed", person.id);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ actor_id: person.id, client_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
      // The right password with a wrong code: the same false, the code's failure logged as the second factor's.
      expect(await confirm(PASSWORD, "000000", at(start, 10 * SECOND))).toBe(false);
      expect(await audit("second-factor-failed", person.id)).toHaveLength(1);
      expect(await audit("password-check-failed", person.id)).toHaveLength(1);
      const now = at(start, 20 * SECOND);
      expect(await confirm(PASSWORD, codeAt(person.key, now), now)).toBe(true);
    });

    it("is false, and logged, for an account without a password or one no longer there", async () => {
      const start = newStart();
      const invited = await account({ passwordHash: null });
      const gone = { id: invited.id + 1_000_000, email: `gone${counter}@example.com` };
      for (const person of [invited, gone]) {
        expect(
          await confirmPasswordAndCode(
            deps(),
            person,
            { password: PASSWORD, code: "000000" },
            { clientAddress: null, now: start },
          ),
        ).toBe(false);
        expect(await audit("password-check-failed", person.id)).toHaveLength(1);
      }
    });

    it("locks at the 5th wrong password on the counters signing in uses: `{ blocked: 900 }`, `sign-in-blocked` logged, then even the right password waits", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const confirm = (password: string, now: Date) =>
        confirmPasswordAndCode(
          deps(),
          person,
          { password, code: codeAt(person.key, now) },
          { clientAddress: null, now },
        );
      const outcomes = [];
      for (let attempt = 0; attempt < 5; attempt++)
        outcomes.push(await confirm("not the password at all", at(start, attempt * 10 * SECOND)));
      expect(outcomes).toEqual([false, false, false, false, { blocked: 900 }]);
      expect(await audit("password-check-failed", person.id)).toHaveLength(5);
      const locks = await audit("sign-in-blocked", person.id);
      expect(locks).toHaveLength(1);
      expect(locks[0]).toMatchObject({ actor_id: person.id });
      expect(jsonObjectOf(locks[0]!.details)).toEqual({ seconds: 900 });
      const lockedAt = at(start, 40 * SECOND);
      expect(await confirm(PASSWORD, lockedAt)).toEqual({ blocked: 900 });
      expect(await confirm(PASSWORD, at(lockedAt, 15 * MINUTE - 1))).toEqual({ blocked: 1 });
      // Signing in from a browser not known for the account waits on the same count.
      expect(
        await signInWithPassword(deps(), {
          email: person.email,
          password: PASSWORD,
          clientAddress: null,
          now: lockedAt,
        }),
      ).toEqual({ kind: "blocked", seconds: 900 });
      expect(await emailFailures(person.email)).toBe(5);
      const free = at(lockedAt, 15 * MINUTE);
      expect(await confirm(PASSWORD, free)).toBe(true);
      expect(await emailFailures(person.email)).toBeNull();
    });
  });

  describe("the second factor", () => {
    it("takes the current code: a NEW full session, the half-session gone, last sign-in set, `sign-in` in the log", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const client = newClient();
      const { token: half, session } = await halfSession(person.email, start, client);
      const now = at(start, 20 * SECOND);
      const outcome = await signInWithSecondFactor(deps(), session, codeAt(person.key, now), {
        clientAddress: client,
        now,
      });
      if (outcome.kind !== "signed-in") throw new Error(`not signed in: ${outcome.kind}`);
      expect(outcome.recoveryCodesLeft).toBeUndefined();
      expect(outcome.token).not.toBe(half);
      expect(await sessionRow(half)).toBeUndefined();
      const full = await validateSession(db(), outcome.token, limits, now);
      expect(full.session).toMatchObject({ secondFactor: true, account: { id: person.id } });
      const row = await accountRow(person.id);
      expect(new Date(row.last_sign_in_at!).toISOString()).toBe(now.toISOString());
      expect(Number(row.totp_last_step)).toBe(totpStep(now));
      const signIns = await audit("sign-in", person.id);
      expect(signIns).toHaveLength(1);
      expect(signIns[0]).toMatchObject({ actor_id: person.id, client_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    });

    it("takes a code once only: the same code again is `invalid` and logged as `second-factor-failed`", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const code = codeAt(person.key, start);
      const first = await halfSession(person.email, start);
      expect(
        (await signInWithSecondFactor(deps(), first.session, code, { clientAddress: null, now: start })).kind,
      ).toBe("signed-in");
      const second = await halfSession(person.email, at(start, SECOND));
      expect(
        await signInWithSecondFactor(deps(), second.session, code, { clientAddress: null, now: at(start, SECOND) }),
      ).toEqual({ kind: "invalid" });
      expect(await sessionRow(second.token)).toBeDefined();
      expect(await audit("second-factor-failed", person.id)).toHaveLength(1);
    });

    it("takes the next step's code (+1 drift), after which the current step's code no longer works", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const first = await halfSession(person.email, start);
      expect(
        (
          await signInWithSecondFactor(deps(), first.session, codeAt(person.key, start, +1), {
            clientAddress: null,
            now: start,
          })
        ).kind,
      ).toBe("signed-in");
      expect(Number((await accountRow(person.id)).totp_last_step)).toBe(totpStep(start) + 1);
      const second = await halfSession(person.email, start);
      expect(
        await signInWithSecondFactor(deps(), second.session, codeAt(person.key, start), {
          clientAddress: null,
          now: start,
        }),
      ).toEqual({ kind: "invalid" });
    });

    it("accepts the previous step's code, and nothing two steps away", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const { session } = await halfSession(person.email, start);
      const attempt = { clientAddress: null, now: start };
      expect(await signInWithSecondFactor(deps(), session, codeAt(person.key, start, +2), attempt)).toEqual({
        kind: "invalid",
      });
      expect(
        await signInWithSecondFactor(deps(), session, codeAt(person.key, start, -2), {
          clientAddress: null,
          now: at(start, 10 * SECOND),
        }),
      ).toEqual({ kind: "invalid" });
      expect(
        (
          await signInWithSecondFactor(deps(), session, codeAt(person.key, start, -1), {
            clientAddress: null,
            now: at(start, 20 * SECOND),
          })
        ).kind,
      ).toBe("signed-in");
    });

    it("takes a recovery code once (`recovery-code-used` in the log), then refuses it", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const first = await halfSession(person.email, start);
      const typed = person.recoveryCodes[3]!.toUpperCase().replaceAll("-", " ");
      const outcome = await signInWithSecondFactor(deps(), first.session, typed, { clientAddress: null, now: start });
      expect(outcome).toMatchObject({ kind: "signed-in", recoveryCodesLeft: 9 });
      expect(await sessionRow(first.token)).toBeUndefined();
      const used = await audit("recovery-code-used", person.id);
      expect(used).toHaveLength(1);
      expect(jsonObjectOf(used[0]!.details)).toEqual({ left: 9 });
      expect(await audit("sign-in", person.id)).toHaveLength(1);

      const second = await halfSession(person.email, at(start, SECOND));
      expect(
        await signInWithSecondFactor(deps(), second.session, person.recoveryCodes[3]!, {
          clientAddress: null,
          now: at(start, SECOND),
        }),
      ).toEqual({ kind: "invalid" });
      // Another account's code is no use either.
      const other = await account({ enrolled: true });
      expect(
        await signInWithSecondFactor(deps(), second.session, other.recoveryCodes[0]!, {
          clientAddress: null,
          now: at(start, 20 * SECOND),
        }),
      ).toEqual({ kind: "invalid" });
      expect(await audit("second-factor-failed", person.id)).toHaveLength(2);
    });

    it("spends a recovery code with its `recovery-code-used` entry or not at all (the entry refused: the code still works)", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const { session } = await halfSession(person.email, start);
      const code = person.recoveryCodes[5]!;
      const attempt = { clientAddress: null, now: start };
      await expect(
        withAuditRefused(current().database, () => signInWithSecondFactor(deps(), session, code, attempt)),
      ).rejects.toThrow(AUDIT_INSERT_REFUSED);
      await expect(
        withAuditRefused(current().database, () => confirmSecondFactor(deps(), person.id, code, attempt)),
      ).rejects.toThrow(AUDIT_INSERT_REFUSED);
      expect(
        await db()
          .selectFrom("staff_recovery_codes")
          .select("code_hash")
          .where("account_id", "=", person.id)
          .where("used_at", "is not", null)
          .execute(),
      ).toEqual([]);
      // Two tries were counted: the next one waits a moment (throttle.server.ts).
      expect(
        await confirmSecondFactor(deps(), person.id, code, { clientAddress: null, now: at(start, 10 * SECOND) }),
      ).toBe(true);
      const used = await audit("recovery-code-used", person.id);
      expect(used).toHaveLength(1);
      expect(jsonObjectOf(used[0]!.details)).toEqual({ left: 9 });
    });

    it("signs in once when the same code, or the same recovery code, comes twice at once", async () => {
      const start = newStart();
      // An account for each: the failure one round counts would make the next round's second try wait.
      for (const kind of ["totp", "recovery-code"] as const) {
        const person = await account({ enrolled: true });
        const now = start;
        const code = kind === "totp" ? codeAt(person.key, now) : person.recoveryCodes[0]!;
        const a = await halfSession(person.email, now);
        const b = await halfSession(person.email, now);
        const outcomes = await Promise.all([
          signInWithSecondFactor(deps(), a.session, code, { clientAddress: null, now }),
          signInWithSecondFactor(deps(), b.session, code, { clientAddress: null, now }),
        ]);
        expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["invalid", "signed-in"]);
        expect(await audit("sign-in", person.id)).toHaveLength(1);
      }
    });

    it("locks the second factor at the 5th wrong code: even the right code waits 15 minutes", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const { session } = await halfSession(person.email, start);
      const outcomes = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        outcomes.push(
          await signInWithSecondFactor(deps(), session, "000000", {
            clientAddress: null,
            now: at(start, attempt * 10 * SECOND),
          }),
        );
      }
      expect(outcomes).toEqual([
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "invalid" },
        { kind: "blocked", seconds: 900 },
      ]);
      expect(await audit("second-factor-blocked", person.id)).toHaveLength(1);
      const lockedAt = at(start, 40 * SECOND);
      const later = at(lockedAt, 15 * MINUTE - 1);
      expect(
        await signInWithSecondFactor(deps(), session, codeAt(person.key, later), { clientAddress: null, now: later }),
      ).toEqual({ kind: "blocked", seconds: 1 });
      const free = at(lockedAt, 15 * MINUTE);
      const { session: again } = await halfSession(person.email, free);
      expect(
        (await signInWithSecondFactor(deps(), again, codeAt(person.key, free), { clientAddress: null, now: free }))
          .kind,
      ).toBe("signed-in");
    });

    it("30 codes at once, all wrong or one right: at most two are checked, the others refused without a check", async () => {
      const start = newStart();
      for (const rightAt of [null, 11]) {
        const person = await account({ enrolled: true });
        const client = newClient();
        const { session } = await halfSession(person.email, start, client);
        const near = new Set([-1, 0, 1].map((drift) => codeAt(person.key, start, drift)));
        const wrongCodes = Array.from({ length: 40 }, (_, index) => String(index).padStart(6, "0")).filter(
          (code) => !near.has(code),
        );
        const codes = wrongCodes
          .slice(0, 30)
          .map((code, index) => (index === rightAt ? codeAt(person.key, start) : code));
        const outcomes = await Promise.all(
          codes.map((code) => signInWithSecondFactor(deps(), session, code, { clientAddress: client, now: start })),
        );
        expect(outcomes.filter((outcome) => outcome.kind !== "blocked").length).toBeLessThanOrEqual(2);
        outcomes.forEach((outcome, index) => {
          if (outcome.kind === "blocked") expect(outcome.seconds).toBe(1);
          else expect(outcome.kind).toBe(index === rightAt ? "signed-in" : "invalid");
        });
        if (rightAt === null) expect(kinds(outcomes)).toEqual({ invalid: 2, blocked: 28 });
        expect((await audit("second-factor-failed", person.id)).length).toBeLessThanOrEqual(2);
      }
    });

    it("counts wrong codes per client too, and locks a client after 30 across accounts", async () => {
      const start = newStart();
      const client = newClient();
      const people = await Promise.all(Array.from({ length: 10 }, () => account({ enrolled: true })));
      const sessions = [];
      for (const person of people) sessions.push((await halfSession(person.email, start, client)).session);
      const outcomes = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        outcomes.push(
          await signInWithSecondFactor(deps(), sessions[attempt % 10]!, "not a code", {
            clientAddress: client,
            now: at(start, attempt * 10 * SECOND),
          }),
        );
      }
      expect(kinds(outcomes.slice(0, 29))).toEqual({ invalid: 29 });
      expect(outcomes[29]).toEqual({ kind: "blocked", seconds: 900 });
      expect(await audit("second-factor-blocked", people[9]!.id)).toHaveLength(1);
    });

    it('spends a code from the app once: `{ kind: "totp" }` with its step stored, then null for the same code', async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const code = codeAt(person.key, start);
      expect(await spendSecondFactor(deps(), person.id, code, start)).toEqual({ kind: "totp" });
      expect(Number((await accountRow(person.id)).totp_last_step)).toBe(totpStep(start));
      expect(await spendSecondFactor(deps(), person.id, code, start)).toBeNull();
      expect(await spendSecondFactor(deps(), person.id, person.recoveryCodes[0]!, start)).toEqual({
        kind: "recovery-code",
        left: 9,
      });
    });

    it("refuses a right code from an app whose set-up was never confirmed, and any code for an account not there", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      // The key is stored when the set-up begins (mfa.server.ts); only confirming it makes it a second factor.
      await db().updateTable("staff_accounts").set({ mfa_enrolled_at: null }).where("id", "=", person.id).execute();
      expect(await spendSecondFactor(deps(), person.id, codeAt(person.key, start), start)).toBeNull();
      expect((await accountRow(person.id)).totp_last_step).toBeNull();
      expect(await spendSecondFactor(deps(), person.id + 1_000_000, codeAt(person.key, start), start)).toBeNull();
    });

    it("refuses a code whose step another request stored after this one read the account", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const { dialect, url } = current();
      const other = openDatabase(dialect === "sqlite" ? { dialect, file: url } : { dialect, url });
      // Two sign-ins with the same code at once, made to interleave: the other one (its own connection) stores the
      // step just after this one has read the account, and before this one writes.
      let raced = false;
      const race: KyselyPlugin = {
        transformQuery: ({ node }) => node,
        async transformResult({ result }) {
          const row = result.rows[0];
          if (!raced && row && "totp_last_step" in row) {
            raced = true;
            await other.db
              .updateTable("staff_accounts")
              .set({ totp_last_step: totpStep(start) })
              .where("id", "=", person.id)
              .execute();
          }
          return result;
        },
      };
      try {
        const racing = { ...deps(), database: { ...current().database, db: db().withPlugin(race) } };
        expect(await spendSecondFactor(racing, person.id, codeAt(person.key, start), start)).toBeNull();
        expect(raced).toBe(true);
      } finally {
        await other.close();
      }
    });

    it("confirms a signed-in person's code once: true, then false for it again, and `{ blocked: 900 }` at the 5th wrong try", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const confirm = (code: string, now: Date) =>
        confirmSecondFactor(deps(), person.id, code, { clientAddress: null, now });
      const code = codeAt(person.key, start);
      expect(await confirm(code, start)).toBe(true);
      // A code from the app is no recovery code: nothing of that kind in the log.
      expect(await audit("recovery-code-used", person.id)).toEqual([]);
      const outcomes = [];
      for (let attempt = 1; attempt <= 5; attempt++)
        outcomes.push(await confirm(code, at(start, attempt * 10 * SECOND)));
      expect(outcomes).toEqual([false, false, false, false, { blocked: 900 }]);
      expect(await audit("second-factor-failed", person.id)).toHaveLength(5);
      expect(await audit("second-factor-blocked", person.id)).toHaveLength(1);
      const later = at(start, 50 * SECOND + 15 * MINUTE - 1);
      expect(await confirm(codeAt(person.key, later), later)).toEqual({ blocked: 1 });
    });

    it("refuses a TOTP code for an account without MFA", async () => {
      const start = newStart();
      const person = await account();
      const { session } = await halfSession(person.email, start);
      expect(
        await signInWithSecondFactor(deps(), session, codeAt(person.key, start), { clientAddress: null, now: start }),
      ).toEqual({ kind: "invalid" });
    });
  });

  describe("completing a sign-in (completeSignIn)", () => {
    it("swaps the half-session for a new full one in one transaction, with `sign-in` logged and the recovery codes left when given", async () => {
      const start = newStart();
      const person = await account({ enrolled: true });
      const client = newClient();
      const half = async (now: Date) => {
        const token = await createSession(db(), person.id, { secondFactor: false, now });
        const { session } = await validateSession(db(), token, limits, now);
        if (!session) throw new Error("the half-session does not open");
        return { token, session };
      };
      const sessions = () =>
        db().selectFrom("staff_sessions").select("id").where("account_id", "=", person.id).execute();
      const first = await half(start);
      const attempt = { clientAddress: client, now: start };
      // The log refused: nothing at all is written, and the half-session stays.
      await expect(
        withAuditRefused(current().database, () => completeSignIn(deps(), first.session, attempt, 7)),
      ).rejects.toThrow(AUDIT_INSERT_REFUSED);
      expect(await sessions()).toEqual([{ id: sessionIdOf(first.token) }]);
      expect((await accountRow(person.id)).last_sign_in_at).toBeNull();

      const token = await completeSignIn(deps(), first.session, attempt, 7);
      expect(await sessions()).toEqual([{ id: sessionIdOf(token) }]);
      const full = await validateSession(db(), token, limits, start);
      expect(full.session).toMatchObject({ secondFactor: true, account: { id: person.id } });
      expect(new Date((await accountRow(person.id)).last_sign_in_at!).toISOString()).toBe(start.toISOString());
      const used = await audit("recovery-code-used", person.id);
      expect(used).toHaveLength(1);
      expect(used[0]).toMatchObject({ actor_id: person.id, client_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(jsonObjectOf(used[0]!.details)).toEqual({ left: 7 });
      expect(await audit("sign-in", person.id)).toHaveLength(1);

      // Without a count (a code from the app, or MFA just set up): `sign-in` only.
      const second = await half(at(start, MINUTE));
      await completeSignIn(deps(), second.session, { clientAddress: client, now: at(start, MINUTE) });
      expect(await audit("recovery-code-used", person.id)).toHaveLength(1);
      expect(await audit("sign-in", person.id)).toHaveLength(2);
    });
  });
});
