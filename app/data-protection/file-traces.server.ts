import { sql } from "kysely";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { logLine } from "#app/utils/log.server.ts";
import { compactSearchIndex } from "#app/data-protection/search-index.server.ts";

/**
 * What SQLite's files keep of removed rows, removed too (ADR 0013). `secure_delete` zeroes a deleted row in the main
 * file, but in WAL mode every page written since the last checkpoint, with the row as it was, stays in the `-wal` file
 * until a checkpoint copies the pages back and the file is emptied: minutes to hours later, and a PASSIVE checkpoint
 * never empties it. So after an erasure and after each purge the WAL is checkpointed and truncated. (PostgreSQL's
 * removed rows go at the next vacuum, its WAL segments at the next checkpoint: nothing to do here.)
 */

/** How often a checkpoint is tried while another connection (another process) is reading or writing. */
const CHECKPOINT_ATTEMPTS = 3;
/** The pause between tries; each try itself waits up to the connection's busy timeout (5 s). */
const CHECKPOINT_PAUSE_MS = 1_000;

/**
 * Copies the WAL into the main file and truncates it to nothing; tried again while busy, a bounded number of times.
 * True when done (always on PostgreSQL), false when another connection kept it busy each time.
 */
export async function checkpointWal(
  database: SiteDatabase,
  { attempts = CHECKPOINT_ATTEMPTS, pauseMs = CHECKPOINT_PAUSE_MS } = {},
): Promise<boolean> {
  if (database.dialect !== "sqlite") return true;
  for (let attempt = 1; ; attempt++) {
    // One row: busy is 1 when a reader or writer kept the checkpoint from finishing.
    const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
    if (Number(rows[0]?.busy) === 0) return true;
    if (attempt >= attempts) return false;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * After enquiries were removed: the search index rewritten when it held them (compactSearchIndex), then the WAL
 * emptied. A checkpoint that stays busy is logged (no personal data) and done by the next erasure or daily purge.
 */
export async function clearFileTraces(
  database: SiteDatabase,
  { compactIndex }: { compactIndex: boolean },
): Promise<void> {
  if (compactIndex) await compactSearchIndex(database);
  if (!(await checkpointWal(database))) {
    logLine(
      "warn",
      "WAL checkpoint stayed busy: removed rows stay in the -wal file until the next erasure or daily purge",
    );
  }
}
