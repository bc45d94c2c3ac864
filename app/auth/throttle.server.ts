import { sql } from "kysely";
import type { Queryable as Db } from "#app/db.server/db.server.ts";

/**
 * Failed attempts counted in the database, so the count holds across server processes and restarts. Each counter has
 * a key naming what it counts (an e-mail address's keyed hash, an account, a client's keyed hash) and a policy that
 * says how long to wait after the n-th failure in a row. An attempt is counted as a failure before anything is checked
 * (`reserveAttempt`); a success clears the counter; a quiet spell forgets it. No policy ever blocks for good: an
 * attacker who knows a staff address can make its owner wait, never lock them out.
 */
export interface ThrottlePolicy {
  /** Seconds to wait after the n-th failure in a row (n from 1). */
  waitAfter(failures: number): number;
  /** The failure from which the wait no longer changes: waitAfter(n) is waitAfter(lockAt) for every n after it. */
  lockAt: number;
  /** A counter whose last failure is older than this starts again from nothing. */
  forgetAfterSeconds: number;
}

export const LOCK_MINUTES = 15;
const LOCK_SECONDS = LOCK_MINUTES * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * One account (or one address, known or not): the first failure costs nothing, then 1, 2 and 4 seconds, and the fifth
 * failure in a row locks it for 15 minutes (and each one after that, until a success or a quiet day).
 */
export const accountPolicy: ThrottlePolicy = {
  waitAfter: (failures) => (failures >= 5 ? LOCK_SECONDS : failures >= 2 ? 2 ** (failures - 2) : 0),
  lockAt: 5,
  forgetAfterSeconds: DAY_SECONDS,
};

/**
 * One client address across accounts: more room, since a whole office shares one address and its typos add up, then
 * the same 15-minute lock; an hour without a failure forgets them. It stops one client trying a few passwords against
 * many addresses. Successes do not count (`settleSuccess` gives their reserved attempt back).
 */
export const clientPolicy: ThrottlePolicy = {
  waitAfter: (failures) => (failures >= 30 ? LOCK_SECONDS : 0),
  lockAt: 30,
  forgetAfterSeconds: 60 * 60,
};

/** Requests for access from one client: five an hour. */
export const accessRequestPolicy: ThrottlePolicy = {
  waitAfter: (failures) => (failures >= 5 ? 60 * 60 : 0),
  lockAt: 5,
  forgetAfterSeconds: 60 * 60,
};

/** A reserved attempt (counted as a failure in advance, with the wait it set), or a refusal and how long to wait. */
export type Reservation = { allowed: true; failures: number; wait: number } | { allowed: false; wait: number };

/**
 * Reserves one attempt on `key` before anything is checked: the attempt counts as a failure at once, and a success
 * then settles it (`settleSuccess`). Refused, without counting, while the counter waits.
 *
 * The count, the time and the wait it sets are written by ONE statement that only runs when the counter is not
 * blocked, so attempts made at the same moment (in any process) see each other: each one's UPDATE waits for the
 * previous one's (the row lock on PostgreSQL, the database lock on SQLite) and then finds the block it set. A burst of
 * guesses therefore gets no more checks than the policy lets through one after the other (two for accountPolicy).
 * The waits are the policy's, evaluated here for 1 to `lockAt` and written into the statement as numbers; the time is
 * kept in epoch milliseconds so the block is plain arithmetic on both databases.
 */
export async function reserveAttempt(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<Reservation> {
  const nowMs = now.getTime();
  const at = now.toISOString();
  const forgetBefore = new Date(nowMs - policy.forgetAfterSeconds * 1000).toISOString();
  // The count this attempt makes: one more, or the first again after a quiet spell.
  const next = sql<number>`(case when last_failure_at < ${forgetBefore} then 0 else failures end) + 1`;
  const from = sql`cast(${nowMs} as bigint)`;
  const waitMs = (failures: number) => sql.lit(Math.round(policy.waitAfter(failures) * 1000));
  const branches = Array.from(
    { length: policy.lockAt - 1 },
    (_, index) => sql`when ${sql.lit(index + 1)} then ${from} + ${waitMs(index + 1)}`,
  );
  const lock = sql<number>`${from} + ${waitMs(policy.lockAt)}`;
  const blockedUntil =
    branches.length > 0 ? sql<number>`case ${next} ${sql.join(branches, sql` `)} else ${lock} end` : lock;

  // Two tries at most: a row cleared by a success between the statements is made again.
  for (let tries = 0; tries < 2; tries++) {
    await db
      .insertInto("auth_throttle")
      .values({ key, failures: 0, last_failure_at: at, blocked_until_ms: 0 })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const reserved = await db
      .updateTable("auth_throttle")
      .set({ failures: next, last_failure_at: at, blocked_until_ms: blockedUntil })
      .where("key", "=", key)
      .where("blocked_until_ms", "<=", nowMs)
      .returning("failures")
      .executeTakeFirst();
    if (reserved) {
      const failures = Number(reserved.failures);
      return { allowed: true, failures, wait: policy.waitAfter(failures) };
    }
    const row = await db
      .selectFrom("auth_throttle")
      .select("blocked_until_ms")
      .where("key", "=", key)
      .executeTakeFirst();
    if (row && Number(row.blocked_until_ms) > nowMs)
      return { allowed: false, wait: Math.ceil((Number(row.blocked_until_ms) - nowMs) / 1000) };
  }
  // Cleared and made again under this attempt twice over: refused for a second rather than counted blind.
  return { allowed: false, wait: 1 };
}

/** One counter an attempt is reserved on: its key and its policy. */
export type Counter = readonly [key: string, policy: ThrottlePolicy];

/**
 * Reserves one attempt on each counter in turn (e.g. an address, then a client), stopping at the first that refuses.
 * Allowed: the longest wait the reservations set (LOCK_MINUTES or more: this attempt reached a lock).
 */
export async function reserveAttempts(
  db: Db,
  counters: readonly Counter[],
  now: Date,
): Promise<{ allowed: boolean; wait: number }> {
  let wait = 0;
  for (const [key, policy] of counters) {
    const reservation = await reserveAttempt(db, key, policy, now);
    if (!reservation.allowed) return reservation;
    wait = Math.max(wait, reservation.wait);
  }
  return { allowed: true, wait };
}

/** The counters start again from nothing. */
export async function clearFailures(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom("auth_throttle").where("key", "in", keys).execute();
}

/**
 * A success settles the attempt it reserved: the first counter (the address or account tried) starts again from
 * nothing; each other one (the client's, shared by everyone in an office) gets its reserved attempt back, so only
 * failures use it up. Clearing the client's instead would let one right password wipe out its count of wrong ones.
 */
export async function settleSuccess(db: Db, counters: readonly Counter[]): Promise<void> {
  const [first, ...shared] = counters;
  if (first) await clearFailures(db, [first[0]]);
  for (const [key, policy] of shared) {
    // Both right-hand sides read the row as it was (SQL's rule for SET), so the block goes only below the lock.
    await db
      .updateTable("auth_throttle")
      .set({
        failures: sql<number>`case when failures > 0 then failures - 1 else 0 end`,
        blocked_until_ms: sql<number>`case when failures - 1 >= ${sql.lit(policy.lockAt)} then blocked_until_ms else 0 end`,
      })
      .where("key", "=", key)
      .execute();
  }
}

/** "15 minutes", "1 minute", "4 seconds": how long to wait, for a message. */
export function waitText(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  }
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}
