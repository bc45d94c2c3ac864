import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";
import { createWordIndex, dropWordIndex } from "#app/db.server/migrations/word-index.ts";

/**
 * The staff inbox (ADR 0006): who read an enquiry and when, who it is assigned to, notes, searches kept on the server
 * (so a searched name never lands in a URL), and what makes lists, filters and searches fast at a million rows:
 * partial and expression indexes, and a word index over names and messages (FTS5 on SQLite, a tsvector with a GIN
 * index on PostgreSQL). Every stored row is kept; the word index is filled from them.
 */

/** The free-text fields whose words were searched from this migration on, as keys of `details` (0011 adds one). */
export const SEARCHED_DETAILS = ["message", "topic", "specific_requirements", "additional_information"] as const;

/** Phone numbers compared as digits (and a leading +): "07700 900123", "07700-900123" and "(07700) 900123" match. */
export const PHONE_KEY_SQL = "replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', '')";
/** Postcodes compared in upper case without spaces: "mk9 9zz" matches "MK9 9ZZ". */
export const POSTCODE_KEY_SQL = "upper(replace(postcode, ' ', ''))";
/**
 * The postcode key as indexed and searched: on PostgreSQL compared byte by byte (collation "C"), as SQLite does, since a
 * district is the range "MK1" to "MK1~" and a language's collation (en_GB, ICU) sorts "MK1~" before "MK11AA".
 */
export const postcodeKeySql = (dialect: DialectName) =>
  dialect === "postgres" ? `(${POSTCODE_KEY_SQL} collate "C")` : POSTCODE_KEY_SQL;

export function inboxMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("read_at", timestamp).execute();
      await db.schema.alterTable("submissions").addColumn("read_by", "integer").execute();
      await db.schema.alterTable("submissions").addColumn("assigned_to", "integer").execute();

      await db.schema
        .createTable("submission_notes")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn("submission_id", "integer", (col) => col.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("author_id", "integer")
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("submission_notes_submission")
        .on("submission_notes")
        .columns(["submission_id", "created_at"])
        .execute();

      await db.schema
        .createTable("inbox_searches")
        .addColumn("id", "text", (col) => col.primaryKey()) // 128 random bits: the `q` of a list's URL
        .addColumn("account_id", "integer", (col) => col.notNull())
        .addColumn("search", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();

      // Unread, not spam: the tabs' counts (the form alone) and the unread lists, newest first.
      await db.schema
        .createIndex("submissions_unread_inbox")
        .on("submissions")
        .columns(["form", "created_at", "id"])
        .where(sql<boolean>`read = false and is_spam = false`)
        .execute();
      await sql`drop index submissions_unread`.execute(db);
      await db.schema
        .createIndex("submissions_assigned")
        .on("submissions")
        .columns(["assigned_to", "created_at", "id"])
        .where(sql<boolean>`assigned_to is not null`)
        .execute();
      await sql`create index submissions_email_key on submissions (lower(email))`.execute(db);
      await sql`create index submissions_phone_key on submissions (${sql.raw(PHONE_KEY_SQL)})`.execute(db);
      await sql`create index submissions_postcode_key on submissions (${sql.raw(postcodeKeySql(dialect))})`.execute(db);

      await createWordIndex(db, dialect, SEARCHED_DETAILS);
    },
    async down(db: Kysely<unknown>) {
      await dropWordIndex(db, dialect);
      for (const index of [
        "submissions_postcode_key",
        "submissions_phone_key",
        "submissions_email_key",
        "submissions_assigned",
        "submissions_unread_inbox",
      ]) {
        await sql`drop index ${sql.raw(index)}`.execute(db);
      }
      await db.schema
        .createIndex("submissions_unread")
        .on("submissions")
        .column("form")
        .where(sql.ref("read"), "=", sql`false`)
        .execute();
      await db.schema.dropTable("inbox_searches").execute();
      await db.schema.dropTable("submission_notes").execute();
      for (const column of ["assigned_to", "read_by", "read_at"])
        await db.schema.alterTable("submissions").dropColumn(column).execute();
    },
  };
}
