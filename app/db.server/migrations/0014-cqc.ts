import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * `cqc_rating`: the last good answer of CQC's API for the registered location (issue #26), one row per location id,
 * and the state of the daily read beside it (when it last succeeded, the failure since then, which alerts went out).
 * The pages show this row; without one they show the configured CQC_RATING. No existing row is touched.
 */
export function cqcMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("cqc_rating")
        .addColumn("location_id", "text", (col) => col.primaryKey())
        .addColumn("overall", "text", (col) => col.notNull())
        .addColumn("safe", "text")
        .addColumn("effective", "text")
        .addColumn("caring", "text")
        .addColumn("responsive", "text")
        .addColumn("well_led", "text")
        .addColumn("rating_date", "text")
        .addColumn("report_url", "text", (col) => col.notNull())
        .addColumn("inherited", "boolean", (col) => col.notNull())
        .addColumn("checked_ms", "bigint", (col) => col.notNull())
        .addColumn("changed_ms", "bigint", (col) => col.notNull())
        .addColumn("failure", "text")
        .addColumn("stale_told_ms", "bigint")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("cqc_rating").execute();
    },
  };
}
