import { CompiledQuery, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { callColumnsOf, seedCallMix } from "#tests/support/migrations.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import { overdueCount, overdueCountQuery } from "#app/inbox/inbox.server.ts";

// Migration 0021 adds an index only: every row is kept through up, down and up; To do's overdue count reads the new
// index alone (SQLite's plan says so; PostgreSQL's planner picks by its statistics, so there the index is checked to
// exist with its condition) and counts what it did before.

describe.each(dialects)("migration 0021 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("adds the index of enquiries not called yet, which the overdue count reads; every row kept", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0020-equality")).error).toBeUndefined();
    const at = Date.UTC(2026, 10, 20, 10);
    const now = new Date(at + 2 * 3_600_000);
    // Half due before `now`.
    await seedCallMix(db, at, (i) => at + (i % 2 ? 3 : 1) * 3_600_000);
    const read = () => callColumnsOf(db);
    const before = await read();
    const countBefore = await overdueCount(db, now);
    expect(countBefore).toBe(
      Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 2 === 0 && i % 3 !== 0 && i % 7 !== 0).length,
    );

    expect((await migrator.migrateTo("0021-overdue-index")).error).toBeUndefined();
    expect(await read()).toEqual(before);
    expect(await overdueCount(db, now)).toBe(countBefore);
    if (dialect === "sqlite") {
      const query = overdueCountQuery(db, now).compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((row) => row.detail)).toEqual([
        "SEARCH submissions USING COVERING INDEX submissions_not_called (status=? AND due_at<?)",
      ]);
    } else {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where indexname = 'submissions_not_called'`.execute(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.indexdef).toMatch(/status\)::text = 'new'|status = 'new'/);
    }

    expect((await migrator.migrateTo("0020-equality")).error).toBeUndefined();
    expect(await read()).toEqual(before);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await read()).toEqual(before);
  });
});
