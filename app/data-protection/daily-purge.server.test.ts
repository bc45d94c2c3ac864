import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { dialects, useSiteDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDatabase } from "#app/db.server/db.server.ts";
import { monthsBefore } from "#app/data-protection/policy.server.ts";
import { startDailyPurge, stopDailyPurge } from "#app/data-protection/daily-purge.server.ts";

// The purge inside the server: first looked at a minute after start, then every hour; it runs when the last run by any
// process sharing the database was 23 hours ago or more; its log line holds counts only; a failure is logged and
// tried again an hour later; stopping lets a run under way finish and schedules nothing after it. A fake clock stands
// in for the hours; the queries are real, on SQLite and PostgreSQL.

const START = Date.UTC(2026, 10, 23, 3, 0);
const MINUTE = 60_000;
const HOUR = 3_600_000;
const LAST_RUN = "retention_last_run_ms";
const NAME_DUE = "Dorothea Duepurge";

describe.each(dialects)("the daily purge on %s", (dialect) => {
  const site = useSiteDatabase(dialect);
  const db = () => site().database.db;
  let lines: { stream: "stdout" | "stderr"; line: Record<string, unknown> }[];
  let timeouts: MockInstance<typeof setTimeout>;

  beforeEach(async () => {
    await db().deleteFrom("app_settings").where("name", "=", LAST_RUN).execute();
    await db().deleteFrom("submissions").execute();
    lines = [];
    const keep = (stream: "stdout" | "stderr") => (text: string) => {
      lines.push({ stream, line: JSON.parse(text) });
    };
    vi.spyOn(console, "log").mockImplementation(keep("stdout"));
    vi.spyOn(console, "error").mockImplementation(keep("stderr"));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: START });
    timeouts = vi.spyOn(globalThis, "setTimeout");
  });
  afterEach(async () => {
    await stopDailyPurge();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** An enquiry closed 13 months before `at` (past its 12 months) and one that arrived the day before. */
  async function dueAndKept(at: number) {
    const old = monthsBefore(new Date(at), 13).getTime();
    const due = await seedEnquiry(db(), { createdAt: old, dueAt: old, status: "not-going-ahead", name: NAME_DUE });
    const kept = await seedEnquiry(db(), { createdAt: at - 86_400_000, dueAt: at, status: "not-going-ahead" });
    return { due, kept };
  }
  const remaining = async () =>
    (await db().selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => Number(row.id));
  const lastRun = async () =>
    (await db().selectFrom("app_settings").select(["name", "value"]).where("name", "=", LAST_RUN).execute())[0];
  /** How many times the next hourly check was scheduled (each check schedules the next when it has finished). */
  const hourlySchedules = () => timeouts.mock.calls.filter(([, delay]) => delay === HOUR).length;
  /** Waits (on the real clock) until `count` checks have finished and scheduled the next. */
  async function checksFinished(count: number) {
    const giveUp = performance.now() + 10_000;
    while (hourlySchedules() < count) {
      if (performance.now() > giveUp) throw new Error(`only ${hourlySchedules()} checks finished`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const purgeLine = (removed: number) => ({
    stream: "stdout",
    line: {
      level: "info",
      time: expect.any(String),
      message: `Retention purge: ${removed} removed; 0 ended staff sessions, 0 expired drafts and 0 unconfirmed requests for access deleted`,
    },
  });

  const failureLine = (message: RegExp) => ({
    stream: "stderr",
    line: { level: "error", time: expect.any(String), message: expect.stringMatching(message) },
  });

  it("runs a minute after start: removes what is due, keeps the rest, claims the day, and logs counts only", async () => {
    const { due, kept } = await dueAndKept(START + MINUTE);
    startDailyPurge();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(await lastRun()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await checksFinished(1);

    expect(await remaining()).toEqual([kept]);
    expect(await remaining()).not.toContain(due);
    // The claim other processes see: the time of this run, under the name every version of the site reads.
    expect(await lastRun()).toEqual({ name: LAST_RUN, value: String(START + MINUTE) });
    expect(lines).toEqual([purgeLine(1)]);
    expect(JSON.stringify(lines)).not.toMatch(/Dorothea|Duepurge|01632|MK9|medication/);
    const audit = await db()
      .selectFrom("audit_log")
      .select("at")
      .where("action", "=", "retention-purge")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(new Date(audit.at).getTime()).toBe(START + MINUTE);
  });

  it("looks every hour but runs again only 23 hours after its last run", async () => {
    await dueAndKept(START + MINUTE);
    startDailyPurge();
    await vi.advanceTimersByTimeAsync(MINUTE);
    await checksFinished(1);
    expect(lines).toEqual([purgeLine(1)]);
    // Due since the run: waits for the next day's.
    const { due } = await dueAndKept(START + MINUTE);
    for (let hour = 1; hour < 23; hour++) {
      await vi.advanceTimersByTimeAsync(HOUR);
      await checksFinished(hour + 1);
    }
    expect(lines).toHaveLength(1);
    expect(await remaining()).toContain(due);
    expect(await lastRun()).toMatchObject({ value: String(START + MINUTE) });
    await vi.advanceTimersByTimeAsync(HOUR);
    await checksFinished(24);
    expect(lines).toEqual([purgeLine(1), purgeLine(1)]);
    expect(await remaining()).not.toContain(due);
    expect(await lastRun()).toMatchObject({ value: String(START + MINUTE + 23 * HOUR) });
  });

  it("does not run when another server sharing the database ran it less than 23 hours ago", async () => {
    const { due } = await dueAndKept(START + MINUTE);
    const elsewhere = String(START + MINUTE - 23 * HOUR + 1);
    await db().insertInto("app_settings").values({ name: LAST_RUN, value: elsewhere }).execute();
    startDailyPurge();
    await vi.advanceTimersByTimeAsync(MINUTE);
    await checksFinished(1);
    expect(lines).toEqual([]);
    expect(await remaining()).toContain(due);
    expect(await lastRun()).toMatchObject({ value: elsewhere });
  });

  it("logs a failure without personal data and tries again an hour later", async () => {
    const { due } = await dueAndKept(START + MINUTE);
    // The site's database cannot be opened: its folder would be inside a file.
    await closeDatabase();
    vi.stubEnv("DATABASE_URL", "/dev/null/site.db");
    resetEnvForTests();
    try {
      startDailyPurge();
      await vi.advanceTimersByTimeAsync(MINUTE);
      await checksFinished(1);
    } finally {
      vi.stubEnv("DATABASE_URL", site().url);
      resetEnvForTests();
    }
    // The error's own words (no visitor's data reaches a file system error), after what happens next.
    expect(lines).toEqual([
      failureLine(/^Retention purge failed, tried again within the hour: E[A-Z]+: .*'\/dev\/null'$/),
    ]);
    expect(await remaining()).toContain(due);
    await vi.advanceTimersByTimeAsync(HOUR);
    await checksFinished(2);
    expect(lines.slice(1)).toEqual([purgeLine(1)]);
    expect(await remaining()).not.toContain(due);
  });

  /** Makes every delete from `table` fail (a trigger refuses it) until the returned function is called. */
  async function refuseDeletes(table: "submissions" | "app_settings"): Promise<() => Promise<void>> {
    const trigger = sql.raw(`refuse_${table}`);
    const on = sql.table(table);
    const refuse =
      dialect === "sqlite"
        ? [sql`create trigger ${trigger} before delete on ${on} begin select raise(abort, 'refused'); end`]
        : [
            sql`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
            sql`create trigger ${trigger} before delete on ${on} for each row execute function ${trigger}()`,
          ];
    const allow =
      dialect === "sqlite"
        ? [sql`drop trigger ${trigger}`]
        : [sql`drop trigger ${trigger} on ${on}`, sql`drop function ${trigger}()`];
    for (const statement of refuse) await statement.execute(db());
    return async () => {
      for (const statement of allow) await statement.execute(db());
    };
  }

  /** Starts the purge and lets its first check run while deletes from `tables` are refused. */
  async function firstCheckRefusingDeletes(tables: ("submissions" | "app_settings")[]) {
    const allows = [];
    for (const table of tables) allows.push(await refuseDeletes(table));
    try {
      startDailyPurge();
      await vi.advanceTimersByTimeAsync(MINUTE);
      await checksFinished(1);
    } finally {
      for (const allow of allows.reverse()) await allow();
    }
  }

  it("a run that fails once it has claimed the day gives the claim back and is tried again an hour later", async () => {
    const { due } = await dueAndKept(START + MINUTE);
    // The purge's delete fails (the claim before it has been written).
    await firstCheckRefusingDeletes(["submissions"]);
    expect(lines.map(({ line }) => line.message)).toEqual([
      expect.stringMatching(/^Retention purge failed, tried again within the hour: /),
    ]);
    expect(await lastRun()).toBeUndefined();
    expect(await remaining()).toContain(due);
    await vi.advanceTimersByTimeAsync(HOUR);
    await checksFinished(2);
    expect(lines.slice(1)).toEqual([purgeLine(1)]);
    expect(await remaining()).not.toContain(due);
    expect(Number((await lastRun())!.value)).toBe(START + MINUTE + HOUR);
  });

  it("a failed run whose claim cannot be given back says so, and waits for tomorrow as the claim says", async () => {
    const { due } = await dueAndKept(START + MINUTE);
    // The purge fails, and so does giving its claim back (a delete from app_settings).
    await firstCheckRefusingDeletes(["submissions", "app_settings"]);
    expect(lines).toEqual([
      failureLine(/^Retention purge failed, tried again tomorrow \(its claim on today could not be given back\): \S/),
    ]);
    expect(await lastRun()).toEqual({ name: LAST_RUN, value: String(START + MINUTE) });
    // The claim it kept holds the next check off: an hour later nothing runs and nothing is logged.
    await vi.advanceTimersByTimeAsync(HOUR);
    await checksFinished(2);
    expect(lines).toHaveLength(1);
    expect(await remaining()).toContain(due);
  });

  it("stopped before its first check, never runs", async () => {
    await dueAndKept(START + MINUTE);
    startDailyPurge();
    await stopDailyPurge();
    await vi.advanceTimersByTimeAsync(2 * 24 * HOUR);
    // A check started meanwhile would be waited for here.
    await stopDailyPurge();
    expect(lines).toEqual([]);
    expect(await lastRun()).toBeUndefined();
  });

  it("started twice, keeps one schedule, which one stop ends", async () => {
    startDailyPurge();
    startDailyPurge();
    expect(timeouts.mock.calls.filter(([, delay]) => delay === MINUTE)).toHaveLength(1);
    await stopDailyPurge();
    await vi.advanceTimersByTimeAsync(2 * 24 * HOUR);
    await stopDailyPurge();
    expect(lines).toEqual([]);
    expect(await lastRun()).toBeUndefined();
  });

  it("stopped during a run, lets it finish and schedules nothing after it", async () => {
    await dueAndKept(START + MINUTE);
    let stopped: Promise<void> | undefined;
    // SIGTERM arrives while the run is logging its counts (after the purge, before the run has ended).
    vi.mocked(console.log).mockImplementation((text: string) => {
      lines.push({ stream: "stdout", line: JSON.parse(text) });
      stopped = stopDailyPurge();
    });
    startDailyPurge();
    await vi.advanceTimersByTimeAsync(MINUTE);
    const giveUp = performance.now() + 10_000;
    while (!stopped && performance.now() < giveUp) await new Promise((resolve) => setImmediate(resolve));
    await stopped;
    expect(lines).toEqual([purgeLine(1)]);
    expect(hourlySchedules()).toBe(0);
  });
});

describe("the daily purge's timer", () => {
  afterEach(async () => {
    await stopDailyPurge();
    vi.restoreAllMocks();
  });

  it("does not keep the process alive", () => {
    const timeouts = vi.spyOn(globalThis, "setTimeout");
    startDailyPurge();
    const timer = timeouts.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
  });
});
