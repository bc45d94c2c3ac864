// `npm run db:backup [-- --to DIR]`: a consistent copy of the database DATABASE_URL names (./data/site.db when unset),
// taken while the site runs, into ./data/backups/ (or DIR) as site-<UTC time>.db (SQLite) or .dump (PostgreSQL),
// mode 0600. The copy is written as site-<UTC time>.<ext>.unfinished and gets its name only once it passed its check,
// so a run killed part-way leaves nothing that looks like a backup. Its path is the last line of standard output.
// Keeping backups off the machine and encrypted is the operator's part: see "Backups" in the README.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { databaseTarget, type DatabaseTarget } from "#app/db.server/dialect.ts";
import {
  createBackupFile,
  DEFAULT_BACKUP_DIR,
  findPostgresTool,
  postgresBackupProblem,
  postgresToolConnection,
  publishBackupFile,
  sqliteBackupProblem,
} from "#scripts/lib/backups.ts";

const USAGE = `Usage: npm run db:backup [-- --to DIR]

Copies the database DATABASE_URL names (./data/site.db when unset) into DIR (default ${DEFAULT_BACKUP_DIR}) while the
site runs, checks the copy, and prints its path as the last line.`;

/**
 * Pages copied per step of SQLite's online backup: all of them. A step holds a read transaction on the source, so one
 * step is one snapshot while WAL writers carry on; with small steps every commit of the site in between would restart
 * the copy, and a steady stream of enquiries could keep it from ever finishing. (better-sqlite3's upper bound.)
 */
const ALL_PAGES = 0x7fffffff;

/** How long the copy waits for a lock the site holds (a checkpoint), as the site itself waits. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

async function backupSqlite(source: string, dir: string): Promise<string> {
  if (source === ":memory:" || !existsSync(source)) throw new Error(`There is no SQLite database at ${source}.`);
  const db = new SQLite(source, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  const file = createBackupFile(dir, "sqlite", new Date());
  try {
    await db.backup(file, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return file;
}

function backupPostgres(url: string, dir: string): string {
  const pgDump = findPostgresTool("pg_dump");
  const file = createBackupFile(dir, "postgres", new Date());
  const { dbname, env } = postgresToolConnection(url);
  // pg_dump reads one snapshot of the whole database; the file it writes into keeps the 0600 it was created with.
  const run = spawnSync(pgDump, ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "inherit", "pipe"],
  });
  if (run.status !== 0) {
    rmSync(file, { force: true });
    throw new Error(`pg_dump failed (${run.status ?? run.error?.message}): ${run.stderr.trim()}`);
  }
  return file;
}

/**
 * Takes the backup under its unfinished name, then checks it as a restore would: a copy that fails the check is
 * removed, never reported; one that passes gets its own name.
 */
async function backup(target: DatabaseTarget, dir: string): Promise<string> {
  const unfinished =
    target.dialect === "sqlite" ? await backupSqlite(target.file, dir) : backupPostgres(target.url, dir);
  const problem = target.dialect === "sqlite" ? sqliteBackupProblem(unfinished) : postgresBackupProblem(unfinished);
  if (problem) {
    rmSync(unfinished, { force: true });
    throw new Error(`The copy was removed because ${problem}.`);
  }
  return publishBackupFile(unfinished);
}

let options: { to?: string; help?: boolean };
try {
  options = parseArgs({ options: { to: { type: "string" }, help: { type: "boolean" } } }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
} else {
  try {
    const file = await backup(databaseTarget(process.env.DATABASE_URL), path.resolve(options.to ?? DEFAULT_BACKUP_DIR));
    const kilobytes = Math.ceil(statSync(file).size / 1024);
    console.log(
      `Backup taken and checked (${kilobytes} kB, readable by its owner only). Encrypt it before it leaves this machine.`,
    );
    console.log(file);
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
