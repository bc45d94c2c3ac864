import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * SQLite: the rate-limit counters become a WITHOUT ROWID table, so the upsert that every submission makes writes one
 * B-tree (the primary key) instead of two (the rows and the key's index). PostgreSQL stores tables another way: nothing
 * changes there. The counters are kept across the change.
 */
export function rateLimitsWithoutRowidMigration(dialect: DialectName): Migration {
  const counters = (db: Kysely<unknown>, withoutRowid: boolean) =>
    db.schema
      .createTable("rate_limits_new")
      .addColumn("client_key", "text", (col) => col.notNull())
      .addColumn("form", "text", (col) => col.notNull())
      .addColumn("window_start", "bigint", (col) => col.notNull())
      .addColumn("hits", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("rate_limits_pk", ["client_key", "form", "window_start"])
      .$call((builder) => (withoutRowid ? builder.modifyEnd(sql`without rowid`) : builder));

  async function rebuild(db: Kysely<unknown>, withoutRowid: boolean) {
    await counters(db, withoutRowid).execute();
    await sql`insert into rate_limits_new (client_key, form, window_start, hits) select client_key, form, window_start, hits from rate_limits`.execute(
      db,
    );
    await db.schema.dropTable("rate_limits").execute();
    await db.schema.alterTable("rate_limits_new").renameTo("rate_limits").execute();
  }

  return {
    async up(db) {
      if (dialect === "sqlite") await rebuild(db, true);
    },
    async down(db) {
      if (dialect === "sqlite") await rebuild(db, false);
    },
  };
}
