import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "#scripts/lib/server-process.ts";
import { dialects, postgresQuery, scratchPostgresDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";

// The disk fills up while the site runs: the database still answers reads, so /healthz's own query succeeds, but every
// write fails. /healthz must say so ("degraded", the database "writes-failing") and the log must keep the database's
// own error, not one from the rollback after it, until a write succeeds again.
//
// How the full disk is made: a trigger on the submissions table fails every insert the way a full disk does. On SQLite
// it raises "database or disk is full" with RAISE(ROLLBACK), which rolls the whole transaction back as SQLite does by
// itself on SQLITE_FULL, so the app's ROLLBACK after it meets no transaction, as on a real full disk; on PostgreSQL it
// raises SQLSTATE 53100 (disk_full) with the message PostgreSQL gives. A truly full file system needs a mount (not
// allowed in CI's container) and would fill the test's temporary folder for every other test; PRAGMA max_page_count
// gives a real SQLITE_FULL but only on the connection that sets it, inside the server: app/db.server/db.server.test.ts
// uses it for the same error path. The trigger is made and dropped from outside while the server runs.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface FullDisk {
  url: string;
  /** The words the database's own error has, which the log must keep. */
  error: string;
  fill(): Promise<void>;
  free(): Promise<void>;
  dispose(): Promise<void>;
}

async function sqliteDisk(): Promise<FullDisk> {
  const dir = mkdtempSync(path.join(tmpdir(), "disk-full-"));
  dirs.push(dir);
  const file = path.join(dir, "site.db");
  const exec = async (statement: string) => {
    const db = new Database(file);
    try {
      db.exec(statement);
    } finally {
      db.close();
    }
  };
  return {
    url: file,
    error: "database or disk is full",
    fill: () =>
      exec(
        "CREATE TRIGGER disk_full BEFORE INSERT ON submissions BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END",
      ),
    free: () => exec("DROP TRIGGER disk_full"),
    dispose: async () => {},
  };
}

async function postgresDisk(): Promise<FullDisk> {
  const { url, drop } = await scratchPostgresDatabase("full");
  return {
    url,
    error: "No space left on device",
    fill: async () =>
      void (await postgresQuery(
        url,
        `CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
           RAISE EXCEPTION 'could not extend file "base/16384/16402": No space left on device' USING ERRCODE = 'disk_full';
         END $$;
         CREATE TRIGGER disk_full BEFORE INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION disk_full();`,
      )),
    free: async () =>
      void (await postgresQuery(url, "DROP TRIGGER disk_full ON submissions; DROP FUNCTION disk_full();")),
    dispose: drop,
  };
}

describe.each(dialects)("%s: the disk full while the site runs", (dialect) => {
  it("submissions answer 503, /healthz says the writes are failing, the log keeps the database's error; all well once a write succeeds", async () => {
    const disk = dialect === "sqlite" ? await sqliteDisk() : await postgresDisk();
    const server = await startServer(
      { DATABASE_URL: disk.url, RATE_LIMIT_MAX: "1000", RATE_LIMIT_SECRET: "disk-full-test-secret" },
      { capture: true },
    );
    const post = (name: string) =>
      fetch(`${server.url}/api/submit-callback`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(samples.callback.fields(name)),
      });
    const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as Record<string, unknown>;
    try {
      await disk.fill();
      for (let i = 0; i < 3; i++) expect((await post(`Full Disk ${i}`)).status).toBe(503);
      expect(await health()).toMatchObject({ status: "degraded", database: "writes-failing" });

      const errors = server.output.filter((line) => line.includes('"level":"error"'));
      expect(errors.some((line) => line.includes(disk.error))).toBe(true);
      expect(errors.some((line) => line.includes("cannot rollback"))).toBe(false);
      expect(server.output.some((line) => line.includes("Full Disk"))).toBe(false);

      await disk.free();
      expect((await post("Disk Freed")).status).toBe(201);
      expect(await health()).toMatchObject({ status: "ok", database: "up" });
    } finally {
      await server.stop();
      await disk.dispose();
    }
  });
});
