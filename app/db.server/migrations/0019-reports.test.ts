import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { callColumnsOf, seedCallMix } from "#tests/support/migrations.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0019 on a database that holds enquiries: every row is kept as it was, none is marked escalated (the
// escalation looks back a week only, so an upgrade does not e-mail the office about every enquiry it ever let lapse);
// down and up again keeps every row.

describe.each(dialects)("migration 0019 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("adds escalated_at, NULL on every row, and keeps every row through down and up", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0018-session")).error).toBeUndefined();
    const at = Date.UTC(2026, 10, 20, 10);
    await seedCallMix(db, at);
    const read = () => callColumnsOf(db);
    const before = await read();

    expect((await migrator.migrateTo("0019-reports")).error).toBeUndefined();
    expect(await read()).toEqual(before);
    const marked = await db.selectFrom("submissions").select("id").where("escalated_at", "is not", null).execute();
    expect(marked).toEqual([]);

    await db
      .updateTable("submissions")
      .set({ escalated_at: new Date(at).toISOString() })
      .execute();
    expect((await migrator.migrateTo("0018-session")).error).toBeUndefined();
    expect(await read()).toEqual(before);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await read()).toEqual(before);
  });
});
