import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

// Migration 0012 on a database that holds enquiries of every old status: every row is kept, each status maps to its
// stage (closed: not going ahead, no reason), rows that had left "new" get a first contact time (their first status
// change in the audit log, else their last activity), the views over `submissions` read as before, the new values and
// only they are allowed. Down and up again keeps every row.

const columns = ["id", "name", "created_at", "last_activity_at", "details"] as const;

describe.each(dialects)("migration 0012 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("maps every old status to a stage, keeps every row and dates the first contact of those dealt with", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    expect((await migrator.migrateTo("0011-search-their-name")).error).toBeUndefined();

    const insert = async (name: string, status: string) => {
      const row = await sql<{ id: number }>`insert into submissions
          (form, name, phone, details, created_at, last_activity_at, consent_given, consent_text, origin_page, dedupe_key, status)
          values ('callback', ${name}, '07700 900199', ${JSON.stringify({ topic: `About ${name}` })},
            '2025-01-01T10:00:00.000Z', '2025-03-01T10:00:00.000Z', true, 'I agree.', '/request-a-callback', ${randomUUID()}, ${status})
          returning id`.execute(db);
      return Number(row.rows[0]!.id);
    };
    const ids = {
      new: await insert("Nina New", "new"),
      "in-progress": await insert("Ivan Progress", "in-progress"),
      contacted: await insert("Cora Contacted", "contacted"),
      closed: await insert("Cole Closed", "closed"),
    };
    // The first status change the audit log holds for Cora: a better trace of the first contact than her last activity.
    await db
      .insertInto("audit_log")
      .values([
        {
          at: "2025-02-01T09:00:00.000Z",
          action: "enquiry-status-changed",
          submission_id: ids.contacted,
          details: "{}",
        },
        {
          at: "2025-02-05T09:00:00.000Z",
          action: "enquiry-status-changed",
          submission_id: ids.contacted,
          details: "{}",
        },
        { at: "2025-01-15T09:00:00.000Z", action: "enquiry-viewed", submission_id: ids.closed, details: null },
      ])
      .execute();
    const before = (await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow);
    const viewBefore = await db.selectFrom("callback_submissions").selectAll().orderBy("id").execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = (
      await db
        .selectFrom("submissions")
        .select([...columns, "status", "stage_reason", "first_contacted_at"])
        .orderBy("id")
        .execute()
    ).map(normaliseRow);
    expect(after.map(({ status: _s, stage_reason: _r, first_contacted_at: _f, ...row }) => row)).toEqual(before);
    const at = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
    expect(after.map((row) => [row.name, row.status, row.stage_reason, at(row.first_contacted_at)])).toEqual([
      ["Nina New", "new", null, null],
      ["Ivan Progress", "contacted", null, "2025-03-01T10:00:00.000Z"],
      ["Cora Contacted", "contacted", null, "2025-02-01T09:00:00.000Z"],
      ["Cole Closed", "not-going-ahead", null, "2025-03-01T10:00:00.000Z"],
    ]);
    // The views over `submissions` (migration 0003) read as before.
    expect(await db.selectFrom("callback_submissions").selectAll().orderBy("id").execute()).toEqual(viewBefore);

    // The new stages and reasons are allowed; an old status, an unknown reason, or a reason on another stage is not.
    await db
      .updateTable("submissions")
      .set({ status: "not-going-ahead", stage_reason: "funding" })
      .where("id", "=", ids.new)
      .execute();
    await db.updateTable("submissions").set({ status: "care-started" }).where("id", "=", ids.contacted).execute();
    for (const change of [
      sql`update submissions set status = 'closed' where id = ${ids.closed}`,
      sql`update submissions set stage_reason = 'bored' where id = ${ids.closed}`,
      sql`update submissions set stage_reason = 'funding' where id = ${ids["in-progress"]}`,
    ]) {
      await expect(change.execute(db)).rejects.toThrow();
    }
    await db
      .insertInto("contact_attempts")
      .values({
        submission_id: ids.new,
        outcome: "reached",
        note: null,
        staff_id: null,
        created_at: "2025-04-01T10:00:00.000Z",
      })
      .execute();
    await expect(
      sql`insert into contact_attempts (submission_id, outcome, created_at) values (${ids.new}, 'shouted', '2025-04-01T10:00:00.000Z')`.execute(
        db,
      ),
    ).rejects.toThrow();

    // Down: the stages back to the old statuses (assessment booked and care started are in progress); every row kept.
    await db
      .updateTable("submissions")
      .set({ status: "assessment-booked" })
      .where("id", "=", ids["in-progress"])
      .execute();
    expect((await migrator.migrateTo("0011-search-their-name")).error).toBeUndefined();
    const down = await sql<{ name: string; status: string }>`select name, status from submissions order by id`.execute(
      db,
    );
    expect(down.rows.map((row) => [row.name, row.status])).toEqual([
      ["Nina New", "closed"],
      ["Ivan Progress", "in-progress"],
      ["Cora Contacted", "in-progress"],
      ["Cole Closed", "closed"],
    ]);
    expect((await db.selectFrom("submissions").select(columns).orderBy("id").execute()).map(normaliseRow)).toEqual(
      before,
    );
    expect(await db.selectFrom("callback_submissions").select("id").execute()).toHaveLength(4);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
