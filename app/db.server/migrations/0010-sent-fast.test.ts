import { randomUUID } from "node:crypto";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0010 on a database that holds enquiries: every row is kept; those filed as spam for being sent too fast
// keep their flag and get the "sent very fast" mark; the rest are not marked. Down and up again keeps every row.

describe.each(dialects)("migration 0010 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every enquiry and marks those filed as spam for their speed as sent very fast", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0008-data-protection")).error).toBeUndefined();

    const insert = async (name: string, spamReason: string | null) =>
      db
        .insertInto("submissions")
        .values({
          form: "quick-contact",
          name,
          phone: "07700 900199",
          details: "{}",
          created_at: "2025-01-01T10:00:00.000Z",
          last_activity_at: "2025-01-01T10:00:00.000Z",
          consent_given: true,
          consent_text: "I agree.",
          origin_page: "/",
          is_spam: spamReason !== null,
          spam_reason: spamReason,
          dedupe_key: randomUUID(),
        })
        .execute();
    await insert("Ivy Person", null);
    await insert("Bot Honeypot", "honeypot");
    await insert("Fay Fast", "too-fast");
    const columns = ["id", "name", "is_spam", "spam_reason", "created_at"] as const;
    const before = (await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = (
      await db
        .selectFrom("submissions")
        .select([...columns, "sent_fast"])
        .orderBy("id")
        .execute()
    ).map(normaliseRow);
    expect(after.map(({ sent_fast: _, ...row }) => row)).toEqual(before);
    expect(after.map((row) => [row.name, row.sent_fast])).toEqual([
      ["Ivy Person", false],
      ["Bot Honeypot", false],
      ["Fay Fast", true],
    ]);

    expect((await migrator.migrateTo("0008-data-protection")).error).toBeUndefined();
    expect((await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow)).toEqual(
      before,
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
