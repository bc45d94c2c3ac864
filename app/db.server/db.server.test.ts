import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, useTestDatabase } from "#tests/support/databases.ts";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { inTransaction, migrateToLatest, openDatabase } from "#app/db.server/db.server.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { normaliseRow, toCount } from "#app/db.server/rows.ts";
import { laterThan } from "#tests/support/migrations.ts";

describe("databaseTarget", () => {
  const cwd = "/srv/site";
  it("is ./data/site.db when DATABASE_URL is unset or empty", () => {
    expect(databaseTarget(undefined, cwd)).toEqual({ dialect: "sqlite", file: "/srv/site/data/site.db" });
    expect(databaseTarget("  ", cwd)).toEqual({ dialect: "sqlite", file: "/srv/site/data/site.db" });
  });
  it("is PostgreSQL for postgres:// and postgresql:// URLs", () => {
    expect(databaseTarget("postgres://u:p@db:5432/site", cwd)).toEqual({
      dialect: "postgres",
      url: "postgres://u:p@db:5432/site",
    });
    expect(databaseTarget("postgresql://db/site", cwd).dialect).toBe("postgres");
  });
  it("is another SQLite file for a path or a file: URL", () => {
    expect(databaseTarget("other.db", cwd)).toEqual({ dialect: "sqlite", file: "/srv/site/other.db" });
    expect(databaseTarget("/var/lib/site.db", cwd)).toEqual({ dialect: "sqlite", file: "/var/lib/site.db" });
    expect(databaseTarget("file:./x/y.db", cwd)).toEqual({ dialect: "sqlite", file: path.resolve(cwd, "x/y.db") });
    expect(databaseTarget("file:///tmp/z.db", cwd)).toEqual({ dialect: "sqlite", file: "/tmp/z.db" });
  });
});

describe.each(dialects)("the database on %s", (dialect) => {
  const current = useTestDatabase(dialect);

  it("has applied every migration, and migrating again changes nothing", async () => {
    expect(await migrateToLatest(current().database)).toEqual([]);
  });

  it("stores and reads back booleans, timestamps, lists and counts in one shape", async () => {
    const { db } = current().database;
    const createdAt = "2026-11-02T10:11:12.345Z";
    const inserted = await db
      .insertInto("submissions")
      .values({
        form: "contact",
        name: "Ann Example",
        phone: "01632 960000",
        email: "ann@example.org",
        postcode: "MK9 1AA",
        urgency: "week",
        details: JSON.stringify({
          enquiry_type: "self",
          service_interest: ["Live-in care"],
          preferred_contact: "phone",
          message: "Hello",
        }),
        created_at: createdAt,
        consent_given: true,
        consent_given_at: createdAt,
        consent_text: "I agree",
        origin_page: "/contact",
        is_spam: false,
        dedupe_key: "k1",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = normaliseRow(
      await db.selectFrom("contact_submissions").selectAll().where("id", "=", inserted.id).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      id: inserted.id,
      read: false,
      consent_given: true,
      is_spam: false,
      created_at: createdAt,
      consent_given_at: createdAt,
      service_interest: ["Live-in care"],
    });
    expect(
      normaliseRow(
        await db
          .selectFrom("submissions")
          .select(["details", "status"])
          .where("id", "=", inserted.id)
          .executeTakeFirstOrThrow(),
      ),
    ).toEqual({
      details: {
        enquiry_type: "self",
        service_interest: ["Live-in care"],
        preferred_contact: "phone",
        message: "Hello",
      },
      status: "new",
    });
    const unread = await db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("read", "=", false)
      .executeTakeFirstOrThrow();
    expect(toCount(unread.count)).toBe(1);
  });

  it("refuses a second row with the same form and idempotency key, or the same dedupe key; another form may reuse a key", async () => {
    const { db } = current().database;
    const row = {
      form: "callback" as const,
      name: "Bo",
      phone: "01632 960001",
      details: JSON.stringify({ preferred_date: "2030-01-01", preferred_time: "morning", topic: "" }),
      created_at: new Date().toISOString(),
      consent_given: true,
      consent_given_at: null,
      consent_text: "x",
      origin_page: "/request-a-callback",
      idempotency_key: "same-key",
      dedupe_key: "d1",
    };
    await db.insertInto("submissions").values(row).execute();
    await expect(
      db
        .insertInto("submissions")
        .values({ ...row, dedupe_key: "d2" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("submissions")
        .values({ ...row, idempotency_key: "other" })
        .execute(),
    ).rejects.toThrow();
    const quickContact = { email: "bo@example.org", urgency: "week", details: JSON.stringify({ help_type: "myself" }) };
    await db
      .insertInto("submissions")
      .values({ ...row, ...quickContact, form: "quick-contact", dedupe_key: "d3" })
      .execute();
    await expect(
      db
        .insertInto("submissions")
        .values({ ...row, form: "elsewhere" as never, dedupe_key: "d4", idempotency_key: null })
        .execute(),
    ).rejects.toThrow();
  });

  it("keeps the rate-limit counters through 0002 down and up; on SQLite they are a WITHOUT ROWID table", async () => {
    const { db, dialect: name } = current().database;
    await db
      .insertInto("rate_limits")
      .values({ client_key: "k", form: "contact", window_start: 600, hits: 3 })
      .execute();
    const migrator = new Migrator({ db, provider: migrationProvider(name) });
    const down = await migrator.migrateTo("0001-submissions");
    expect(down.results?.map((result) => [result.migrationName, result.status])).toEqual(
      (await laterThan("0001-submissions", name)).reverse().map((migration) => [migration, "Success"]),
    );
    expect(await migrateToLatest(current().database)).toEqual(await laterThan("0001-submissions", name));
    const counters = await db.selectFrom("rate_limits").select(["client_key", "hits"]).execute();
    expect(counters.map((row) => ({ ...row, hits: Number(row.hits) }))).toEqual([{ client_key: "k", hits: 3 }]);
    if (name === "sqlite") {
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'rate_limits'`.execute(db);
      expect(rows[0]?.sql.toLowerCase()).toMatch(/without rowid$/);
    }
  });
});

describe("SQLite's file after a deletion", () => {
  it("holds no trace of the deleted row (secure_delete): the pages it used are overwritten, not left free", async () => {
    const test = await createTestDatabase("sqlite");
    try {
      const marker = "erased.person.7f3c@example.org";
      const { db } = test.database;
      await sql`CREATE TABLE scratch (id INTEGER PRIMARY KEY, note TEXT)`.execute(db);
      await sql`INSERT INTO scratch (note) VALUES (${marker}), (${"x".repeat(3000)})`.execute(db);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      expect(readFileSync(test.url).includes(marker)).toBe(true);
      await sql`DELETE FROM scratch WHERE note = ${marker}`.execute(db);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      expect(readFileSync(test.url).includes(marker)).toBe(false);
      expect(readFileSync(`${test.url}-wal`).includes(marker)).toBe(false);
    } finally {
      await test.dispose();
    }
  });
});

describe("SQLite on a full disk", () => {
  it("a transaction that fails with SQLITE_FULL reports that error, not the failed ROLLBACK after it; the next one works", async () => {
    const test = await createTestDatabase("sqlite");
    try {
      const { db } = test.database;
      await sql`CREATE TABLE scratch (id INTEGER PRIMARY KEY, bytes BLOB)`.execute(db);
      // The file may not grow by a page: what a full disk does to SQLite (it rolls the transaction back itself).
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(db);
      const failed = inTransaction(test.database, ({ db: transaction }) =>
        sql`INSERT INTO scratch (bytes) VALUES (randomblob(100000))`.execute(transaction),
      );
      await expect(failed).rejects.toMatchObject({ code: "SQLITE_FULL", message: "database or disk is full" });

      await sql`PRAGMA max_page_count = 1000000`.execute(db);
      await inTransaction(test.database, ({ db: transaction }) =>
        sql`INSERT INTO scratch (bytes) VALUES (randomblob(100000))`.execute(transaction),
      );
      expect((await sql<{ n: number }>`SELECT count(*) AS n FROM scratch`.execute(db)).rows[0]!.n).toBe(1);
    } finally {
      await test.dispose();
    }
  });
});

describe("SQLite's files are the site's user's only (they hold health details)", () => {
  const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
  // The process's umask (022 as usual) is left alone: a worker thread (Stryker's runners) may not set it, and the modes
  // are the site's own whatever it is.
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-modes-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Opens the file as the site does and writes a row (so the WAL and its index exist), then checks the modes. */
  async function openAndWrite(file: string, check: () => void) {
    const database = openDatabase({ dialect: "sqlite", file });
    try {
      await migrateToLatest(database);
      await database.db.insertInto("app_settings").values({ name: "mode-test", value: "1" }).execute();
      check();
      for (const suffix of ["", "-wal", "-shm"]) expect([suffix, modeOf(`${file}${suffix}`)]).toEqual([suffix, "600"]);
    } finally {
      await database.close();
    }
  }

  it("a new folder is 0700; the database and its -wal and -shm files are 0600 (under the process's umask)", async () => {
    const file = path.join(dir, "data", "nested", "site.db");
    await openAndWrite(file, () => {
      expect(modeOf(path.join(dir, "data"))).toBe("700");
      expect(modeOf(path.dirname(file))).toBe("700");
    });
  });

  it("a database made before (0644 in a 0755 folder of its own) is tightened when the site opens it", async () => {
    const folder = path.join(dir, "data");
    mkdirSync(path.join(folder, "backups"), { recursive: true });
    chmodSync(folder, 0o755);
    const file = path.join(folder, "site.db");
    const old = new SQLite(file);
    old.pragma("journal_mode = WAL");
    old.exec("CREATE TABLE t (x)");
    old.close();
    chmodSync(file, 0o644);
    await openAndWrite(file, () => expect(modeOf(folder)).toBe("700"));
  });

  it("a folder shared with other files keeps its mode; the database's own files are still 0600", async () => {
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, "someone-elses.txt"), "");
    const file = path.join(dir, "site.db");
    await openAndWrite(file, () => expect(modeOf(dir)).toBe("755"));
  });
});
