import { inTransaction, type SiteDatabase } from "#app/db.server/db.server.ts";
import { clientHashOf, recordAudit } from "#app/audit/audit.server.ts";
import { deleteAllSessions, deleteSession, deleteSessionsOf, type StaffSession } from "#app/auth/sessions.server.ts";
import type { Attempt, AuthDeps } from "#app/auth/sign-in.server.ts";

/**
 * Ending sessions: logging out, one's own sessions on "My account", an admin's on the staff page. Each deletion is
 * written in one transaction with its audit entry (ADR 0008): if the entry cannot be written, no session ends.
 */

/** Logout: the session is deleted and `sign-out` logged. */
export async function signOut(deps: AuthDeps, session: StaffSession, attempt: Attempt): Promise<void> {
  const clientHash = clientHashOf(deps.keys.audit, attempt.clientAddress);
  await inTransaction(deps.database, async ({ db }) => {
    await deleteSession(db, session.id);
    await recordAudit(
      db,
      { action: "sign-out", actorId: session.account.id, accountId: session.account.id, clientHash },
      attempt.now,
    );
  });
}

/** Which of one's own sessions to end: every one (this one too), every other one, or one other, by its id. */
export type OwnSessions = { kind: "everywhere" } | { kind: "others" } | { kind: "one"; id: string };

/** A person ends their own sessions ("My account"); how many ended. Never another account's, and "one" never this one. */
export async function endOwnSessions(
  deps: AuthDeps,
  session: StaffSession,
  which: OwnSessions,
  attempt: Attempt,
): Promise<number> {
  const accountId = session.account.id;
  const clientHash = clientHashOf(deps.keys.audit, attempt.clientAddress);
  return inTransaction(deps.database, async ({ db }) => {
    let count: number;
    if (which.kind === "one") {
      // One other session, named by its id (the hash of its token). Anything but an id (64 hex digits) names none, and
      // never reaches the database (PostgreSQL refuses a NUL with an error).
      const result = !/^[0-9a-f]{64}$/.test(which.id)
        ? { numDeletedRows: 0n }
        : await db
            .deleteFrom("staff_sessions")
            .where("id", "=", which.id)
            .where("account_id", "=", accountId)
            .where("id", "!=", session.id)
            .executeTakeFirst();
      count = Number(result.numDeletedRows);
    } else {
      count = await deleteSessionsOf(db, accountId, which.kind === "others" ? session.id : undefined, {
        reason: "everywhere",
        now: attempt.now,
        askedBy: session.id,
      });
    }
    const action = which.kind === "everywhere" ? "sign-out-everywhere" : "sessions-ended";
    await recordAudit(
      db,
      { action, actorId: accountId, accountId, clientHash, details: { sessions: count } },
      attempt.now,
    );
    return count;
  });
}

/** An admin ends one person's sessions (their own but the one in use: signing oneself out is Logout); how many ended. */
export async function endSessionsOfAccount(
  database: SiteDatabase,
  actor: StaffSession,
  accountId: number,
  now: Date,
): Promise<number> {
  return inTransaction(database, async ({ db }) => {
    const count = await deleteSessionsOf(db, accountId, accountId === actor.account.id ? actor.id : undefined, {
      reason: "admin",
      now,
    });
    await recordAudit(
      db,
      { action: "sessions-ended", actorId: actor.account.id, accountId, details: { sessions: count } },
      now,
    );
    return count;
  });
}

/** An admin ends every session but their own; how many ended. */
export async function signOutEveryoneElse(database: SiteDatabase, actor: StaffSession, now: Date): Promise<number> {
  return inTransaction(database, async ({ db }) => {
    const count = await deleteAllSessions(db, actor.id, now);
    await recordAudit(
      db,
      { action: "everyone-signed-out", actorId: actor.account.id, details: { sessions: count } },
      now,
    );
    return count;
  });
}
