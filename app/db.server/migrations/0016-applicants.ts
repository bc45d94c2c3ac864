import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Careers (issue 27): job applications, kept apart from the enquiries in `submissions` (their own stages, their own
 * retention), the staff's notes on them, and the CVs, in a table of their own so the lists never read a file's bytes.
 * `staff_accounts.recruiter`: the permission to see applicants (admins have it whatever the flag says). Adds tables and
 * a column only: every stored row is kept.
 */
export function applicantsMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);
  const id = (builder: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    pg
      ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("staff_accounts")
        .addColumn("recruiter", "boolean", (col) => col.notNull().defaultTo(sql`false`))
        .execute();

      await db.schema
        .createTable("applications")
        .$call(id)
        .addColumn("created_at", timestamp, (col) => col.notNull())
        // When it arrived or staff last changed it: retention counts from it.
        .addColumn("last_activity_at", timestamp, (col) => col.notNull())
        // The vacancy applied for (its slug, and its title as it was then); NULL for a general application.
        .addColumn("vacancy_slug", "text")
        .addColumn("vacancy_title", "text")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("phone", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("postcode", "text", (col) => col.notNull())
        .addColumn("right_to_work", "text", (col) => col.notNull())
        .addColumn("driving", "text", (col) => col.notNull())
        .addColumn("availability", "text", (col) => col.notNull())
        .addColumn("experience", "text", (col) => col.notNull())
        .addColumn("about", "text", (col) => col.notNull())
        .addColumn("stage", "text", (col) =>
          col
            .notNull()
            .defaultTo("new")
            .check(sql`stage in ('new', 'phone-screen', 'interview', 'offer', 'hired', 'not-progressed')`),
        )
        .addColumn("not_progressed_reason", "text")
        .addColumn("interview_at", "text")
        .addColumn("read", "boolean", (col) => col.notNull().defaultTo(sql`false`))
        .addColumn("is_spam", "boolean", (col) => col.notNull().defaultTo(sql`false`))
        .addColumn("spam_reason", "text")
        // A retry of the same form (the same key) finds this row instead of adding one.
        .addColumn("idempotency_key", "text", (col) => col.unique())
        .addColumn("request_id", "text")
        .execute();
      await db.schema.createIndex("applications_created").on("applications").columns(["created_at", "id"]).execute();
      await db.schema
        .createIndex("applications_stage_activity")
        .on("applications")
        .columns(["stage", "last_activity_at"])
        .execute();

      await db.schema
        .createTable("application_cvs")
        .addColumn("application_id", "integer", (col) =>
          col.primaryKey().references("applications.id").onDelete("cascade"),
        )
        .addColumn("file_name", "text", (col) => col.notNull())
        .addColumn("media_type", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("bytes", pg ? "bytea" : "blob", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("application_notes")
        .$call(id)
        .addColumn("application_id", "integer", (col) =>
          col.notNull().references("applications.id").onDelete("cascade"),
        )
        .addColumn("author_id", "integer")
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("application_notes_application")
        .on("application_notes")
        .column("application_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("application_notes").execute();
      await db.schema.dropTable("application_cvs").execute();
      await db.schema.dropTable("applications").execute();
      await db.schema.alterTable("staff_accounts").dropColumn("recruiter").execute();
    },
  };
}
