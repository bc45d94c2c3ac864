import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * `sent_fast`: the form was sent sooner than the minimum time to fill (FORM_MIN_FILL_MS). Until now that made an
 * enquiry spam, hidden from the lists; browser autofill fills a short form that fast, so it is now a mark staff see
 * beside an enquiry listed with the others. Rows already filed as spam for it (`spam_reason` "too-fast") keep their
 * spam flag (some of them failed the schema) and get the mark too. Every row is kept.
 */
export function sentFastMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("submissions")
        .addColumn("sent_fast", "boolean", (col) => col.notNull().defaultTo(sql`false`))
        .execute();
      await sql`update submissions set sent_fast = true where spam_reason = 'too-fast'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").dropColumn("sent_fast").execute();
    },
  };
}
