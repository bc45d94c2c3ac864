import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Data protection (ADR 0009): when staff last worked on each enquiry (retention counts from it), the indexes the daily
 * purge reads, and `erased_enquiries`: what is left of an enquiry erased on request, with no personal data (its form,
 * when it arrived, when and by whom it was erased, and why). Every stored row is kept; `last_activity_at` starts as the
 * latest of its arrival, its reading and its notes.
 */
export function dataProtectionMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("last_activity_at", timestamp).execute();
      const latestNote = sql`(select max(n.created_at) from submission_notes n where n.submission_id = submissions.id)`;
      // Each argument never NULL, so the greatest is defined on both databases (SQLite's max() of several values is NULL if any is).
      const greatest = pg ? sql.raw("greatest") : sql.raw("max");
      await sql`update submissions set last_activity_at = ${greatest}(created_at, coalesce(read_at, created_at), coalesce(${latestNote}, created_at))`.execute(
        db,
      );
      await db.schema
        .createIndex("submissions_last_activity")
        .on("submissions")
        .columns(["last_activity_at", "id"])
        .execute();
      await db.schema
        .createIndex("submissions_spam_created")
        .on("submissions")
        .columns(["created_at", "id"])
        .where(sql<boolean>`is_spam = true`)
        .execute();

      await db.schema
        .createTable("erased_enquiries")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn("form", "text", (col) => col.notNull())
        .addColumn("received_at", timestamp, (col) => col.notNull())
        .addColumn("erased_at", timestamp, (col) => col.notNull())
        .addColumn("erased_by", "integer")
        .addColumn("reason", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("erased_enquiries_erased_at").on("erased_enquiries").column("erased_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("erased_enquiries").execute();
      await sql`drop index submissions_spam_created`.execute(db);
      await sql`drop index submissions_last_activity`.execute(db);
      await db.schema.alterTable("submissions").dropColumn("last_activity_at").execute();
    },
  };
}
