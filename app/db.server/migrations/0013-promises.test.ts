import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0013 on a database that holds enquiries: every row is kept, each gets its due time from the due-time rule
// (its form's promise from its arrival, in office hours or round the clock, or a callback's chosen window), and the
// list of open enquiries by due time has its index. Down and up again keeps every row.

describe.each(dialects)("migration 0013 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every enquiry and gives each the due time the rule gives it", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0012-stages")).error).toBeUndefined();

    const row = (name: string, form: string, urgency: string | null, details: object, createdAt: string) => ({
      form: form as "contact",
      name,
      phone: "07700 900199",
      urgency,
      details: JSON.stringify(details),
      created_at: createdAt,
      last_activity_at: createdAt,
      consent_given: true,
      consent_text: "I agree.",
      origin_page: "/",
      is_spam: false,
      spam_reason: null,
      dedupe_key: randomUUID(),
    });
    const insert = (...args: Parameters<typeof row>) =>
      db
        .insertInto("submissions")
        .values(row(...args))
        .execute();
    // Saturday 28 November 2026 at 01:00: an assessment's hour starts at 8am on Monday.
    await insert("Ada Assessment", "assessment", "planning", {}, "2026-11-28T01:00:00.000Z");
    // The same night, an urgent contact: two hours, day or night.
    await insert("Una Urgent", "contact", "immediate", {}, "2026-11-28T01:00:00.000Z");
    // A callback for the Tuesday evening: by 8pm that day.
    await insert(
      "Cal Callback",
      "callback",
      null,
      { preferred_date: "2026-12-01", preferred_time: "evening", topic: "" },
      "2026-11-27T10:00:00.000Z",
    );
    // Friday before the summer bank holiday, 17:30 BST: 30 minutes on Friday, the rest on Tuesday.
    await insert("Quinn Quick", "quick-contact", "week", { help_type: "myself" }, "2026-08-28T16:30:00.000Z");
    // More rows than one batch holds, so the batches are seen to follow on.
    const many = Array.from({ length: 520 }, (_, i) =>
      row(`Many ${i}`, "contact", "week", {}, "2026-11-18T10:00:00.000Z"),
    );
    await db.insertInto("submissions").values(many.slice(0, 260)).execute();
    await db.insertInto("submissions").values(many.slice(260)).execute();
    const columns = ["id", "name", "form", "urgency", "details", "created_at", "status"] as const;
    const before = (await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = (
      await db
        .selectFrom("submissions")
        .select([...columns, "due_at"])
        .orderBy("id")
        .execute()
    ).map(normaliseRow);
    expect(after.map(({ due_at: _, ...row }) => row)).toEqual(before);
    expect(after.slice(0, 4).map((row) => [row.name, row.due_at])).toEqual([
      ["Ada Assessment", "2026-11-30T09:00:00.000Z"],
      ["Una Urgent", "2026-11-28T03:00:00.000Z"],
      ["Cal Callback", "2026-12-01T20:00:00.000Z"],
      ["Quinn Quick", "2026-09-01T16:30:00.000Z"],
    ]);
    expect(new Set(after.slice(4).map((row) => row.due_at))).toEqual(new Set(["2026-11-18T12:00:00.000Z"]));

    // The open enquiries by due time read the index, not the whole table.
    const plan =
      dialect === "postgres"
        ? await sql<
            Record<string, string>
          >`explain select id from submissions where status = 'new' order by due_at, id limit 50`.execute(db)
        : await sql<
            Record<string, string>
          >`explain query plan select id from submissions where status = 'new' order by due_at, id limit 50`.execute(
            db,
          );
    if (dialect === "sqlite") expect(JSON.stringify(plan.rows)).toContain("submissions_status_due");

    expect((await migrator.migrateTo("0012-stages")).error).toBeUndefined();
    expect((await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow)).toEqual(
      before,
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  }, 30_000);
});
