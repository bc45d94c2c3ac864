// `npm run cqc -- sync`: reads the registered location's rating from CQC's API now (CQC_API_KEY, CQC_LOCATION_ID,
// CQC_API_URL), stores it in the database DATABASE_URL names when the answer is good, and prints what it found. The
// server does the same at start and once a day (issue #26); the pages show the stored rating at once, without a
// rebuild. `npm run cqc -- show` prints the stored rating without calling CQC.
import { env } from "#app/config/env.server.ts";
import { keyQuestions, type ShownRating } from "#app/cqc/rating.ts";
import { storedRating } from "#app/cqc/stored-rating.server.ts";
import { syncCqcRating } from "#app/cqc/sync.server.ts";
import { closeDatabase, getDatabase } from "#app/db.server/db.server.ts";

const USAGE = "Usage: npm run cqc -- sync | show";
const [command, ...rest] = process.argv.slice(2);
if ((command !== "sync" && command !== "show") || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

function print(rating: ShownRating): void {
  console.log(`Overall: ${rating.overall}${rating.inherited ? " (the previous provider's)" : ""}`);
  for (const { field, name } of keyQuestions) console.log(`  ${name.padEnd(11)} ${rating.keyQuestions[field] ?? "-"}`);
  console.log(`Date: ${rating.date ?? "-"}\nReport: ${rating.reportUrl}`);
}

try {
  const config = env();
  const database = await getDatabase(config.DATABASE_URL);
  if (command === "show") {
    const stored = await storedRating(database.db, config.business.cqcLocationId);
    if (stored) {
      print(stored.rating);
      console.log(`Last good check: ${new Date(stored.checkedMs).toISOString()}`);
      if (stored.failure) console.log(`Failing since: ${stored.failure}`);
    } else console.log(`Nothing stored: the pages show CQC_RATING (${config.business.cqcRating}).`);
  } else {
    const result = await syncCqcRating(database, config);
    if (!result) {
      console.log(
        `CQC_API_KEY is not set: nothing was read; the pages show CQC_RATING (${config.business.cqcRating}).`,
      );
    } else if (result.outcome === "failed") {
      console.error(`Not read: ${result.failure}. The stored rating stays.`);
      process.exitCode = 1;
    } else {
      console.log(`Read from CQC for ${config.business.cqcLocationId} (${result.outcome}):`);
      print(result.rating);
    }
    if (result?.alert) console.log(`Staff are e-mailed (${result.alert}).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
