import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * No lost note (issue 25). `staff_drafts`: the text of a staff form sent after its session had ended, sealed
 * (app/security/secret-box.server.ts), one per account and page, kept at most 15 minutes for that account alone.
 * `staff_session_ends`: why a session that someone else ended is over ("sign out everywhere", an admin), so /auth can
 * say so and the draft reaches the right account: read once, then deleted. New tables only: no stored row changes.
 */
export function sessionMigration(dialect: DialectName): Migration {
  const timestamp = dialect === "postgres" ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_drafts")
        .addColumn("account_id", "integer", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
        // The staff page the form was sent from (a path under /admin, never with a query).
        .addColumn("page", "text", (col) => col.notNull())
        // The form's field and its text, sealed together: the database alone never shows what was written.
        .addColumn("sealed", "text", (col) => col.notNull())
        .addColumn("expires_at", timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("staff_drafts_pk", ["account_id", "page"])
        .execute();
      await db.schema.createIndex("staff_drafts_expires").on("staff_drafts").column("expires_at").execute();

      await db.schema
        .createTable("staff_session_ends")
        // The ended session's id (the SHA-256 of its token), as staff_sessions held it.
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("account_id", "integer", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
        .addColumn("reason", "text", (col) => col.notNull())
        .addColumn("ended_at", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("staff_session_ends_at").on("staff_session_ends").column("ended_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("staff_session_ends").execute();
      await db.schema.dropTable("staff_drafts").execute();
    },
  };
}
