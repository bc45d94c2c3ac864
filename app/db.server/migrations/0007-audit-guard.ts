import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * The audit log is append-only (ADR 0008). On PostgreSQL the database itself refuses: a row trigger refuses every
 * UPDATE, and every DELETE but the purge's (app/audit/audit-log.server.ts, `purgeAuditEntriesBefore`), which sets the
 * transaction-local `app.audit_purge_before` to its cutoff: only rows strictly older than it, and never a cutoff in
 * the future. A statement trigger refuses TRUNCATE. On SQLite a trigger refuses UPDATE (SQLite has no session
 * settings to tell the purge's DELETE from another, so deletes stay possible there; the app deletes through the
 * purge only). Indexes for the audit page's filters by person and by action. No row is changed here.
 */

/** What the database says when it refuses: the same words on both databases, so a test can look for them. */
export const AUDIT_REFUSAL = "audit_log entries cannot be changed or deleted";

/** The transaction-local setting the purge sets to its cutoff (an ISO 8601 instant). */
export const AUDIT_PURGE_SETTING = "app.audit_purge_before";

export function auditGuardMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  return {
    async up(db: Kysely<unknown>) {
      if (pg) {
        // current_setting(..., true) is NULL before anyone set it in this session, '' after a transaction that did.
        await sql`
          create function audit_log_refuse_change() returns trigger language plpgsql as $$
          declare
            purge_before text := current_setting(${sql.lit(AUDIT_PURGE_SETTING)}, true);
          begin
            if tg_op = 'DELETE' and coalesce(purge_before, '') <> '' then
              if purge_before::timestamptz <= now() and old.at < purge_before::timestamptz then
                return old;
              end if;
            end if;
            raise exception ${sql.lit(`${AUDIT_REFUSAL} (%)`)}, tg_op using errcode = 'insufficient_privilege',
              hint = 'Entries older than the audit retention are removed by the purge only.';
          end
          $$`.execute(db);
        await sql`create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_refuse_change()`.execute(
          db,
        );
        await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse_change()`.execute(
          db,
        );
      } else {
        await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, ${sql.lit(AUDIT_REFUSAL)}); end`.execute(
          db,
        );
      }
      await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at", "id"]).execute();
      await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "at", "id"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("audit_log_action").execute();
      await db.schema.dropIndex("audit_log_actor").execute();
      if (pg) {
        await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
        await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
        await sql`drop function audit_log_refuse_change()`.execute(db);
      } else {
        await sql`drop trigger audit_log_no_update`.execute(db);
      }
    },
  };
}
