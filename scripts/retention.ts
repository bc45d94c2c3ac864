// `npm run retention [-- --dry-run]`: the retention purge now, on the database DATABASE_URL names (./data/site.db
// when unset), with the periods of the configuration (RETENTION_*, AUDIT_RETENTION_YEARS; ADR 0009). With --dry-run
// it only counts what would go. The server runs the same purge once a day by itself; this is for a first look at
// what the periods mean for a database, and for deployments that prefer a timer of their own.
import { env } from "#app/config/env.server.ts";
import { closeDatabase, getDatabase } from "#app/db.server/db.server.ts";
import { retentionPolicy } from "#app/data-protection/policy.server.ts";
import { flatCounts, purge, totalOf } from "#app/data-protection/purge.server.ts";

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--dry-run");
if (unknown.length > 0) {
  console.error(`Unknown argument: ${unknown.join(" ")}\nUsage: npm run retention [-- --dry-run]`);
  process.exit(2);
}
const dryRun = args.includes("--dry-run");

try {
  const database = await getDatabase(env().DATABASE_URL);
  const counts = await purge(database, retentionPolicy(), new Date(), { dryRun });
  console.log(`${dryRun ? "Would remove" : "Removed"} from ${database.description}:`);
  for (const [what, count] of Object.entries(flatCounts(counts))) console.log(`  ${what.padEnd(22)} ${count}`);
  console.log(`${dryRun ? "Would remove" : "Removed"} ${totalOf(counts)} in all.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
