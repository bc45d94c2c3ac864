import { randomUUID } from "node:crypto";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { defaultFilter } from "#app/inbox/filter.ts";
import { listSubmissions } from "#app/inbox/inbox.server.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0011 on a database that holds enquiries: an assessment booked for someone else is found by their name
// ("Their name"), in rows stored before it and after it; every row is kept, down and up again.

describe.each(dialects)("migration 0011 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("finds a booking by the name of the person who needs care, stored before or after it", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { database } = test;
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0010-sent-fast")).error).toBeUndefined();

    const insert = (name: string, theirName: string) =>
      db
        .insertInto("submissions")
        .values({
          form: "assessment",
          name,
          phone: "07700 900199",
          details: JSON.stringify({ person_needing_care: theirName, additional_information: "Mornings are best." }),
          created_at: "2025-01-01T10:00:00.000Z",
          last_activity_at: "2025-01-01T10:00:00.000Z",
          consent_given: true,
          consent_text: "I agree.",
          origin_page: "/free-assessment",
          is_spam: false,
          dedupe_key: randomUUID(),
        })
        .execute();
    const found = async (words: string) =>
      (
        await listSubmissions(
          database,
          { ...defaultFilter, form: "all", spam: "show" },
          { me: 0, search: words, after: null },
        )
      ).rows.map((row) => row.name);

    await insert("Margaret Exampleford", "Gracelyn Exampleford");
    const columns = ["id", "name", "details", "created_at"] as const;
    const before = (await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow)).toEqual(
      before,
    );
    expect(await found("gracelyn")).toEqual(["Margaret Exampleford"]);
    await insert("Stanley Fixturey", "Winifred Fixturey");
    expect(await found("winif")).toEqual(["Stanley Fixturey"]);
    expect(await found("margaret")).toEqual(["Margaret Exampleford"]);
    expect(await found("mornings")).toHaveLength(2);

    expect((await migrator.migrateTo("0010-sent-fast")).error).toBeUndefined();
    expect(await db.selectFrom("submissions").select("id").execute()).toHaveLength(2);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await found("winifred")).toEqual(["Stanley Fixturey"]);
  });
});
