import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0019 on a database that holds enquiries: every row is kept as it was, none is marked escalated (the
// escalation looks back a week only, so an upgrade does not e-mail the office about every enquiry it ever let lapse);
// down and up again keeps every row.

const columns = ["id", "name", "form", "status", "created_at", "due_at", "first_contacted_at", "is_spam"] as const;

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
    for (let i = 0; i < 30; i++)
      await seedEnquiry(db, {
        createdAt: at + i * 60_000,
        dueAt: at + 3_600_000,
        firstContactedAt: i % 3 ? null : at + 600_000,
        status: i % 3 ? "new" : "contacted",
        spam: i % 7 === 0,
      });
    const read = async () =>
      (await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow);
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
