import { inTransaction, type Queryable as Db, type SiteDatabase } from "#app/db.server/db.server.ts";
import { clientHashOf, recordAudit } from "#app/audit/audit.server.ts";
import { hashRecoveryCode, newRecoveryCodes } from "#app/auth/recovery-codes.server.ts";
import { openSecret, sealSecret } from "#app/security/secret-box.server.ts";
import { deleteSessionsOf, type StaffSession } from "#app/auth/sessions.server.ts";
import { completeSignIn, trySecondFactor, type Attempt, type AuthDeps } from "#app/auth/sign-in.server.ts";
import { acceptTotpCode, newTotpKey } from "#app/auth/totp.server.ts";

/**
 * Enrolment in MFA (an authenticator app, RFC 6238) and its reset. Until a first code confirms it, the key waits in the
 * account row, sealed, with `mfa_enrolled_at` empty; the same key is shown again if the page is reloaded, so a person
 * who scanned it once need not scan again.
 */

/** The key being enrolled for an account, made and stored on first use. Null when the account is already enrolled. */
export async function pendingTotpKey(deps: AuthDeps, accountId: number): Promise<Uint8Array | null> {
  const { db } = deps.database;
  const account = await db
    .selectFrom("staff_accounts")
    .select(["totp_key", "mfa_enrolled_at"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  if (!account || account.mfa_enrolled_at) return null;
  if (account.totp_key) return openSecret(deps.keys.totp, account.totp_key);
  const key = newTotpKey();
  // Only if no other request stored a key first: then that one is the key.
  await db
    .updateTable("staff_accounts")
    .set({ totp_key: sealSecret(deps.keys.totp, key) })
    .where("id", "=", accountId)
    .where("totp_key", "is", null)
    .execute();
  return pendingTotpKey(deps, accountId);
}

export type EnrolmentOutcome =
  | { kind: "enrolled"; token: string; recoveryCodes: string[] }
  | { kind: "invalid" }
  | { kind: "blocked"; seconds: number };

/**
 * The first code from the app confirms the key: MFA is on, ten recovery codes are made (shown once; only their hashes
 * are kept) and the half-session becomes a full one. Counted and throttled like the second step of signing in.
 */
export async function confirmEnrolment(
  deps: AuthDeps,
  session: StaffSession,
  code: string,
  attempt: Attempt,
): Promise<EnrolmentOutcome> {
  const accountId = session.account.id;
  const outcome = await trySecondFactor(deps, accountId, attempt, async () => {
    const key = await pendingTotpKey(deps, accountId);
    return key ? acceptTotpCode(key, code, null, attempt.now) : null;
  });
  if (outcome.kind === "blocked") return outcome;
  if (outcome.kind === "wrong") return { kind: "invalid" };
  const step = outcome.value;
  const recoveryCodes = newRecoveryCodes();
  const enrolled = await inTransaction(deps.database, async ({ db }) => {
    const done = await db
      .updateTable("staff_accounts")
      .set({ mfa_enrolled_at: attempt.now.toISOString(), totp_last_step: step })
      .where("id", "=", accountId)
      .where("mfa_enrolled_at", "is", null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await replaceRecoveryCodes(db, accountId, recoveryCodes);
    await recordAudit(
      db,
      {
        action: "mfa-enrolled",
        actorId: accountId,
        accountId,
        clientHash: clientHashOf(deps.keys.audit, attempt.clientAddress),
      },
      attempt.now,
    );
    return true;
  });
  if (!enrolled) return { kind: "invalid" };
  const token = await completeSignIn(deps, session, attempt);
  return { kind: "enrolled", token, recoveryCodes };
}

async function replaceRecoveryCodes(db: Db, accountId: number, codes: readonly string[]) {
  await db.deleteFrom("staff_recovery_codes").where("account_id", "=", accountId).execute();
  await db
    .insertInto("staff_recovery_codes")
    .values(codes.map((code) => ({ account_id: accountId, code_hash: hashRecoveryCode(code), used_at: null })))
    .execute();
}

/** Ten new recovery codes for a signed-in person; the old ones stop working. */
export async function renewRecoveryCodes(database: SiteDatabase, accountId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await inTransaction(database, async ({ db }) => {
    await replaceRecoveryCodes(db, accountId, codes);
    await recordAudit(db, { action: "recovery-codes-renewed", actorId: accountId, accountId }, now);
  });
  return codes;
}

/**
 * Takes MFA off an account (a lost phone): the key and the recovery codes go, every session ends, and the next sign-in
 * enrols again. `actorId` is the admin who did it (NULL: the command line). An account that does not exist (a stale
 * page, a forged post) is "not-found": nothing changes, so nothing is audited.
 */
export async function resetMfa(
  database: SiteDatabase,
  accountId: number,
  actorId: number | null,
  now: Date,
): Promise<"done" | "not-found"> {
  return inTransaction(database, async ({ db }) => {
    const updated = await db
      .updateTable("staff_accounts")
      .set({ totp_key: null, totp_last_step: null, mfa_enrolled_at: null })
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "not-found";
    await db.deleteFrom("staff_recovery_codes").where("account_id", "=", accountId).execute();
    await deleteSessionsOf(db, accountId);
    await recordAudit(db, { action: "mfa-reset", actorId, accountId }, now);
    return "done";
  });
}
