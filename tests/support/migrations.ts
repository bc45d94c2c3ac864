import type { DialectName } from "#app/db.server/dialect.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";

/**
 * The names of every migration after `name`, oldest first: what migrating down to `name` undoes and migrating up again
 * redoes. The migration tests take them from the list, so a new migration joins their down-and-up runs by itself.
 */
export async function laterThan(name: string, dialect: DialectName): Promise<string[]> {
  const names = Object.keys(await migrationProvider(dialect).getMigrations()).sort();
  if (!names.includes(name)) throw new Error(`no migration ${name}`);
  return names.filter((later) => later > name);
}
