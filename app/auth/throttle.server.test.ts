import type { KyselyPlugin, QueryId } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import {
  accessRequestPolicy,
  accountPolicy,
  clearFailures,
  clientPolicy,
  reserveAttempt,
  reserveAttempts,
  settleSuccess,
  waitText,
  type ThrottlePolicy,
} from "#app/auth/throttle.server.ts";

// Attempts reserved in the database before anything is checked: the waits each policy sets, where a block ends to the
// millisecond, forgetting after a quiet spell, and many attempts at once (in any order, one statement each) never
// getting more through than the policy allows nor shortening a lock.

const start = new Date("2026-11-21T09:00:00.000Z");
const later = (ms: number, from = start) => new Date(from.getTime() + ms);
const DAY_MS = 24 * 3_600_000;
const LOCK_MS = 15 * 60_000;

describe("the policies", () => {
  it("accountPolicy waits 0, 1, 2 and 4 seconds after failures 1 to 4, then 15 minutes from the 5th", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(accountPolicy.waitAfter)).toEqual([0, 1, 2, 4, 900, 900, 900]);
  });

  it("clientPolicy waits nothing up to the 29th failure and 15 minutes from the 30th, and forgets after an hour", () => {
    expect([1, 28, 29, 30, 31].map(clientPolicy.waitAfter)).toEqual([0, 0, 0, 900, 900]);
    expect(clientPolicy.forgetAfterSeconds).toBe(3600);
  });

  it("accessRequestPolicy blocks for an hour from the 5th request", () => {
    expect([1, 4, 5, 6].map(accessRequestPolicy.waitAfter)).toEqual([0, 0, 3600, 3600]);
  });

  it("each policy's lockAt is where its last wait begins: the wait changes there and never after", () => {
    for (const policy of [accountPolicy, clientPolicy, accessRequestPolicy]) {
      expect(policy.waitAfter(policy.lockAt - 1)).not.toBe(policy.waitAfter(policy.lockAt));
      for (let failures = policy.lockAt; failures <= policy.lockAt + 50; failures++)
        expect(policy.waitAfter(failures)).toBe(policy.waitAfter(policy.lockAt));
    }
  });

  it("waitText says the wait in words", () => {
    expect([1, 4, 59, 60, 61, 900].map(waitText)).toEqual([
      "1 second",
      "4 seconds",
      "59 seconds",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });
});

describe.each(dialects)("throttle on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;
  const rowOf = async (key: string) => {
    const row = await db().selectFrom("auth_throttle").selectAll().where("key", "=", key).executeTakeFirst();
    return row
      ? {
          failures: Number(row.failures),
          blockedUntilMs: Number(row.blocked_until_ms),
          lastFailureAt: new Date(row.last_failure_at).toISOString(),
        }
      : null;
  };
  const reserve = (key: string, now: Date, policy: ThrottlePolicy = accountPolicy) =>
    reserveAttempt(db(), key, policy, now);

  /**
   * The database as one attempt sees it while other requests act between its statements: after each of its statements
   * (named by kind, "InsertQueryNode" and so on), `meanwhile` may do some other request's work on the plain database.
   */
  function interleaved(meanwhile: (statement: string) => Promise<unknown> | undefined) {
    const kinds = new Map<QueryId, string>();
    const plugin: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        kinds.set(queryId, node.kind);
        return node;
      },
      async transformResult({ queryId, result }) {
        await meanwhile(kinds.get(queryId)!);
        return result;
      },
    };
    return db().withPlugin(plugin);
  }
  /** After each of the first `times` inserts of a reservation, a success elsewhere clears the counter. */
  const clearedAfterInsert = (key: string, times: number) =>
    interleaved((statement) =>
      statement === "InsertQueryNode" && times-- > 0 ? clearFailures(db(), [key]) : undefined,
    );

  /** `count` attempts in a row, each as soon as the one before allows; their waits and when the last one was made. */
  async function inARow(key: string, count: number, from = start, policy: ThrottlePolicy = accountPolicy) {
    const waits: number[] = [];
    let now = from;
    for (let attempt = 0; attempt < count; attempt++) {
      if (attempt > 0) now = later(waits[attempt - 1]! * 1000, now);
      const reservation = await reserve(key, now, policy);
      if (!reservation.allowed) throw new Error(`attempt ${attempt + 1} refused`);
      expect(reservation.failures).toBe(attempt + 1);
      waits.push(reservation.wait);
    }
    return { waits, last: now };
  }

  it("counts each attempt before it is checked, with accountPolicy's waits: 0, 1, 2, 4 seconds, then 15 minutes at the 5th", async () => {
    const { waits, last } = await inARow("account:a", 5);
    expect(waits).toEqual([0, 1, 2, 4, 900]);
    expect(last).toEqual(later(7000)); // 0 + 1 + 2 + 4 seconds after the first
    expect(await rowOf("account:a")).toEqual({
      failures: 5,
      blockedUntilMs: last.getTime() + LOCK_MS,
      lastFailureAt: last.toISOString(),
    });
    expect(await reserve("account:a", last)).toEqual({ allowed: false, wait: 900 });
  });

  it("a new key starts unblocked: the first attempt is the 1st failure and waits nothing, the 2nd at the same moment too", async () => {
    expect(await reserve("new:a", start)).toEqual({ allowed: true, failures: 1, wait: 0 });
    expect(await rowOf("new:a")).toEqual({
      failures: 1,
      blockedUntilMs: start.getTime(),
      lastFailureAt: start.toISOString(),
    });
    expect(await reserve("new:a", start)).toEqual({ allowed: true, failures: 2, wait: 1 });
    // The 2nd set a 1-second wait: a 3rd at the same moment is refused.
    expect(await reserve("new:a", start)).toEqual({ allowed: false, wait: 1 });
  });

  it("a block ends exactly at blocked_until_ms: refused one millisecond before it (and not counted), allowed at it", async () => {
    await inARow("edge:a", 2); // the 2nd: 1 second, until start + 1 s
    expect(await reserve("edge:a", later(999))).toEqual({ allowed: false, wait: 1 });
    expect(await rowOf("edge:a")).toMatchObject({
      failures: 2,
      blockedUntilMs: start.getTime() + 1000,
      lastFailureAt: start.toISOString(),
    });
    expect(await reserve("edge:a", later(1000))).toEqual({ allowed: true, failures: 3, wait: 2 });
  });

  it("a 15-minute lock: 900 s at once, 1 s one millisecond before its end, then the next attempt is allowed and locks again", async () => {
    const { last } = await inARow("lock:a", 5);
    expect(await reserve("lock:a", last)).toEqual({ allowed: false, wait: 900 });
    expect(await reserve("lock:a", later(LOCK_MS - 1, last))).toEqual({ allowed: false, wait: 1 });
    expect(await rowOf("lock:a")).toMatchObject({ failures: 5 });
    // The 6th failure in a row: allowed (it is checked), and counted in advance with the lock again.
    expect(await reserve("lock:a", later(LOCK_MS, last))).toEqual({ allowed: true, failures: 6, wait: 900 });
    expect(await rowOf("lock:a")).toMatchObject({ failures: 6, blockedUntilMs: last.getTime() + 2 * LOCK_MS });
  });

  it("an attempt exactly forgetAfterSeconds after the last one still counts on; one millisecond later the count restarts at 1", async () => {
    const kept = await inARow("forget:kept", 4);
    expect(await reserve("forget:kept", later(DAY_MS, kept.last))).toEqual({ allowed: true, failures: 5, wait: 900 });

    const gone = await inARow("forget:gone", 4);
    expect(await reserve("forget:gone", later(DAY_MS + 1, gone.last))).toEqual({ allowed: true, failures: 1, wait: 0 });
    // The count goes on from there: the 2nd attempt of the new run waits 1 second.
    expect(await reserve("forget:gone", later(DAY_MS + 1, gone.last))).toEqual({ allowed: true, failures: 2, wait: 1 });
  });

  it("a lock is forgotten after its quiet day too: the 6th attempt a day and a millisecond after the 5th is the 1st", async () => {
    const { last } = await inARow("forget:lock", 5);
    expect(await reserve("forget:lock", later(DAY_MS + 1, last))).toEqual({ allowed: true, failures: 1, wait: 0 });
  });

  it("clearFailures removes the counters it names and no other", async () => {
    await inARow("clear:a", 5);
    const b = await inARow("clear:b", 5);
    await clearFailures(db(), ["clear:a"]);
    expect(await rowOf("clear:a")).toBeNull();
    // After clearing, the next attempt is the 1st again; the other counter is still locked.
    expect(await reserve("clear:a", b.last)).toEqual({ allowed: true, failures: 1, wait: 0 });
    expect(await reserve("clear:b", b.last)).toEqual({ allowed: false, wait: 900 });
    await clearFailures(db(), []); // nothing to clear: no error
  });

  it("clientPolicy locks at the 30th attempt, not the 29th", async () => {
    for (let attempt = 1; attempt <= 29; attempt++)
      expect(await reserve("client:a", start, clientPolicy)).toEqual({ allowed: true, failures: attempt, wait: 0 });
    expect(await reserve("client:a", start, clientPolicy)).toEqual({ allowed: true, failures: 30, wait: 900 });
    expect(await reserve("client:a", start, clientPolicy)).toEqual({ allowed: false, wait: 900 });
  });

  it("accessRequestPolicy lets five through and then waits an hour", async () => {
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(await reserve("access:a", start, accessRequestPolicy)).toMatchObject({ allowed: true, wait: 0 });
    expect(await reserve("access:a", start, accessRequestPolicy)).toEqual({ allowed: true, failures: 5, wait: 3600 });
    expect(await reserve("access:a", later(3_600_000 - 1), accessRequestPolicy)).toEqual({ allowed: false, wait: 1 });
    expect(await reserve("access:a", later(3_600_000), accessRequestPolicy)).toEqual({
      allowed: true,
      failures: 6,
      wait: 3600,
    });
  });

  it("a lock is never shortened by an attempt under a policy with shorter waits: it is refused", async () => {
    const { last } = await inARow("monotonic:a", 5);
    const before = await rowOf("monotonic:a");
    // The same key under a policy whose every wait is 1 second (or a clock behind by a second): refused, nothing written.
    const short: ThrottlePolicy = { waitAfter: () => 1, lockAt: 1, forgetAfterSeconds: 3600 };
    expect(await reserve("monotonic:a", later(-1000, last), short)).toEqual({ allowed: false, wait: 901 });
    expect(await reserve("monotonic:a", last, short)).toEqual({ allowed: false, wait: 900 });
    expect(await rowOf("monotonic:a")).toEqual(before);
  });

  it("30 attempts at once on a new key: two are allowed (the 1st and the 2nd), 28 refused and not counted", async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => reserve("burst:a", start)));
    const allowed = outcomes.filter((outcome) => outcome.allowed);
    expect(allowed.map((outcome) => outcome.allowed && outcome.failures).sort()).toEqual([1, 2]);
    expect(outcomes.filter((outcome) => !outcome.allowed)).toEqual(
      Array.from({ length: 28 }, () => ({ allowed: false, wait: 1 })),
    );
    expect(await rowOf("burst:a")).toMatchObject({ failures: 2, blockedUntilMs: start.getTime() + 1000 });
  });

  it("30 attempts at once as a wait ends: only one is allowed, and it sets the next wait for the others", async () => {
    const { waits, last } = await inARow("burst:b", 3); // the 3rd waits 2 seconds
    const free = later(waits[2]! * 1000, last);
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => reserve("burst:b", free)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toEqual([{ allowed: true, failures: 4, wait: 4 }]);
    expect(outcomes.filter((outcome) => !outcome.allowed)).toHaveLength(29);
    expect(await rowOf("burst:b")).toMatchObject({ failures: 4, blockedUntilMs: free.getTime() + 4000 });
  });

  it("50 attempts at once as the 4th failure's wait ends leave the 15-minute lock, never a shorter wait, whatever their clocks say", async () => {
    // The earlier design wrote the count and the block in two statements, and a 4-second wait written after the lock
    // replaced it. Now each attempt is one statement that runs only while the counter is not blocked. The 50 attempts
    // come from clocks up to 49 ms apart, in any order.
    for (let run = 0; run < 5; run++) {
      const key = `race:lock:${run}`;
      const { waits, last } = await inARow(key, 4, later(run * DAY_MS * 2));
      const free = later(waits[3]! * 1000, last);
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, index) => reserve(key, later((index * 7) % 50, free))),
      );
      const allowed = outcomes.filter((outcome) => outcome.allowed);
      expect(allowed).toEqual([{ allowed: true, failures: 5, wait: 900 }]);
      const row = await rowOf(key);
      expect(row!.failures).toBe(5);
      const lockedAt = new Date(row!.lastFailureAt).getTime();
      expect(row!.blockedUntilMs).toBe(lockedAt + LOCK_MS);
      expect(lockedAt - free.getTime()).toBeGreaterThanOrEqual(0);
      expect(lockedAt - free.getTime()).toBeLessThan(50);
      for (const outcome of outcomes) if (!outcome.allowed) expect(outcome.wait).toBeGreaterThanOrEqual(900);
    }
  });

  it("attempts and clears at once on one key all settle, none failing", async () => {
    const work = Array.from({ length: 20 }, (_, index) =>
      index % 4 === 3 ? clearFailures(db(), ["mixed:a"]).then(() => null) : reserve("mixed:a", start),
    );
    const outcomes = await Promise.all(work);
    expect(outcomes.filter((outcome) => outcome?.allowed).length).toBeGreaterThanOrEqual(1);
  });

  it("a counter cleared by a success between the reservation's statements is made again, and the attempt counted as its 1st", async () => {
    expect(await reserveAttempt(clearedAfterInsert("cleared:once", 1), "cleared:once", accountPolicy, start)).toEqual({
      allowed: true,
      failures: 1,
      wait: 0,
    });
    expect(await rowOf("cleared:once")).toMatchObject({ failures: 1, blockedUntilMs: start.getTime() });
  });

  it("a counter cleared under the attempt twice over: refused for a second, nothing counted (two tries, not more)", async () => {
    expect(await reserveAttempt(clearedAfterInsert("cleared:twice", 2), "cleared:twice", accountPolicy, start)).toEqual(
      { allowed: false, wait: 1 },
    );
    expect(await rowOf("cleared:twice")).toBeNull();
  });

  it("an attempt that finds its counter made again by another's 1st attempt at the same moment is counted as the 2nd", async () => {
    // Cleared after this attempt's insert, so its update finds no row; before it reads the row again, another request
    // makes a 1st attempt, whose block ends at this very moment: the counter is free, and this attempt tries again.
    const key = "cleared:taken";
    let step = 0;
    const racing = interleaved((statement) => {
      if (statement === "InsertQueryNode" && step === 0) {
        step = 1;
        return clearFailures(db(), [key]);
      }
      if (statement === "UpdateQueryNode" && step === 1) {
        step = 2;
        return reserve(key, start);
      }
      return undefined;
    });
    expect(await reserveAttempt(racing, key, accountPolicy, start)).toEqual({ allowed: true, failures: 2, wait: 1 });
    expect(step).toBe(2);
    expect(await rowOf(key)).toMatchObject({ failures: 2, blockedUntilMs: start.getTime() + 1000 });
  });

  it("reserveAttempts reserves each counter in turn, stops at the first refusal, and gives the longest wait", async () => {
    expect(
      await reserveAttempts(
        db(),
        [
          ["many:a", accountPolicy],
          ["many:client", clientPolicy],
        ],
        start,
      ),
    ).toEqual({ allowed: true, wait: 0 });
    expect(
      await reserveAttempts(
        db(),
        [
          ["many:a", accountPolicy],
          ["many:client", clientPolicy],
        ],
        start,
      ),
    ).toEqual({ allowed: true, wait: 1 });
    // "many:a" refuses: "many:client" is not counted.
    expect(
      await reserveAttempts(
        db(),
        [
          ["many:a", accountPolicy],
          ["many:client", clientPolicy],
        ],
        start,
      ),
    ).toEqual({ allowed: false, wait: 1 });
    expect(await rowOf("many:client")).toMatchObject({ failures: 2 });
    expect(await reserveAttempts(db(), [], start)).toEqual({ allowed: true, wait: 0 });
  });

  it("settleSuccess clears the first counter and gives the others back the attempt reserved for the success", async () => {
    const counters = [
      ["settle:address", accountPolicy],
      ["settle:client", clientPolicy],
    ] as const;
    await reserveAttempts(db(), counters, start); // a wrong password
    await reserveAttempts(db(), counters, later(1_000)); // the right one, reserved in advance
    await settleSuccess(db(), counters);
    expect(await rowOf("settle:address")).toBeNull();
    // The wrong one stays counted against the client; the right one does not.
    expect(await rowOf("settle:client")).toMatchObject({ failures: 1, blockedUntilMs: 0 });
  });

  it("settleSuccess with no counters does nothing", async () => {
    await inARow("settle:none", 2);
    await settleSuccess(db(), []);
    expect(await rowOf("settle:none")).toMatchObject({ failures: 2 });
  });

  it("an office sharing one address is never locked by its successes: 100 right passwords in a row leave the client at 0", async () => {
    for (let person = 0; person < 100; person++) {
      const counters = [
        [`office:person${person}`, accountPolicy],
        ["office:client", clientPolicy],
      ] as const;
      expect((await reserveAttempts(db(), counters, later(person * 1_000))).allowed).toBe(true);
      await settleSuccess(db(), counters);
    }
    expect(await rowOf("office:client")).toMatchObject({ failures: 0, blockedUntilMs: 0 });
  });

  it("a success that was the client's locking attempt lifts the lock it set; one below the lock keeps an earlier lock", async () => {
    await inARow("lift:client", 29, start, clientPolicy);
    expect(await reserve("lift:client", start, clientPolicy)).toEqual({ allowed: true, failures: 30, wait: 900 });
    await settleSuccess(db(), [
      ["lift:address", accountPolicy],
      ["lift:client", clientPolicy],
    ]);
    expect(await rowOf("lift:client")).toMatchObject({ failures: 29, blockedUntilMs: 0 });
    // 31 failures with a lock: a success given back leaves 30, still at the lock, so the lock stays.
    await inARow("keep:client", 30, start, clientPolicy);
    const lock = (await rowOf("keep:client"))!.blockedUntilMs;
    await db().updateTable("auth_throttle").set({ failures: 31 }).where("key", "=", "keep:client").execute();
    await settleSuccess(db(), [
      ["keep:address", accountPolicy],
      ["keep:client", clientPolicy],
    ]);
    expect(await rowOf("keep:client")).toMatchObject({ failures: 30, blockedUntilMs: lock });
  });
});
