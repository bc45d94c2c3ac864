import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { addressCounterKey, secondFactorCounterKey, type AuthKeys } from "#app/auth/auth-keys.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import type { StaffSession } from "#app/auth/sessions.server.ts";
import { accountPolicy, clearFailures } from "#app/auth/throttle.server.ts";

/**
 * An account's sign-in locks, as admins see and clear them on the staff page: the counters of its address (passwords
 * from devices not known for it) and of its second factor. A known device's own counter is not among them: only
 * guesses made on that device lock it, and it is its owner's.
 */

type Named = { id: number; email: string };

const lockKeysOf = (keys: AuthKeys, account: Named) => [
  addressCounterKey(keys, account.email),
  secondFactorCounterKey(keys, account.id),
];

/** Clears an account's locks and counts, in the caller's transaction when it passes one. */
export async function clearSignInLocks(db: Queryable, keys: AuthKeys, account: Named): Promise<void> {
  await clearFailures(db, lockKeysOf(keys, account));
}

/**
 * Until when each locked account's sign-in is locked, by account id (the later of its locks). Only locks count: the
 * seconds' wait between the first failures is not shown.
 */
export async function signInLocksOf(
  db: Queryable,
  keys: AuthKeys,
  accounts: readonly Named[],
  now: Date,
): Promise<Map<number, Date>> {
  const owners = new Map(
    accounts.flatMap((account) => lockKeysOf(keys, account).map((key) => [key, account.id] as const)),
  );
  const locked = new Map<number, Date>();
  if (owners.size === 0) return locked;
  const rows = await db
    .selectFrom("auth_throttle")
    .select(["key", "blocked_until_ms"])
    .where("key", "in", [...owners.keys()])
    .where("blocked_until_ms", ">", now.getTime())
    .where("failures", ">=", accountPolicy.lockAt)
    .execute();
  for (const row of rows) {
    const id = owners.get(row.key)!;
    const until = new Date(Number(row.blocked_until_ms));
    if (!locked.has(id) || locked.get(id)! < until) locked.set(id, until);
  }
  return locked;
}

/** An admin clears an account's sign-in locks, in one transaction with the audit entry that records it. */
export async function clearSignInLock(
  deps: { database: SiteDatabase; keys: AuthKeys },
  actor: StaffSession,
  accountId: number,
  now: Date,
): Promise<{ kind: "cleared"; email: string } | { kind: "refused"; reason: string }> {
  return inTransaction(deps.database, async ({ db }) => {
    const account = await db
      .selectFrom("staff_accounts")
      .select(["id", "email"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (!account) return { kind: "refused", reason: authMessages.accountGone } as const;
    await clearSignInLocks(db, deps.keys, account);
    await recordAudit(db, { action: "sign-in-lock-cleared", actorId: actor.account.id, accountId }, now);
    return { kind: "cleared", email: account.email } as const;
  });
}
