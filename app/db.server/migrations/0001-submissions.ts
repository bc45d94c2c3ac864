import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * The four submission tables, the rate-limit counters and the app settings. Column types differ only where the two
 * databases differ: identity columns, timestamps (timestamptz / ISO text) and lists (jsonb / JSON text).
 */
export function submissionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createFormTables(db, dialect);

      await db.schema
        .createTable("rate_limits")
        .addColumn("client_key", "text", (col) => col.notNull())
        .addColumn("form", "text", (col) => col.notNull())
        .addColumn("window_start", "bigint", (col) => col.notNull())
        .addColumn("hits", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("rate_limits_pk", ["client_key", "form", "window_start"])
        .execute();

      await db.schema
        .createTable("app_settings")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["app_settings", "rate_limits", ...FORM_TABLES]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/** The four tables of 0001, one per form, in the order they are dropped. */
export const FORM_TABLES = [
  "assessment_submissions",
  "callback_submissions",
  "contact_submissions",
  "quick_contact_submissions",
] as const;

/** The four form tables as 0001 made them (migration 0003's down puts them back the same). */
export async function createFormTables(db: Kysely<unknown>, dialect: DialectName) {
  const { withId, withCommon, list } = tableBuilders(dialect);
  await withCommon(
    withId(db.schema.createTable("quick_contact_submissions"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("help_type", "text", (col) => col.notNull())
      .addColumn("urgency", "text", (col) => col.notNull()),
  ).execute();

  await withCommon(
    withId(db.schema.createTable("contact_submissions"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("postcode", "text", (col) => col.notNull())
      .addColumn("enquiry_type", "text", (col) => col.notNull())
      .addColumn("service_interest", list, (col) => col.notNull())
      .addColumn("urgency", "text", (col) => col.notNull())
      .addColumn("preferred_contact", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull()),
  ).execute();

  await withCommon(
    withId(db.schema.createTable("callback_submissions"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("preferred_date", "text", (col) => col.notNull())
      .addColumn("preferred_time", "text", (col) => col.notNull())
      .addColumn("topic", "text", (col) => col.notNull()),
  ).execute();

  await withCommon(
    withId(db.schema.createTable("assessment_submissions"))
      .addColumn("reference", "text", (col) => col.notNull().unique())
      .addColumn("full_name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("postcode", "text", (col) => col.notNull())
      .addColumn("relationship_to_person", "text", (col) => col.notNull())
      .addColumn("preferred_date", "text", (col) => col.notNull())
      .addColumn("preferred_time", "text", (col) => col.notNull())
      .addColumn("urgency", "text", (col) => col.notNull())
      .addColumn("support_needs", list, (col) => col.notNull())
      .addColumn("current_situation", "text", (col) => col.notNull())
      .addColumn("specific_requirements", "text", (col) => col.notNull())
      .addColumn("additional_information", "text", (col) => col.notNull())
      .addColumn("hear_about", "text", (col) => col.notNull())
      .addColumn("address", "text")
      .addColumn("person_needing_care", "text")
      .addColumn("mobility_requirements", "text"),
  ).execute();

  for (const table of [
    "quick_contact_submissions",
    "contact_submissions",
    "callback_submissions",
    "assessment_submissions",
  ]) {
    await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
  }
}

function tableBuilders(dialect: DialectName) {
  const pg = dialect === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const list = pg ? ("jsonb" as const) : ("text" as const);

  function withId<T extends string>(builder: CreateTableBuilder<T, never>) {
    return pg
      ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  }

  function withCommon<T extends string, C extends string>(builder: CreateTableBuilder<T, C>) {
    return builder
      .addColumn("read", "boolean", (col) => col.notNull().defaultTo(sql`false`))
      .addColumn("created_at", timestamp, (col) => col.notNull())
      .addColumn("consent_given", "boolean", (col) => col.notNull())
      .addColumn("consent_given_at", timestamp)
      .addColumn("consent_text", "text", (col) => col.notNull())
      .addColumn("origin_page", "text", (col) => col.notNull())
      .addColumn("is_spam", "boolean", (col) => col.notNull().defaultTo(sql`false`))
      .addColumn("spam_reason", "text")
      .addColumn("idempotency_key", "text", (col) => col.unique())
      .addColumn("dedupe_key", "text", (col) => col.notNull().unique())
      .addColumn("request_id", "text");
  }
  return { withId, withCommon, list };
}
