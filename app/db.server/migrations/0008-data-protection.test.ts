import { randomUUID } from "node:crypto";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0008 on a database that holds enquiries: every row is kept, and `last_activity_at` starts as the latest of
// its arrival, its reading and its notes. Down and up again keeps every row.

describe.each(dialects)("migration 0008 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every enquiry and starts each one's last activity at its latest arrival, reading or note", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0006-outbox")).error).toBeUndefined();

    const insert = async (createdAt: string, readAt: string | null) => {
      const row = await db
        .insertInto("submissions")
        .values({
          form: "contact",
          name: "Ivy Impala",
          phone: "07700 900199",
          details: "{}",
          created_at: createdAt,
          read_at: readAt,
          consent_given: true,
          consent_text: "I agree.",
          origin_page: "/contact",
          dedupe_key: randomUUID(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const arrivedOnly = await insert("2025-01-01T10:00:00.000Z", null);
    const read = await insert("2025-01-01T10:00:00.000Z", "2025-02-01T10:00:00.000Z");
    const noted = await insert("2025-01-01T10:00:00.000Z", "2025-02-01T10:00:00.000Z");
    await db
      .insertInto("submission_notes")
      .values({ submission_id: noted, author_id: null, body: "Rang", created_at: "2025-03-01T10:00:00.000Z" })
      .execute();
    const before = await db
      .selectFrom("submissions")
      .select(["id", "name", "created_at", "read_at"])
      .orderBy("id")
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await db
      .selectFrom("submissions")
      .select(["id", "name", "created_at", "read_at", "last_activity_at"])
      .orderBy("id")
      .execute();
    expect(after.map(({ last_activity_at: _, ...row }) => row)).toEqual(before);
    const activity = Object.fromEntries(after.map((row) => [row.id, new Date(row.last_activity_at!).toISOString()]));
    expect([activity[arrivedOnly], activity[read], activity[noted]]).toEqual([
      "2025-01-01T10:00:00.000Z",
      "2025-02-01T10:00:00.000Z",
      "2025-03-01T10:00:00.000Z",
    ]);

    expect((await migrator.migrateTo("0006-outbox")).error).toBeUndefined();
    expect(
      await db.selectFrom("submissions").select(["id", "name", "created_at", "read_at"]).orderBy("id").execute(),
    ).toEqual(before);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
