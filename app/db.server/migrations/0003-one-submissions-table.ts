import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";
import { createFormTables, FORM_TABLES } from "#app/db.server/migrations/0001-submissions.ts";

/**
 * The four per-form tables become one `submissions` table (ADR 0004). The fields every form shares are columns with
 * one name each; each form's own fields go into `details` (jsonb / JSON text) under their former column names, NULLs
 * and lists kept as they were. Every row moves, spam included; its former id is kept in `legacy_id`. The former
 * tables' names become read-only views with their former columns, so the spec's four lists stay available.
 *
 * Plain INSERT … SELECT in the database: a million rows move without passing through the process.
 */

/** Per form: its former table, and where each of its columns goes (a shared column, or a key of `details`). */
export const FORMER_TABLES = {
  "quick-contact": { table: "quick_contact_submissions", name: "name", details: ["help_type"], lists: [] },
  contact: {
    table: "contact_submissions",
    name: "name",
    details: ["enquiry_type", "service_interest", "preferred_contact", "message"],
    lists: ["service_interest"],
  },
  callback: {
    table: "callback_submissions",
    name: "name",
    details: ["preferred_date", "preferred_time", "topic"],
    lists: [],
  },
  assessment: {
    table: "assessment_submissions",
    name: "full_name",
    details: [
      "relationship_to_person",
      "preferred_date",
      "preferred_time",
      "support_needs",
      "current_situation",
      "specific_requirements",
      "additional_information",
      "hear_about",
      "address",
      "person_needing_care",
      "mobility_requirements",
    ],
    lists: ["support_needs"],
  },
} as const;

type FormerForm = keyof typeof FORMER_TABLES;
const formerForms = Object.keys(FORMER_TABLES) as FormerForm[];

/** The shared columns each former table had (by the same name), besides id, the name and those of `details`. */
const SHARED_COLUMNS = [
  "read",
  "created_at",
  "consent_given",
  "consent_given_at",
  "consent_text",
  "origin_page",
  "is_spam",
  "spam_reason",
  "idempotency_key",
  "dedupe_key",
  "request_id",
] as const;

/** Columns a former table may not have: NULL where it has none. */
const OPTIONAL_COLUMNS = ["reference", "email", "postcode", "urgency"] as const;

const formerColumns: Record<FormerForm, readonly string[]> = {
  "quick-contact": ["email", "urgency"],
  contact: ["email", "postcode", "urgency"],
  callback: [],
  assessment: ["reference", "email", "postcode", "urgency"],
};

const id = (name: string) => sql.id(name);

/** A JSON object of a former row's own columns, built by the database (lists embedded as arrays, not as text). */
function detailsObject(dialect: DialectName, form: FormerForm): RawBuilder<unknown> {
  const { details, lists } = FORMER_TABLES[form];
  const pairs = details.map((column) => {
    const value =
      dialect === "sqlite" && (lists as readonly string[]).includes(column)
        ? sql`json(${id(column)})`
        : sql`${id(column)}`;
    return sql`${sql.lit(column)}, ${value}`;
  });
  return dialect === "postgres" ? sql`jsonb_build_object(${sql.join(pairs)})` : sql`json_object(${sql.join(pairs)})`;
}

/** One value of `details` as the former column held it (text, or a list as jsonb / JSON text). */
function detailValue(dialect: DialectName, column: string, isList: boolean): RawBuilder<unknown> {
  if (dialect === "postgres") return isList ? sql`details -> ${sql.lit(column)}` : sql`details ->> ${sql.lit(column)}`;
  return sql`json_extract(details, ${sql.lit(`$.${column}`)})`;
}

async function createSubmissionsTable(db: Kysely<unknown>, dialect: DialectName) {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);
  await db.schema
    .createTable("submissions")
    .$call((builder) =>
      pg
        ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
    )
    .addColumn("form", "text", (col) =>
      col.notNull().check(sql`form in ('quick-contact', 'contact', 'callback', 'assessment')`),
    )
    .addColumn("legacy_id", "integer")
    .addColumn("reference", "text", (col) => col.unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("postcode", "text")
    .addColumn("urgency", "text")
    .addColumn("read", "boolean", (col) => col.notNull().defaultTo(sql`false`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'in-progress', 'contacted', 'closed')`),
    )
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("consent_given", "boolean", (col) => col.notNull())
    .addColumn("consent_given_at", timestamp)
    .addColumn("consent_text", "text", (col) => col.notNull())
    .addColumn("origin_page", "text", (col) => col.notNull())
    .addColumn("is_spam", "boolean", (col) => col.notNull().defaultTo(sql`false`))
    .addColumn("spam_reason", "text")
    .addColumn("idempotency_key", "text")
    .addColumn("dedupe_key", "text", (col) => col.notNull().unique())
    .addColumn("request_id", "text")
    .addColumn("details", pg ? "jsonb" : "text", (col) => col.notNull())
    .addUniqueConstraint("submissions_form_idempotency_key", ["form", "idempotency_key"])
    .addUniqueConstraint("submissions_form_legacy_id", ["form", "legacy_id"])
    .execute();
  // The inbox's lists, newest first, across forms and within one (keyset pages on created_at, id).
  await db.schema.createIndex("submissions_created_at").on("submissions").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("submissions_form_created_at")
    .on("submissions")
    .columns(["form", "created_at", "id"])
    .execute();
  // The inbox's unread counts per form read only the unread rows.
  await db.schema
    .createIndex("submissions_unread")
    .on("submissions")
    .column("form")
    .where(sql.ref("read"), "=", sql`false`)
    .execute();
}

/** The former table's columns, in its order, read from `submissions`. */
function viewSelect(dialect: DialectName, form: FormerForm) {
  const { name, details, lists } = FORMER_TABLES[form];
  const columns = [
    sql`id`,
    ...formerColumns[form].filter((column) => column === "reference").map(() => sql`reference`),
    sql`name as ${id(name)}`,
    sql`phone`,
    ...formerColumns[form].filter((column) => column !== "reference").map((column) => sql`${id(column)}`),
    ...details.map(
      (column) => sql`${detailValue(dialect, column, (lists as readonly string[]).includes(column))} as ${id(column)}`,
    ),
    ...SHARED_COLUMNS.map((column) => sql`${id(column)}`),
  ];
  return sql`select ${sql.join(columns)} from submissions where form = ${sql.lit(form)}`;
}

async function up(db: Kysely<unknown>, dialect: DialectName) {
  await createSubmissionsTable(db, dialect);
  for (const form of formerForms) {
    const { table, name } = FORMER_TABLES[form];
    const optional = OPTIONAL_COLUMNS.map((column) =>
      formerColumns[form].includes(column) ? sql`${id(column)}` : sql`null`,
    );
    await sql`
      insert into submissions (form, legacy_id, name, phone, ${sql.join(OPTIONAL_COLUMNS.map(id))}, ${sql.join(SHARED_COLUMNS.map(id))}, details)
      select ${sql.lit(form)}, id, ${id(name)}, phone, ${sql.join(optional)}, ${sql.join(SHARED_COLUMNS.map(id))}, ${detailsObject(dialect, form)}
      from ${id(table)} order by id`.execute(db);
  }
  for (const form of formerForms) {
    const { table } = FORMER_TABLES[form];
    await db.schema.dropTable(table).execute();
    await sql`create view ${id(table)} as ${viewSelect(dialect, form)}`.execute(db);
  }
}

/**
 * Back to the four tables: each row returns to its form's table under its former id; rows stored since keep their
 * `submissions` id where it is free, else take the next one.
 */
async function down(db: Kysely<unknown>, dialect: DialectName) {
  for (const table of FORM_TABLES) await sql`drop view ${id(table)}`.execute(db);
  await createFormTables(db, dialect);
  for (const form of formerForms) {
    const { table, name, details, lists } = FORMER_TABLES[form];
    const columns = ["id", ...formerColumns[form], name, "phone", ...details, ...SHARED_COLUMNS];
    const values = [
      sql`coalesce(legacy_id, id + (select coalesce(max(legacy_id), 0) from submissions))`,
      ...formerColumns[form].map((column) => sql`${id(column)}`),
      sql`name`,
      sql`phone`,
      ...details.map((column) => detailValue(dialect, column, (lists as readonly string[]).includes(column))),
      ...SHARED_COLUMNS.map((column) => sql`${id(column)}`),
    ];
    await sql`insert into ${id(table)} (${sql.join(columns.map(id))}) select ${sql.join(values)} from submissions where form = ${sql.lit(form)} order by id`.execute(
      db,
    );
    // PostgreSQL's identity does not move past ids given explicitly: the next insert must not reuse one.
    if (dialect === "postgres") {
      await sql`select setval(pg_get_serial_sequence(${sql.lit(table)}, 'id'), coalesce((select max(id) from ${id(table)}), 0) + 1, false)`.execute(
        db,
      );
    }
  }
  await db.schema.dropTable("submissions").execute();
}

/** SQLite runs Kysely's migrations outside a transaction (PostgreSQL inside one): this one is all or nothing on both. */
export function oneSubmissionsTableMigration(dialect: DialectName): Migration {
  const atomically = (step: (db: Kysely<unknown>, dialect: DialectName) => Promise<void>) => (db: Kysely<unknown>) =>
    dialect === "sqlite" ? db.transaction().execute((trx) => step(trx, dialect)) : step(db, dialect);
  return { up: atomically(up), down: atomically(down) };
}
