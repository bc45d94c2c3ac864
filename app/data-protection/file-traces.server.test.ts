import { statSync } from "node:fs";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { scriptedDatabase } from "#tests/support/scripted-database.ts";
import { checkpointWal, clearFileTraces } from "#app/data-protection/file-traces.server.ts";
import { compactSearchIndex } from "#app/data-protection/search-index.server.ts";

// What SQLite's files keep of removed rows: the WAL is checkpointed and truncated after an erasure or a purge, tried a
// bounded number of times while another connection keeps it busy, and a checkpoint that stays busy is logged (with no
// personal data). The search index is rewritten only when asked. On PostgreSQL there is nothing to do and nothing to log.

/** Every log line written meanwhile, parsed (logLine writes one JSON object a line: info on stdout, the rest on stderr). */
function captureLog() {
  const lines: { stream: "stdout" | "stderr"; line: Record<string, unknown> }[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) =>
    lines.push({ stream: "stdout", line: JSON.parse(text) }),
  );
  vi.spyOn(console, "error").mockImplementation((text: string) =>
    lines.push({ stream: "stderr", line: JSON.parse(text) }),
  );
  return lines;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the WAL checkpoint's tries", () => {
  const busy = [{ busy: 1, log: 3, checkpointed: 0 }];
  const done = [{ busy: 0, log: 0, checkpointed: 0 }];

  it("stops at the first try that was not busy", async () => {
    const { database, asked } = scriptedDatabase([done]);
    expect(await checkpointWal(database, { attempts: 3, pauseMs: 0 })).toBe(true);
    expect(asked).toEqual(["PRAGMA wal_checkpoint(TRUNCATE)"]);
  });

  it("tries exactly `attempts` times while busy, then gives up; a last try that succeeds counts", async () => {
    const always = scriptedDatabase([busy, busy, busy, busy, busy]);
    expect(await checkpointWal(always.database, { attempts: 3, pauseMs: 0 })).toBe(false);
    expect(always.asked).toHaveLength(3);
    const atLast = scriptedDatabase([busy, busy, done]);
    expect(await checkpointWal(atLast.database, { attempts: 3, pauseMs: 0 })).toBe(true);
    expect(atLast.asked).toHaveLength(3);
    const once = scriptedDatabase([busy, done]);
    expect(await checkpointWal(once.database, { attempts: 1, pauseMs: 0 })).toBe(false);
    expect(once.asked).toHaveLength(1);
  });

  it("by default tries three times, a second apart", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { database, asked } = scriptedDatabase([busy, busy, busy, done]);
    const result = checkpointWal(database);
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBe(false);
    expect(asked).toHaveLength(3);
  });

  it("takes an answer with no row as not done (tried again, then false), never as a crash", async () => {
    const { database, asked } = scriptedDatabase([]);
    expect(await checkpointWal(database, { attempts: 2, pauseMs: 0 })).toBe(false);
    expect(asked).toHaveLength(2);
  });
});

describe.each(dialects)("clearing the file's traces on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.dispose();
  });
  beforeEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
    await compactSearchIndex(test.database);
  });

  if (dialect === "postgres") {
    it("has nothing to do on PostgreSQL: the checkpoint counts as done and nothing is logged", async () => {
      const lines = captureLog();
      expect(await checkpointWal(test.database)).toBe(true);
      await clearFileTraces(test.database, { compactIndex: true });
      await clearFileTraces(test.database, { compactIndex: false });
      expect(lines).toEqual([]);
    });
    return;
  }

  const walSize = () => statSync(`${test.url}-wal`).size;
  const inSegments = async (word: string) =>
    (
      await sql<{ block: Uint8Array | null }>`select block from submissions_words_data`.execute(test.database.db)
    ).rows.some((row) => row.block !== null && Buffer.from(row.block).includes(Buffer.from(word)));
  /** An enquiry written and then removed: its words are left in the index's segments and its pages in the WAL. */
  async function removedEnquiry(word: string) {
    const id = await seedEnquiry(test.database.db, { createdAt: 0, dueAt: 0, name: `${word} Person` });
    await seedEnquiry(test.database.db, { createdAt: 0, dueAt: 0, name: "Someone Else" });
    await test.database.db.deleteFrom("submissions").where("id", "=", id).execute();
    expect(walSize()).toBeGreaterThan(0);
    expect(await inSegments(word.toLowerCase())).toBe(true);
  }

  it("empties the WAL and rewrites the search index when asked to, logging nothing", async () => {
    await removedEnquiry("Quimbleworth");
    const lines = captureLog();
    await clearFileTraces(test.database, { compactIndex: true });
    expect(walSize()).toBe(0);
    expect(await inSegments("quimbleworth")).toBe(false);
    expect(lines).toEqual([]);
  });

  it("leaves the search index as it is when not asked to (no enquiry went), and still empties the WAL", async () => {
    await removedEnquiry("Rustlewick");
    const lines = captureLog();
    await clearFileTraces(test.database, { compactIndex: false });
    expect(walSize()).toBe(0);
    expect(await inSegments("rustlewick")).toBe(true);
    expect(lines).toEqual([]);
  });

  it("logs a warning with no personal data when another connection keeps the checkpoint busy each time", async () => {
    await removedEnquiry("Stickleback");
    const reader = new SQLite(test.url);
    try {
      // Each try waits 20 ms for the reader here, not the site's 5 s; the pauses between tries pass on a fake clock.
      await sql`PRAGMA busy_timeout = 20`.execute(test.database.db);
      reader.exec("begin");
      reader.prepare("select count(*) from submissions").get();
      const lines = captureLog();
      vi.useFakeTimers({ toFake: ["setTimeout"] });
      const cleared = clearFileTraces(test.database, { compactIndex: false });
      await vi.advanceTimersByTimeAsync(2_000);
      await cleared;
      expect(walSize()).toBeGreaterThan(0);
      expect(lines).toEqual([
        {
          stream: "stderr",
          line: {
            level: "warn",
            time: expect.any(String),
            message:
              "WAL checkpoint stayed busy: removed rows stay in the -wal file until the next erasure or daily purge",
          },
        },
      ]);
    } finally {
      if (reader.inTransaction) reader.exec("commit");
      reader.close();
      await sql`PRAGMA busy_timeout = 5000`.execute(test.database.db);
    }
  });
});
