import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Equality monitoring (issue 27, ADR 0022): the optional answers an applicant may give after applying, in a table of
 * their own with nothing that leads back to the application. No applicant id, no name, no time of day: the month they
 * were given in and the kind of role applied for. The key is the SHA-256 of a random one-use pass the applicant's
 * browser carried (never stored with the application), so rows have no order to match against the applications and
 * the same pass cannot answer twice. Every question may be unanswered (NULL). A new table only: no stored row changes.
 */
export function equalityMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("equality_answers")
        .addColumn("id", "text", (col) => col.primaryKey())
        // YYYY-MM (UK time): what retention counts from, and all the time the row holds.
        .addColumn("month", "text", (col) => col.notNull())
        // A vacancy's kind of role (app/careers/vacancy-fields.ts), or "general" for a general application.
        .addColumn("role_kind", "text", (col) => col.notNull())
        .addColumn("age_band", "text")
        .addColumn("sex", "text")
        .addColumn("gender_same_as_birth", "text")
        .addColumn("disability", "text")
        .addColumn("ethnic_group", "text")
        .addColumn("religion", "text")
        .addColumn("sexual_orientation", "text")
        .execute();
      await db.schema.createIndex("equality_answers_month").on("equality_answers").column("month").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("equality_answers").execute();
    },
  };
}
