import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * A request for access carries the name and the reason its owner gave (app/auth/accounts.server.ts), so the admin who
 * approves it knows who is asking and why. Both are NULL for accounts made before this migration and for those that
 * never were requests (invitations, the first admin). Every stored row is kept.
 */
export function accountRequestsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("staff_accounts").addColumn("request_name", "text").execute();
      await db.schema.alterTable("staff_accounts").addColumn("request_reason", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("staff_accounts").dropColumn("request_reason").execute();
      await db.schema.alterTable("staff_accounts").dropColumn("request_name").execute();
    },
  };
}
