import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { sampleList } from "#tests/support/sample-submissions.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import type { Database } from "#app/db.server/schema.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import { FORMER_TABLES } from "#app/db.server/migrations/0003-one-submissions-table.ts";

// Migration 0003 on a database that already holds rows in the four former tables: rows of every form, spam rows and
// NULL columns among them, move into `submissions` with every field unchanged; the down migration puts them back.

const ROWS_PER_FORM = 5;

/** Row i of a form as the former table held it: every shared column set, some NULL, every second one spam. */
function formerRow(sample: (typeof sampleList)[number], i: number, createdAt: string): Record<string, unknown> {
  const spam = i % 2 === 1;
  const row: Record<string, unknown> = {
    ...sample.row(`Person ${sample.form} ${i}`),
    read: i === 0,
    created_at: createdAt,
    consent_given: i !== 3,
    consent_given_at: i === 3 ? null : createdAt,
    consent_text: "I agree.",
    origin_page: `/page-${i}`,
    is_spam: spam,
    spam_reason: spam ? "honeypot" : null,
    idempotency_key: i === 2 ? null : randomUUID(),
    dedupe_key: randomUUID(),
    request_id: i === 4 ? null : randomUUID(),
  };
  if (sample.form === "assessment") {
    row.reference = `17952500000${i}0-${1000 + i}`;
    if (i === 4)
      Object.assign(row, { address: "1 Example Road", person_needing_care: "Mother", mobility_requirements: "Hoist" });
  }
  if (i === 1) for (const key of ["message", "topic", "specific_requirements"]) if (key in row) row[key] = "";
  return row;
}

/** SQLite keeps lists as JSON text: the former tables took them so. */
function asStored(dialect: string, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? JSON.stringify(value)
        : dialect === "sqlite" && typeof value === "boolean"
          ? Number(value)
          : value,
    ]),
  );
}

const readAll = async (db: Kysely<Database>, table: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(db)).rows.map(
    (row) => normaliseRow(row) as Record<string, unknown>,
  );

describe.each(dialects)("migration 0003 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("moves every row of every form into `submissions` with every field unchanged, and back down", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const down = await migrator.migrateTo("0002-rate-limits-without-rowid");
    expect(down.error).toBeUndefined();

    const before: Record<string, Record<string, unknown>[]> = {};
    for (const sample of sampleList) {
      for (let i = 0; i < ROWS_PER_FORM; i++) {
        const createdAt = new Date(Date.UTC(2026, 0, 1 + i, 9, 30)).toISOString();
        await db
          .insertInto(sample.table as never)
          .values(asStored(dialect, formerRow(sample, i, createdAt)) as never)
          .execute();
      }
      before[sample.table] = await readAll(db, sample.table);
      expect(before[sample.table]).toHaveLength(ROWS_PER_FORM);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const moved: string[] = [];
    for (const sample of sampleList) {
      const submissions = await readAll(db, "submissions").then((rows) =>
        rows.filter((row) => row.form === sample.form),
      );
      expect(submissions).toHaveLength(ROWS_PER_FORM);
      // Through the view, each row reads as it did in its former table, its id aside (kept as legacy_id).
      const view = await readAll(db, sample.table);
      for (const [index, formerRowRead] of before[sample.table]!.entries()) {
        const { id: formerId, ...fields } = formerRowRead;
        const stored = submissions.find((row) => row.legacy_id === formerId)!;
        expect(stored, `${sample.form} ${formerId}`).toBeDefined();
        const { id: viewId, ...viewFields } = view[index]!;
        expect(viewId).toBe(stored.id);
        expect(viewFields).toEqual(fields);
        const { name } = FORMER_TABLES[sample.form];
        expect(stored).toMatchObject({
          name: fields[name],
          phone: fields.phone,
          status: "new",
          is_spam: fields.is_spam,
          dedupe_key: fields.dedupe_key,
        });
      }
      moved.push(`${ROWS_PER_FORM} ${sample.form}`);
    }
    console.log(
      `${dialect}: migration 0003 moved ${moved.join(", ")} rows (${moved.length * ROWS_PER_FORM} in all); every field matched`,
    );

    // A row stored after the migration, then the way back: every row in its former table, former ids kept.
    const [after] = (await sql<{ id: number }>`select max(id) as id from submissions`.execute(db)).rows;
    expect(Number(after!.id)).toBe(ROWS_PER_FORM * sampleList.length);
    expect((await migrator.migrateTo("0002-rate-limits-without-rowid")).error).toBeUndefined();
    for (const sample of sampleList) expect(await readAll(db, sample.table)).toEqual(before[sample.table]);
    // And up again: still every row.
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await readAll(db, "submissions")).toHaveLength(ROWS_PER_FORM * sampleList.length);
  });

  it("the way back keeps rows stored after the migration too, under ids that do not clash", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    await migrator.migrateTo("0002-rate-limits-without-rowid");
    const quick = sampleList[0]!;
    await db
      .insertInto(quick.table as never)
      .values(asStored(dialect, formerRow(quick, 0, "2026-01-01T09:00:00.000Z")) as never)
      .execute();
    await migrator.migrateToLatest();
    await db
      .insertInto("submissions")
      .values({
        form: "quick-contact",
        name: "New Person",
        phone: "01632 960999",
        email: "new@example.org",
        urgency: "week",
        details: JSON.stringify({ help_type: "myself" }),
        created_at: "2026-02-01T09:00:00.000Z",
        consent_given: true,
        consent_text: "Yes",
        origin_page: "/",
        dedupe_key: "new-row",
      })
      .execute();
    await migrator.migrateTo("0002-rate-limits-without-rowid");
    const rows = await readAll(db, quick.table);
    expect(rows.map((row) => row.name)).toEqual([`Person ${quick.form} 0`, "New Person"]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
    // The identity goes on past the ids given back.
    await db
      .insertInto(quick.table as never)
      .values(asStored(dialect, { ...formerRow(quick, 2, "2026-03-01T09:00:00.000Z") }) as never)
      .execute();
    expect(await readAll(db, quick.table)).toHaveLength(3);
  });
});
