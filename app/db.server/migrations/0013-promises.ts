import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";
// The one exception to "the database imports no folder of app/" (docs/decisions/0017-response-promises.md): the rows
// stored before this migration get their due time from THE due-time rule, not from a copy of it that could drift. The
// rule is pure (no database, no configuration read at run time, no import back into app/db.server/).
// eslint-disable-next-line import-x/no-restricted-paths -- see the comment above
import { dueAtOfStored, type StoredEnquiry } from "#app/enquiries/due-time.ts";

/**
 * `due_at`: when the first contact with a family is due (ADR 0017), stored with every enquiry as it arrives. The rows
 * stored before it get theirs from the same rule, from their form, their choices and their arrival: read and written
 * back in batches by id, so a million rows never sit in memory at once. Every row is kept. Indexed on (status, due_at,
 * id): the office's list of open enquiries by due time reads the open statuses in due order.
 */
const BATCH = 500;

export function promisesMigration(dialect: DialectName): Migration {
  const timestamp = dialect === "postgres" ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("due_at", timestamp).execute();
      await fillDueTimes(db as Kysely<DueRows>, dialect);
      await db.schema
        .createIndex("submissions_status_due")
        .on("submissions")
        .columns(["status", "due_at", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("submissions_status_due").execute();
      await db.schema.alterTable("submissions").dropColumn("due_at").execute();
    },
  };
}

interface DueRows {
  submissions: StoredEnquiry & { id: number; due_at: string | null };
}

/** Gives every row without a due time its due time, by the rule, batch by batch in id order. */
async function fillDueTimes(db: Kysely<DueRows>, dialect: DialectName): Promise<void> {
  const cast = dialect === "postgres" ? sql.raw("::timestamptz") : sql.raw("");
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "form", "urgency", "details", "created_at"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const cases = rows.map(
      (row) => sql`when ${Number(row.id)} then ${new Date(dueAtOfStored(row)).toISOString()}${cast}`,
    );
    const ids = rows.map((row) => Number(row.id));
    await sql`update submissions set due_at = case id ${sql.join(cases, sql` `)} end where id in (${sql.join(ids)})`.execute(
      db,
    );
    after = ids[ids.length - 1]!;
  }
}
