import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { AUDIT_REFUSAL } from "#app/db.server/migrations/0007-audit-guard.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import { laterThan } from "#tests/support/migrations.ts";

// Migration 0007 on a database that already holds audit entries: every entry is kept as it was through up, down and
// up again; up puts the guard on (an UPDATE refused), down takes it off (its triggers gone), and entries are still
// added with it on.

const readAll = async (database: SiteDatabase) =>
  (await database.db.selectFrom("audit_log").selectAll().orderBy("id").execute()).map((row) => ({
    ...row,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
  }));

async function triggersOf(database: SiteDatabase): Promise<string[]> {
  const { rows } =
    database.dialect === "postgres"
      ? await sql<{
          name: string;
        }>`select tgname as name from pg_trigger where tgrelid = 'audit_log'::regclass and not tgisinternal order by tgname`.execute(
          database.db,
        )
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'audit_log' order by name`.execute(
          database.db,
        );
  return rows.map((row) => row.name);
}

const guardTriggers = { postgres: ["audit_log_append_only", "audit_log_no_truncate"], sqlite: ["audit_log_no_update"] };

describe.each(dialects)("migration 0007 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every audit entry through up, down and up; up refuses an UPDATE, down removes its triggers", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { database } = test;
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const down = await migrator.migrateTo("0006-outbox");
    expect(down.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual(
      (await laterThan("0006-outbox", dialect)).reverse().map((name) => [name, "Down", "Success"]),
    );
    expect(await triggersOf(database)).toEqual([]);

    for (let index = 0; index < 5; index++) {
      await db
        .insertInto("audit_log")
        .values({
          at: new Date(Date.UTC(2020 + index, 0, 1, 9)).toISOString(),
          action: index % 2 ? "sign-in" : "enquiry-viewed",
          actor_id: index,
          account_id: index % 2 ? index : null,
          submission_id: index % 2 ? null : 100 + index,
          client_hash: index === 3 ? null : `${index}`.repeat(32),
          details: index === 0 ? null : JSON.stringify({ rows: index, form: "callback" }),
        })
        .execute();
    }
    const before = await readAll(database);
    expect(before).toHaveLength(5);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual(await laterThan("0006-outbox", dialect));
    expect(await readAll(database)).toEqual(before);
    expect(await triggersOf(database)).toEqual(guardTriggers[dialect]);
    await expect(
      db.updateTable("audit_log").set({ action: "sign-out" }).where("action", "=", "sign-in").execute(),
    ).rejects.toThrow(AUDIT_REFUSAL);
    expect(await readAll(database)).toEqual(before);

    expect((await migrator.migrateTo("0006-outbox")).error).toBeUndefined();
    expect(await readAll(database)).toEqual(before);
    expect(await triggersOf(database)).toEqual([]);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await readAll(database)).toEqual(before);
    expect(await triggersOf(database)).toEqual(guardTriggers[dialect]);
    // Adding entries is what the log is for: still allowed.
    await db
      .insertInto("audit_log")
      .values({ at: new Date().toISOString(), action: "sign-out", actor_id: 1, account_id: 1 })
      .execute();
    expect(await readAll(database)).toHaveLength(6);
    console.log(`${dialect}: migration 0007 kept ${before.length} audit entries through up, down and up`);
  });
});
