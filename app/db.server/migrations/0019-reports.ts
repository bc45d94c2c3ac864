import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Nobody forgotten (issue 24, point 6). `submissions.escalated_at`: when the office was told by e-mail that the
 * enquiry fell due without a first contact (app/mail/escalation.server.ts), set in the transaction that puts that
 * e-mail in the outbox, so an enquiry is escalated once, whichever worker finds it. NULL until then, and on every row
 * stored before: a new column only, no stored row changes.
 */
export function reportsMigration(dialect: DialectName): Migration {
  const timestamp = dialect === "postgres" ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("escalated_at", timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").dropColumn("escalated_at").execute();
    },
  };
}
