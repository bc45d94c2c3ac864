import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * A request for access proves its mailbox (app/auth/accounts.server.ts): `request_token_hash` holds the SHA-256 of the
 * single-use link e-mailed to the address (NULL once used, and for accounts that never were requests), and
 * `request_confirmed_at` when it was followed. Admins see a pending request only once it is confirmed. Requests made
 * before this migration count as confirmed when they were made, so admins keep seeing them. Every stored row is kept.
 */
export function accountsMigration(dialect: DialectName): Migration {
  const timestamp = dialect === "postgres" ? ("timestamptz" as const) : ("text" as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("staff_accounts").addColumn("request_token_hash", "text").execute();
      await db.schema.alterTable("staff_accounts").addColumn("request_confirmed_at", timestamp).execute();
      await sql`update staff_accounts set request_confirmed_at = created_at where state = 'pending'`.execute(db);
      // A link's hash names one request; NULLs (no link) are many, which a unique index allows on both databases.
      await db.schema
        .createIndex("staff_accounts_request_token")
        .unique()
        .on("staff_accounts")
        .column("request_token_hash")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("staff_accounts_request_token").execute();
      await db.schema.alterTable("staff_accounts").dropColumn("request_confirmed_at").execute();
      await db.schema.alterTable("staff_accounts").dropColumn("request_token_hash").execute();
    },
  };
}
