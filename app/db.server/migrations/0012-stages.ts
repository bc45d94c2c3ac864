import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Stages that follow a family's journey, and the calls staff make (issue 24, ADR 0016). Every stored row is kept.
 *
 * - `status` takes the stages `new`, `contacted`, `assessment-booked`, `care-started`, `not-going-ahead` in place of
 *   `new`, `in-progress`, `contacted`, `closed`: new stays new, in-progress and contacted become contacted, closed
 *   becomes not-going-ahead.
 * - `stage_reason`: why an enquiry is not going ahead. The application requires one with that stage; the database
 *   allows NULL so that rows migrated from "closed" (whose reason was never asked) keep their stage, and pages show
 *   them as "Not going ahead (reason not recorded)". A reason on any other stage is refused.
 * - `first_contacted_at`: when staff first logged a call. Rows that had left "new" (in-progress, contacted, closed)
 *   were dealt with, but no call was ever recorded: they get the time of their first status change in the audit log
 *   (the best trace of a first contact there is), else their last activity (ADR 0009), else their arrival. Rows still
 *   new stay NULL.
 * - `contact_attempts`: one row per call, kept and never edited, going with its enquiry (on delete cascade), as notes do.
 *
 * SQLite cannot change a column's CHECK in place: the stage goes in a new column that takes the name `status` once the
 * old one is dropped (nothing else names it: the views of migration 0003 do not show it). On PostgreSQL the CHECK is
 * replaced. Down maps back (assessment-booked and care-started to in-progress, not-going-ahead
 * to closed) and drops what this added: what cannot be told apart in the old statuses is lost.
 */

export const STAGES = ["new", "contacted", "assessment-booked", "care-started", "not-going-ahead"] as const;
const OLD_STATUSES = ["new", "in-progress", "contacted", "closed"] as const;
const REASONS = ["out-of-area", "another-provider", "funding", "no-longer-needed", "could-not-reach"] as const;
const OUTCOMES = ["reached", "no-answer", "left-message", "wrong-number"] as const;

const listOf = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const caseOf = (mapping: Record<string, string>) =>
  sql`case ${sql.join(
    Object.entries(mapping).map(([from, to]) => sql`when status = ${sql.lit(from)} then ${sql.lit(to)}`),
    sql` `,
  )} else status end`;

/** Gives `status` a new list of allowed values, each stored value mapped to a new one. */
async function changeStatuses(
  db: Kysely<unknown>,
  dialect: DialectName,
  values: readonly string[],
  mapping: Record<string, string>,
) {
  if (dialect === "postgres") {
    await sql`alter table submissions drop constraint submissions_status_check`.execute(db);
    await sql`update submissions set status = ${caseOf(mapping)}`.execute(db);
    await sql`alter table submissions add constraint submissions_status_check check (status in (${listOf(values)}))`.execute(
      db,
    );
    return;
  }
  await sql`alter table submissions add column status_next text not null default 'new' check (status_next in (${listOf(values)}))`.execute(
    db,
  );
  await sql`update submissions set status_next = ${caseOf(mapping)}`.execute(db);
  await sql`alter table submissions drop column status`.execute(db);
  await sql`alter table submissions rename column status_next to status`.execute(db);
}

export function stagesMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await changeStatuses(db, dialect, STAGES, {
        "in-progress": "contacted",
        contacted: "contacted",
        closed: "not-going-ahead",
      });
      // No reason is always allowed here; the application asks for one with not-going-ahead.
      await sql`alter table submissions add column stage_reason text constraint submissions_stage_reason_check check (stage_reason is null or (stage_reason in (${listOf(REASONS)}) and status = 'not-going-ahead'))`.execute(
        db,
      );

      await db.schema.alterTable("submissions").addColumn("first_contacted_at", timestamp).execute();
      // Rows that had left "new" were dealt with: the first status change the audit log holds for them, else their
      // last activity, else their arrival (nothing better exists: no call was recorded before this migration).
      const firstStatusChange = sql`(select min(a.at) from audit_log a where a.submission_id = submissions.id and a.action = 'enquiry-status-changed')`;
      await sql`update submissions set first_contacted_at = coalesce(${firstStatusChange}, last_activity_at, created_at) where status <> 'new'`.execute(
        db,
      );

      await db.schema
        .createTable("contact_attempts")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn("submission_id", "integer", (col) => col.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("outcome", "text", (col) => col.notNull().check(sql`outcome in (${listOf(OUTCOMES)})`))
        .addColumn("note", "text")
        .addColumn("staff_id", "integer")
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("contact_attempts_submission")
        .on("contact_attempts")
        .columns(["submission_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("contact_attempts").execute();
      await db.schema.alterTable("submissions").dropColumn("first_contacted_at").execute();
      await db.schema.alterTable("submissions").dropColumn("stage_reason").execute();
      await changeStatuses(db, dialect, OLD_STATUSES, {
        "assessment-booked": "in-progress",
        "care-started": "in-progress",
        "not-going-ahead": "closed",
      });
    },
  };
}
