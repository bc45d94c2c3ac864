import { sql } from "kysely";
import type { SiteDatabase } from "#app/db.server/db.server.ts";

/** Index pages one merge step rewrites: a step takes well under a second at a million enquiries (ADR 0009). */
const PAGES_PER_STEP = 200;

/**
 * After enquiries are removed: on SQLite, FTS5 keeps a removed row's words in its index segments until the segments
 * are rewritten, so they are rewritten now (and secure_delete zeroes the pages they leave). Not in one `optimize`,
 * which holds the write lock for seconds at a million rows (longer than a form waits), but in small merge steps, each
 * its own statement, until a step has nothing left to do. (PostgreSQL's word index is a column of the row: it goes
 * with the row.)
 */
export async function compactSearchIndex(database: SiteDatabase): Promise<number> {
  if (database.dialect !== "sqlite") return 0;
  const totalChanges = async () =>
    Number((await sql<{ n: number }>`select total_changes() as n`.execute(database.db)).rows[0]!.n);
  for (let steps = 1; ; steps++) {
    const before = await totalChanges();
    // A negative page count merges every segment into one, resuming where the last step stopped.
    await sql`insert into submissions_words (submissions_words, rank) values ('merge', ${-PAGES_PER_STEP})`.execute(
      database.db,
    );
    // The command itself counts as one change; more means the step rewrote something.
    if ((await totalChanges()) - before <= 1) return steps;
  }
}
