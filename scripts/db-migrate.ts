// `npm run db:migrate`: applies the migrations not yet applied to the database DATABASE_URL names (./data/site.db
// when unset). The server also runs them at start-up; this is for deploy steps and a look at what ran.
import { databaseTarget } from "#app/db.server/dialect.ts";
import { migrateToLatest, openDatabase } from "#app/db.server/db.server.ts";

const database = openDatabase(databaseTarget(process.env.DATABASE_URL));
try {
  const applied = await migrateToLatest(database);
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${database.description}: ${applied.join(", ")}`
      : `${database.description} is up to date.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
