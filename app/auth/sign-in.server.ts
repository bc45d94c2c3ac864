import type { Transaction } from "kysely";
import type { Queryable, SiteDatabase } from "#app/db.server/db.server.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import type { Database } from "#app/db.server/schema.ts";
import { clientHashOf, recordAudit, type AuditAction, type AuditEntry } from "#app/audit/audit.server.ts";
import {
  addressCounterKey,
  normaliseEmail,
  secondFactorCounterKey,
  throttleKey,
  type AuthKeys,
} from "#app/auth/auth-keys.server.ts";
import { knownDeviceKey } from "#app/auth/device.server.ts";
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from "#app/auth/password.server.ts";
import { hashRecoveryCode, looksLikeRecoveryCode } from "#app/auth/recovery-codes.server.ts";
import { openSecret } from "#app/security/secret-box.server.ts";
import {
  createSession,
  deleteSession,
  sessionIdOf,
  type SessionLimits,
  type StaffSession,
} from "#app/auth/sessions.server.ts";
import {
  accountPolicy,
  clientPolicy,
  LOCK_MINUTES,
  reserveAttempts,
  settleSuccess,
  type Counter,
} from "#app/auth/throttle.server.ts";
import { acceptTotpCode } from "#app/auth/totp.server.ts";

/**
 * Signing in, in two steps (ADR 0005). The password gives a half-session that reaches the second-factor pages only;
 * a TOTP code or a recovery code then gives a new, full session. Every attempt is counted as a failure before anything
 * is checked: from a device known for the account (device.server.ts) on that device's counter; from any other client
 * per e-mail address (known or not, so the lock says nothing about which addresses are staff) and per client. A
 * success clears the count it was made on. Every failure is in the audit log, and each lock once.
 */
export interface AuthDeps {
  database: SiteDatabase;
  keys: AuthKeys;
  limits: SessionLimits;
}

/** Who is asking: the client's address (for the throttle and the audit log's keyed hash) and the time. */
export interface Attempt {
  clientAddress: string | null;
  now: Date;
  /** The browser's User-Agent, kept with a new session so a person can tell their sessions apart. */
  userAgent?: string | null;
  /** The browser's device cookie, if it sent one: it counts only with the account it was made for. */
  device?: string | null;
}

export type PasswordOutcome =
  | { kind: "second-factor"; token: string; next: "/auth/verify" | "/auth/set-up" }
  | { kind: "invalid" }
  | { kind: "blocked"; seconds: number }
  | { kind: "pending" }
  | { kind: "disabled" };

/**
 * The counters of a password tried for an address. A device known for its account counts on its own counter only, so
 * guesses made elsewhere never hold its owner up (and guesses made on it hold up only it). Any other client counts on
 * the address typed (known or not), then on the client: a lock there holds unknown devices only.
 */
function passwordCounters(deps: AuthDeps, email: string, accountId: number | null, attempt: Attempt): Counter[] {
  const device = accountId === null ? null : knownDeviceKey(deps.keys, attempt.device, accountId);
  if (device) return [[device, accountPolicy]];
  return [
    [addressCounterKey(deps.keys, email), accountPolicy],
    ...(attempt.clientAddress
      ? [[throttleKey(deps.keys, "password:client", attempt.clientAddress), clientPolicy] as const]
      : []),
  ];
}

/**
 * A wrong password or code, in the audit log; when its count reached a lock, the lock too. A lock is logged by the
 * attempt that set it, once, never by the attempts refused while it lasts: those check nothing, and logging each one
 * would let anyone fill the log (which nobody may delete from for years). True when a lock was reached.
 */
async function logFailure(
  db: Queryable,
  actions: { failed: AuditAction; locked: AuditAction },
  entry: Omit<AuditEntry, "action" | "details">,
  wait: number,
  now: Date,
): Promise<boolean> {
  await recordAudit(db, { ...entry, action: actions.failed }, now);
  if (wait < LOCK_MINUTES * 60) return false;
  await recordAudit(db, { ...entry, action: actions.locked, details: { seconds: wait } }, now);
  return true;
}

/** The first step: an e-mail address and a password. `previousToken` (a cookie already there) is ended, whatever it was. */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; previousToken?: string | null } & Attempt,
): Promise<PasswordOutcome> {
  const { db } = deps.database;
  const email = normaliseEmail(input.email);
  const clientHash = clientHashOf(deps.keys.audit, input.clientAddress);
  if (input.previousToken) await deleteSession(db, sessionIdOf(input.previousToken));

  const account = await db
    .selectFrom("staff_accounts")
    .select(["id", "password_hash", "state", "mfa_enrolled_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  // Counted before the password is checked, so attempts made at once see each other's wait (throttle.server.ts). A
  // refusal costs no Argon2id work and says nothing about the address: the count is per address typed, known or not
  // (a device cookie counts only for the account it was made for, and only the server can make one).
  const counters = passwordCounters(deps, email, account?.id ?? null, input);
  const reserved = await reserveAttempts(db, counters, input.now);
  if (!reserved.allowed) return { kind: "blocked", seconds: reserved.wait };

  // An unknown address (or an invitation not yet taken up) costs the same Argon2id work as a known one.
  const valid = account?.password_hash
    ? await verifyPassword(account.password_hash, input.password)
    : (await verifyDummyPassword(input.password), false);
  if (!valid || !account) {
    // This attempt's own count reached a lock: the next one waits LOCK_MINUTES.
    const locked = await logFailure(
      db,
      signInActions,
      { accountId: account?.id ?? null, clientHash },
      reserved.wait,
      input.now,
    );
    return locked ? { kind: "blocked", seconds: reserved.wait } : { kind: "invalid" };
  }

  // The count the attempt was made on starts again; the client's keeps its failures (one client trying many addresses).
  await settleSuccess(db, counters);
  if (account.state === "pending") return { kind: "pending" };
  if (account.state === "disabled") return { kind: "disabled" };

  if (needsRehash(account.password_hash!)) {
    const passwordHash = await hashPassword(input.password);
    await inTransaction(deps.database, async ({ db }) => {
      await db
        .updateTable("staff_accounts")
        .set({ password_hash: passwordHash })
        .where("id", "=", account.id)
        .execute();
      await recordAudit(db, { action: "password-rehashed", actorId: account.id, accountId: account.id }, input.now);
    });
  }
  const token = await createSession(db, account.id, {
    secondFactor: false,
    now: input.now,
    userAgent: input.userAgent,
  });
  return { kind: "second-factor", token, next: account.mfa_enrolled_at ? "/auth/verify" : "/auth/set-up" };
}

const signInActions = { failed: "sign-in-failed", locked: "sign-in-blocked" } as const;

/**
 * A signed-in person's current password, asked for again (new recovery codes, a new password), then a code from their
 * authenticator app. The password is counted on the counters signing in uses (this device's, or the address's and the
 * client's), so a stolen session cannot guess it faster than a sign-in could; a wrong one is logged. True when both
 * were right; either one wrong gives the same false, so the answer never says which (the code is checked only after
 * the right password).
 */
export async function confirmPasswordAndCode(
  deps: AuthDeps,
  account: { id: number; email: string },
  input: { password: string; code: string },
  attempt: Attempt,
): Promise<boolean | { blocked: number }> {
  const { db } = deps.database;
  const counters = passwordCounters(deps, account.email, account.id, attempt);
  const reserved = await reserveAttempts(db, counters, attempt.now);
  if (!reserved.allowed) return { blocked: reserved.wait };
  const row = await db
    .selectFrom("staff_accounts")
    .select("password_hash")
    .where("id", "=", account.id)
    .executeTakeFirst();
  if (!row?.password_hash || !(await verifyPassword(row.password_hash, input.password))) {
    const entry = {
      actorId: account.id,
      accountId: account.id,
      clientHash: clientHashOf(deps.keys.audit, attempt.clientAddress),
    };
    const locked = await logFailure(
      db,
      { failed: "password-check-failed", locked: "sign-in-blocked" },
      entry,
      reserved.wait,
      attempt.now,
    );
    return locked ? { blocked: reserved.wait } : false;
  }
  await settleSuccess(db, counters);
  return confirmSecondFactor(deps, account.id, input.code, attempt);
}

export type SecondFactorOutcome =
  | { kind: "signed-in"; token: string; recoveryCodesLeft?: number }
  | { kind: "invalid" }
  | { kind: "blocked"; seconds: number };

/** The counters of the second factor: the account, then the client. */
const secondFactorCounters = (deps: AuthDeps, accountId: number, clientAddress: string | null): Counter[] => [
  [secondFactorCounterKey(deps.keys, accountId), accountPolicy],
  ...(clientAddress ? [[throttleKey(deps.keys, "second-factor:client", clientAddress), clientPolicy] as const] : []),
];

/**
 * Checks a code from the authenticator app, or a recovery code, against an account without recording anything but the
 * code's use: the TOTP step is stored (so the code is never accepted again), a recovery code is marked used. Returns
 * what was used, or null.
 */
export async function spendSecondFactor(
  deps: AuthDeps,
  accountId: number,
  code: string,
  now: Date,
): Promise<{ kind: "totp" } | { kind: "recovery-code"; left: number } | null> {
  const { db } = deps.database;
  if (looksLikeRecoveryCode(code)) {
    const used = await db
      .updateTable("staff_recovery_codes")
      .set({ used_at: now.toISOString() })
      .where("account_id", "=", accountId)
      .where("code_hash", "=", hashRecoveryCode(code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const left = await db
      .selectFrom("staff_recovery_codes")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("account_id", "=", accountId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return { kind: "recovery-code", left: Number(left.count) };
  }
  const account = await db
    .selectFrom("staff_accounts")
    .select(["totp_key", "totp_last_step", "mfa_enrolled_at"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  if (!account?.totp_key || !account.mfa_enrolled_at) return null;
  const lastStep = account.totp_last_step === null ? null : Number(account.totp_last_step);
  const step = acceptTotpCode(openSecret(deps.keys.totp, account.totp_key), code, lastStep, now);
  if (step === null) return null;
  // Stored only if no other request stored this step or a later one in the meantime: a code works once.
  const stored = await db
    .updateTable("staff_accounts")
    .set({ totp_last_step: step })
    .where("id", "=", accountId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(stored.numUpdatedRows) === 1 ? { kind: "totp" } : null;
}

/**
 * A try at a second factor (signing in, enrolling, confirming a change), counted before the code is checked, on the
 * account's counter and the client's. `check` runs only when the try is allowed and gives what the code did, or null
 * when it was wrong; a right code clears the account's count, a wrong one is logged, and the lock it reaches too.
 */
export async function trySecondFactor<T>(
  deps: AuthDeps,
  accountId: number,
  attempt: Attempt,
  check: () => Promise<T | null>,
): Promise<{ kind: "right"; value: T } | { kind: "wrong" } | { kind: "blocked"; seconds: number }> {
  const { db } = deps.database;
  const counters = secondFactorCounters(deps, accountId, attempt.clientAddress);
  const reserved = await reserveAttempts(db, counters, attempt.now);
  if (!reserved.allowed) return { kind: "blocked", seconds: reserved.wait };
  const value = await check();
  if (value !== null) {
    await settleSuccess(db, counters);
    return { kind: "right", value };
  }
  const entry = { actorId: accountId, accountId, clientHash: clientHashOf(deps.keys.audit, attempt.clientAddress) };
  const locked = await logFailure(
    db,
    { failed: "second-factor-failed", locked: "second-factor-blocked" },
    entry,
    reserved.wait,
    attempt.now,
  );
  return locked ? { kind: "blocked", seconds: reserved.wait } : { kind: "wrong" };
}

/**
 * A one-off check of the second factor by a signed-in person (changing the password): counted and throttled like
 * the sign-in step. True when the code was right.
 */
export async function confirmSecondFactor(
  deps: AuthDeps,
  accountId: number,
  code: string,
  attempt: Attempt,
): Promise<boolean | { blocked: number }> {
  // A recovery code is marked used in one transaction with its audit entry.
  const spend = () =>
    inTransaction(deps.database, async ({ db }) => {
      const used = await spendSecondFactor(within(deps, db), accountId, code, attempt.now);
      if (used?.kind === "recovery-code") {
        await recordAudit(
          db,
          { action: "recovery-code-used", actorId: accountId, accountId, details: { left: used.left } },
          attempt.now,
        );
      }
      return used;
    });
  const outcome = await trySecondFactor(deps, accountId, attempt, spend);
  if (outcome.kind === "blocked") return { blocked: outcome.seconds };
  return outcome.kind === "right";
}

/**
 * The second step: the half-session gives way to a new, full session (a new token) when the code is right. The code is
 * spent in the same transaction as the new session and its audit entries: a sign-in that fails spends no recovery code.
 */
export async function signInWithSecondFactor(
  deps: AuthDeps,
  session: StaffSession,
  code: string,
  attempt: Attempt,
): Promise<SecondFactorOutcome> {
  const accountId = session.account.id;
  const outcome = await trySecondFactor(deps, accountId, attempt, () =>
    inTransaction(deps.database, async ({ db }) => {
      const used = await spendSecondFactor(within(deps, db), accountId, code, attempt.now);
      if (!used) return null;
      const left = used.kind === "recovery-code" ? used.left : undefined;
      return { left, token: await startFullSession(db, deps, session, attempt, left) };
    }),
  );
  if (outcome.kind === "blocked") return outcome;
  if (outcome.kind === "wrong") return { kind: "invalid" };
  return { kind: "signed-in", token: outcome.value.token, recoveryCodesLeft: outcome.value.left };
}

/**
 * Ends the half-session and starts a full one, in one transaction with the audit entries and the last sign-in time.
 * Also used when enrolment in MFA confirms the first code. Returns the new token.
 */
export async function completeSignIn(
  deps: AuthDeps,
  session: StaffSession,
  attempt: Attempt,
  recoveryCodesLeft?: number,
): Promise<string> {
  return inTransaction(deps.database, ({ db }) => startFullSession(db, deps, session, attempt, recoveryCodesLeft));
}

/** completeSignIn's writes, in the caller's transaction. */
async function startFullSession(
  db: Transaction<Database>,
  deps: AuthDeps,
  session: StaffSession,
  attempt: Attempt,
  recoveryCodesLeft?: number,
): Promise<string> {
  const accountId = session.account.id;
  const clientHash = clientHashOf(deps.keys.audit, attempt.clientAddress);
  await deleteSession(db, session.id);
  const token = await createSession(db, accountId, {
    secondFactor: true,
    now: attempt.now,
    userAgent: attempt.userAgent,
  });
  await db
    .updateTable("staff_accounts")
    .set({ last_sign_in_at: attempt.now.toISOString() })
    .where("id", "=", accountId)
    .execute();
  if (recoveryCodesLeft !== undefined) {
    await recordAudit(
      db,
      { action: "recovery-code-used", actorId: accountId, accountId, clientHash, details: { left: recoveryCodesLeft } },
      attempt.now,
    );
  }
  await recordAudit(db, { action: "sign-in", actorId: accountId, accountId, clientHash }, attempt.now);
  return token;
}

/** `deps` whose queries run in `db`, a transaction: spendSecondFactor then writes in its caller's transaction. */
const within = (deps: AuthDeps, db: Transaction<Database>): AuthDeps => ({
  ...deps,
  database: { ...deps.database, db },
});
