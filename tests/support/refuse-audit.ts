import { sql } from "kysely";
import type { SiteDatabase } from "#app/db.server/db.server.ts";

/** What the database answers to an audit entry while `withAuditRefused` runs. */
export const AUDIT_INSERT_REFUSED = "audit insert refused for this test";

/**
 * Runs `work` while the database refuses every new audit entry (a trigger, as the outbox-failure test does for the
 * outbox), then allows them again: a change written with its entry in one transaction must then be undone.
 */
export async function withAuditRefused<T>(database: SiteDatabase, work: () => Promise<T>): Promise<T> {
  const { db } = database;
  if (database.dialect === "sqlite") {
    await sql`CREATE TRIGGER refuse_audit_insert BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, ${sql.lit(AUDIT_INSERT_REFUSED)}); END`.execute(
      db,
    );
  } else {
    await sql`CREATE FUNCTION refuse_audit_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION ${sql.lit(AUDIT_INSERT_REFUSED)}; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER refuse_audit_insert BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit_insert()`.execute(
      db,
    );
  }
  try {
    return await work();
  } finally {
    if (database.dialect === "sqlite") await sql`DROP TRIGGER refuse_audit_insert`.execute(db);
    else {
      await sql`DROP TRIGGER refuse_audit_insert ON audit_log`.execute(db);
      await sql`DROP FUNCTION refuse_audit_insert()`.execute(db);
    }
  }
}
