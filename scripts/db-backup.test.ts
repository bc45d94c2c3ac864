import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { inTransaction, openDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import { databaseTarget, type DialectName } from "#app/db.server/dialect.ts";
import { migrationProvider, migrationsFor } from "#app/db.server/migrations/index.ts";
import { KEY_REUSED, storeSubmission, type StoreOptions } from "#app/enquiries/submissions.server.ts";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import { projectRoot, runScript, type ScriptRun } from "#tests/support/script-process.ts";
import { sqliteBackupProblem } from "#scripts/lib/backups.ts";

// `npm run db:backup` and `npm run db:restore` as processes, on SQLite and PostgreSQL: a backup taken while enquiries
// keep arriving comes back whole and sound in a new database; damaged files and unconfirmed restores change nothing.

const TIMEOUT = 60_000;

function run(script: "db-backup" | "db-restore", args: string[], url: string, cwd?: string): Promise<ScriptRun> {
  return runScript(`${script}.ts`, args, { env: { ...process.env, DATABASE_URL: url }, cwd });
}

const lastLine = (text: string) => text.trimEnd().split("\n").at(-1) ?? "";

const storeOptions: Omit<StoreOptions, "now"> = {
  spamReason: null,
  idempotencyKey: null,
  onKeyReuse: "store",
  originPage: "/",
  requestId: null,
  duplicateWindowSeconds: 600,
};

/** Enquiries stored one transaction after another through the app's own code, until stopped. */
function startSubmissionStream(database: SiteDatabase) {
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const values = samples["quick-contact"].fields(`Stream Person ${n}`);
      const stored = await inTransaction(database, (transaction) =>
        storeSubmission(transaction, "quick-contact", values, { ...storeOptions, now: Date.now() }),
      );
      if (stored === KEY_REUSED) throw new Error("no idempotency key was given");
      // better-sqlite3 answers synchronously: without a turn of the event loop the child's output would never be read.
      await nextTurn();
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

const submissionIds = async (database: SiteDatabase) =>
  (await database.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => Number(row.id));

/** Every table of the database with its row count: each one must be readable. */
async function tableCounts(database: SiteDatabase): Promise<Record<string, number>> {
  const names =
    database.dialect === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
          database.db,
        );
  const counts: Record<string, number> = {};
  for (const { name } of names.rows) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(name)}`.execute(
      database.db,
    );
    counts[name] = Number(rows[0]!.count);
  }
  return counts;
}

/** SQLite's own verdict on the file, or PostgreSQL's willingness to read every table (it has no integrity pragma). */
async function integrity(database: SiteDatabase): Promise<string> {
  if (database.dialect === "postgres") return Object.keys(await tableCounts(database)).length > 0 ? "ok" : "no tables";
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
  return rows.map((row) => row.integrity_check).join("; ");
}

const appliedMigrations = async (database: SiteDatabase) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map(
    (row) => row.name,
  );

/** A database that does not exist yet (SQLite: a path with no file) or is empty (PostgreSQL: just created). */
async function newTarget(dialect: DialectName, dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `restore_${randomBytes(6).toString("hex")}`;
  if (dialect === "sqlite") return { url: path.join(dir, `${name}.db`), drop: async () => {} };
  const adminUrl = inject("postgresUrl");
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Opens a database, hands it to `look`, and closes it again (a restore refuses a database that is open). */
async function inspect<T>(url: string, look: (database: SiteDatabase) => Promise<T>): Promise<T> {
  const database = openDatabase(databaseTarget(url));
  try {
    return await look(database);
  } finally {
    await database.close();
  }
}

describe.each(dialects)("npm run db:backup and db:restore on %s", (dialect) => {
  let source: TestDatabase;
  let dir: string;
  const targets: { drop(): Promise<void> }[] = [];
  const target = async () => {
    const made = await newTarget(dialect, dir);
    targets.push(made);
    return made.url;
  };
  let backupFile = "";
  let restoredUrl = "";

  beforeAll(async () => {
    source = await createTestDatabase(dialect);
    dir = mkdtempSync(path.join(tmpdir(), "db-backup-test-"));
  }, TIMEOUT);
  afterAll(async () => {
    await source?.dispose();
    for (const made of targets) await made.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "a backup taken during a stream of submissions restores into a new database that opens, passes an integrity check and holds every row committed before it began",
    async () => {
      const stopStream = startSubmissionStream(source.database);
      while ((await submissionIds(source.database)).length < 50)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const committedBefore = await submissionIds(source.database);
      const backup = await run("db-backup", ["--to", path.join(dir, "backups")], source.url);
      const countAfter = (await submissionIds(source.database)).length;
      await stopStream();

      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      // Enquiries kept arriving while the backup ran.
      expect(countAfter).toBeGreaterThan(committedBefore.length);
      backupFile = lastLine(backup.stdout);
      expect(path.basename(backupFile)).toMatch(
        dialect === "sqlite"
          ? /^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/
          : /^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/,
      );
      expect(path.dirname(backupFile)).toBe(path.join(dir, "backups"));
      expect(statSync(backupFile).isFile()).toBe(true);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);

      restoredUrl = await target();
      const restore = await run("db-restore", [backupFile, "--yes"], restoredUrl);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Restored ${backupFile} into `);
      expect(restore.stdout).toContain("Its migrations were up to date.");

      await inspect(restoredUrl, async (restored) => {
        expect(await integrity(restored)).toBe("ok");
        const counts = await tableCounts(restored);
        expect(Object.keys(counts)).toEqual(
          expect.arrayContaining(["submissions", "staff_accounts", "outbox", "kysely_migration"]),
        );
        expect(counts.submissions).toBeGreaterThanOrEqual(committedBefore.length);
        expect(counts.submissions).toBeLessThanOrEqual(countAfter);
        expect(await submissionIds(restored)).toEqual(expect.arrayContaining(committedBefore));
        expect(restore.stdout).toContain(`It holds ${counts.submissions} enquiries`);
        expect(await appliedMigrations(restored)).toEqual(Object.keys(migrationsFor(dialect)).sort());
        // The restored rows are the app's rows: the word index (FTS5 / tsvector) came back with them.
        const person = await restored.db
          .selectFrom("submissions")
          .select(["name", "email"])
          .where("id", "=", committedBefore[0]!)
          .executeTakeFirstOrThrow();
        expect(person).toEqual({ name: "Stream Person 0", email: "quinn@example.org" });
      });
    },
    TIMEOUT,
  );

  it(
    "refuses to restore without --yes when standard input is not a terminal, and leaves the target as it was",
    async () => {
      const url = await target();
      const refused = await run("db-restore", [backupFile], url);
      expect(refused).toMatchObject({ code: 1, stdout: "" });
      expect(refused.stderr).toContain("add --yes");
      if (dialect === "sqlite") expect(existsSync(url)).toBe(false);
      else expect(await inspect(url, tableCounts)).toEqual({});
    },
    TIMEOUT,
  );

  it(
    "refuses a truncated file and one of random bytes with a clear message, leaving the target untouched",
    async () => {
      const before = await inspect(restoredUrl, tableCounts);
      expect(before.submissions).toBeGreaterThan(0);
      const whole = readFileSync(backupFile);
      const truncated = path.join(dir, `truncated${path.extname(backupFile)}`);
      const random = path.join(dir, `random${path.extname(backupFile)}`);
      writeFileSync(truncated, whole.subarray(0, whole.length - Math.ceil(whole.length / 10)));
      writeFileSync(random, randomBytes(whole.length));

      for (const damaged of [truncated, random]) {
        const refused = await run("db-restore", [damaged, "--yes"], restoredUrl);
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe("");
        expect(refused.stderr).toContain(`${damaged} was not restored: `);
        await inspect(restoredUrl, async (restored) => {
          expect(await integrity(restored)).toBe("ok");
          expect(await tableCounts(restored)).toEqual(before);
        });
      }
      if (dialect === "sqlite") expect(existsSync(`${restoredUrl}.restoring-${process.pid}`)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "refuses a database another process has open, and brings an older backup up to date over a newer database",
    async () => {
      const old = await target();
      await inspect(old, async (database) => {
        const { error } = await new Migrator({ db: database.db, provider: migrationProvider(dialect) }).migrateTo(
          "0004-staff-accounts",
        );
        expect(error).toBeUndefined();
      });
      const oldBackup = await run("db-backup", ["--to", path.join(dir, "old")], old);
      expect(oldBackup.code).toBe(0);

      // The site's pool keeps an idle connection for 10 s after a query (PostgreSQL); SQLite's file is open all along.
      const refused = await inspect(source.url, async (open) => {
        await sql`select 1`.execute(open.db);
        return run("db-restore", [lastLine(oldBackup.stdout), "--yes"], source.url);
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("stop the site (and npm run worker) first");

      const restore = await run("db-restore", [lastLine(oldBackup.stdout), "--yes"], restoredUrl);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain("It holds 0 enquiries");
      const newer = Object.keys(migrationsFor(dialect)).filter((name) => name > "0004-staff-accounts");
      expect(restore.stdout).toContain(`Migrations newer than the backup, now applied: ${newer.join(", ")}.`);
      await inspect(restoredUrl, async (restored) => {
        expect(await integrity(restored)).toBe("ok");
        expect(await appliedMigrations(restored)).toEqual(Object.keys(migrationsFor(dialect)).sort());
        expect((await tableCounts(restored)).submissions).toBe(0);
      });
    },
    TIMEOUT,
  );
});

describe("npm run db:backup on SQLite, apart from the stream", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "db-backup-test-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "writes into ./data/backups of the working directory by default, and fails clearly without a database",
    async () => {
      const test = await createTestDatabase("sqlite");
      try {
        const backup = await run("db-backup", [], test.url, dir);
        expect(backup.code).toBe(0);
        expect(path.dirname(lastLine(backup.stdout))).toBe(path.join(dir, "data", "backups"));
        expect(statSync(path.join(dir, "data", "backups")).mode & 0o777).toBe(0o700);
      } finally {
        await test.dispose();
      }
      const missing = path.join(dir, "no-such.db");
      const failed = await run("db-backup", ["--to", dir], missing);
      expect(failed).toMatchObject({ code: 1, stdout: "" });
      expect(failed.stderr).toBe(`Backup failed: There is no SQLite database at ${missing}.\n`);
      expect(existsSync(missing)).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "a backup run killed part-way (kill -9) leaves nothing named as a backup; restore refuses what it left; the next run is sound",
    async () => {
      const test = await createTestDatabase("sqlite");
      const backups = path.join(dir, "killed");
      mkdirSync(backups, { mode: 0o700 });
      try {
        // 8 MB besides the site's tables, so the copy is still being written when the kill arrives.
        const ballast = new SQLite(test.url);
        ballast.exec(
          "create table ballast (bytes blob); insert into ballast with recursive n(i) as (select 1 union all select i + 1 from n where i < 8) select randomblob(1048576) from n",
        );
        ballast.close();
        const child = spawn(process.execPath, [path.join(projectRoot, "scripts", "db-backup.ts"), "--to", backups], {
          env: { ...process.env, DATABASE_URL: test.url },
          stdio: "ignore",
        });
        const killed = new Promise((resolve) => child.once("exit", resolve));
        // Killed the moment the backup's first file appears in the folder.
        const watcher = watch(backups, () => child.kill("SIGKILL"));
        await killed;
        watcher.close();

        const left = readdirSync(backups);
        const unfinished = left.filter((name) => name.endsWith(".db.unfinished"));
        expect(unfinished).toHaveLength(1);
        // Nothing that looks like a backup: no file with a backup's name, so nothing a restore or an operator would take.
        expect(left.filter((name) => /^site-.*\.db$/.test(name))).toEqual([]);

        const target = path.join(dir, "killed-target.db");
        const refused = await run("db-restore", [path.join(backups, unfinished[0]!), "--yes"], target);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("it is an unfinished backup");
        expect(existsSync(target)).toBe(false);

        const next = await run("db-backup", ["--to", backups], test.url);
        expect(next.code).toBe(0);
        const file = lastLine(next.stdout);
        // Begun within the second the killed run began, it takes the next name (scripts/lib/backups.test.ts).
        expect(path.basename(file)).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-2)?\.db$/);
        expect(sqliteBackupProblem(file)).toBeNull();
        expect(readdirSync(backups).filter((name) => !name.includes(".unfinished"))).toEqual([path.basename(file)]);
      } finally {
        await test.dispose();
      }
    },
    TIMEOUT,
  );
});
