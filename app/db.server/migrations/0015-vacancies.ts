import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Vacancies the office publishes itself (issue #27, app/careers/vacancies.server.ts). One row per vacancy; its slug is
 * made once from the title and never changes (its page's address stays the same through edits). Pay is kept in pence
 * so that no sum is a float; the closing date is a UK calendar day (YYYY-MM-DD). A new table: no stored row changes.
 */
export function vacanciesMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);
  const flag = pg ? ("boolean" as const) : ("integer" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("vacancies")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn("slug", "text", (col) => col.notNull().unique())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("role_kind", "text", (col) => col.notNull())
        .addColumn("area", "text", (col) => col.notNull())
        .addColumn("region", "text", (col) => col.notNull())
        .addColumn("postcode", "text", (col) => col.notNull())
        .addColumn("hours", "text", (col) => col.notNull())
        .addColumn("pattern", "text", (col) => col.notNull())
        .addColumn("pay_from_pence", "integer", (col) => col.notNull())
        .addColumn("pay_to_pence", "integer", (col) => col.notNull())
        .addColumn("pay_unit", "text", (col) => col.notNull())
        .addColumn("driving_needed", flag, (col) => col.notNull())
        .addColumn("closes_on", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        // draft: only staff see it; published: listed until it closes or its closing date passes; closed: taken down.
        .addColumn("state", "text", (col) => col.notNull().defaultTo("draft"))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("updated_at", timestamp, (col) => col.notNull())
        // The first publication: JobPosting's datePosted.
        .addColumn("published_at", timestamp)
        .addColumn("closed_at", timestamp)
        .addCheckConstraint("vacancies_pay_order", sql`pay_to_pence >= pay_from_pence`)
        .execute();
      // /careers and the sitemap: the published ones by closing date.
      await db.schema.createIndex("vacancies_listed").on("vacancies").columns(["state", "closes_on"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("vacancies").execute();
    },
  };
}
