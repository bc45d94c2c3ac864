import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0020 on a database that holds applications: every row is kept, the equality answers' table is new and
// empty, holds a row with every question unanswered, and down and up again keeps the applications.

describe.each(dialects)("migration 0020 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("adds the equality answers' table and keeps every application", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0019-reports")).error).toBeUndefined();
    const at = "2026-11-01T10:00:00.000Z";
    for (const name of ["Ann Applicant", "Bob Applicant"])
      await db
        .insertInto("applications")
        .values({
          created_at: at,
          last_activity_at: at,
          name,
          phone: "07700 900 000",
          email: "a@example.org",
          postcode: "MK9 1AA",
          right_to_work: "yes",
          driving: "no-licence",
          availability: "Weekends",
          experience: "none",
          about: "Hello",
        })
        .execute();
    const before = await db.selectFrom("applications").select(["id", "name"]).orderBy("id").execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("applications").select(["id", "name"]).orderBy("id").execute()).toEqual(before);
    expect(await db.selectFrom("equality_answers").selectAll().execute()).toEqual([]);
    await db
      .insertInto("equality_answers")
      .values({
        id: "a".repeat(64),
        month: "2026-11",
        role_kind: "general",
        age_band: null,
        sex: null,
        gender_same_as_birth: null,
        disability: null,
        ethnic_group: null,
        religion: null,
        sexual_orientation: null,
      })
      .execute();

    expect((await migrator.migrateTo("0019-reports")).error).toBeUndefined();
    expect(await db.selectFrom("applications").select(["id", "name"]).orderBy("id").execute()).toEqual(before);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
