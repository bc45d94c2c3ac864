import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * The e-mail outbox (ADR 0007): one row per e-mail to send, written in the same transaction as what it tells of (a
 * submission, an invitation), sent afterwards by the worker (app/mail/worker.server.ts). Times are epoch milliseconds,
 * so that "due" is one comparison on both databases. A row is due when it is pending and `next_attempt_ms` has come; a
 * worker claims it by moving `next_attempt_ms` past its lease, so a row whose sender died is due again after that.
 * Deleting a submission deletes its e-mails. No rows exist before this migration: nothing to keep.
 */
export function outboxMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("submission_id", "integer", (col) => col.references("submissions.id").onDelete("cascade"))
        // A staff account's address (staff e-mails); NULL: worked out when sent (NOTIFY_TO, the visitor's address).
        .addColumn("recipient", "text")
        // What a staff e-mail needs besides its kind (a link with its token), sealed (app/security/secret-box.server.ts).
        .addColumn("sealed_payload", "text")
        .addColumn("message_id", "text", (col) => col.notNull().unique())
        .addColumn("state", "text", (col) => col.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_ms", "bigint", (col) => col.notNull())
        // Set while a worker holds the row: its claim; NULL when nobody does.
        .addColumn("lease_token", "text")
        .addColumn("last_error", "text")
        .addColumn("created_ms", "bigint", (col) => col.notNull())
        .addColumn("finished_ms", "bigint")
        .execute();
      // The worker's claim and the backlog (count, oldest): pending rows by when they are due.
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["next_attempt_ms", "id"])
        .where(sql<boolean>`state = 'pending'`)
        .execute();
      await db.schema.createIndex("outbox_submission").on("outbox").columns(["submission_id", "kind"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("outbox").execute();
    },
  };
}
