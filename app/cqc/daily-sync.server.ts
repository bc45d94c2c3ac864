import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { logLine } from "#app/utils/log.server.ts";
import type { ShownRating } from "#app/cqc/rating.ts";
import { storedRating } from "#app/cqc/stored-rating.server.ts";
import { syncCqcRating } from "#app/cqc/sync.server.ts";

/**
 * The CQC rating inside the production server (issue #26, ADR 0018): read from CQC's API a few seconds after start and
 * then once a day (nothing without CQC_API_KEY), and the stored rating for the pages that show it.
 */
const FIRST_READ_MS = 5_000;
const READ_EVERY_MS = 24 * 3_600_000;

let timer: NodeJS.Timeout | null = null;
let running: Promise<unknown> | null = null;

async function read(): Promise<void> {
  try {
    const config = env();
    const result = await syncCqcRating(await getDatabase(config.DATABASE_URL), config);
    if (result && result.outcome !== "failed")
      logLine("info", `CQC rating read: ${result.rating.overall} (${result.outcome})`);
  } catch (error) {
    logLine("error", `CQC rating read failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Starts the daily read in this process; without CQC_API_KEY, says once that the configured CQC_RATING is shown. */
export function startCqcSync(): void {
  if (timer) return;
  if (!env().CQC_API_KEY) {
    logLine("info", "CQC_API_KEY is not set: the CQC rating is not read from CQC; the pages show CQC_RATING");
    return;
  }
  const next = (delay: number) => {
    timer = setTimeout(() => {
      running = read().finally(() => {
        running = null;
        if (timer) next(READ_EVERY_MS);
      });
    }, delay);
    timer.unref();
  };
  next(FIRST_READ_MS);
}

/** Stops it, letting a read under way finish (SIGTERM). */
export async function stopCqcSync(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  await running;
}

/** The rating last read from the database: what the pages show while the database does not answer. */
let lastShown: ShownRating | null = null;

/**
 * The stored rating the pages show, or null when they show the configured CQC_RATING (no CQC_API_KEY, or nothing read
 * yet). Read on each request for a page with the box: one row by its key, so a read by `npm run cqc -- sync` or
 * another server shows at once.
 */
export async function shownCqcRating(): Promise<ShownRating | null> {
  const config = env();
  if (!config.CQC_API_KEY) return null;
  try {
    const database = await getDatabase(config.DATABASE_URL);
    lastShown = (await storedRating(database.db, config.business.cqcLocationId))?.rating ?? null;
  } catch {
    // The database is down: the pages keep the rating last read (or the configured one).
  }
  return lastShown;
}
