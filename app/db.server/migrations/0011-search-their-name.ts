import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";
import { SEARCHED_DETAILS } from "#app/db.server/migrations/0005-inbox.ts";
import { createWordIndex, dropWordIndex } from "#app/db.server/migrations/word-index.ts";

/**
 * The assessment's "Their name" (`person_needing_care`) is searched with the enquirer's name, so a coordinator who is
 * rung by Grace finds the booking Margaret made for her. The word index is made again over the wider text, filled from
 * every stored row (rows are untouched); down makes it as 0005 did.
 */
export function searchTheirNameMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await dropWordIndex(db, dialect);
      await createWordIndex(db, dialect, [...SEARCHED_DETAILS, "person_needing_care"]);
    },
    async down(db: Kysely<unknown>) {
      await dropWordIndex(db, dialect);
      await createWordIndex(db, dialect, SEARCHED_DETAILS);
    },
  };
}
