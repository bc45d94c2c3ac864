// `npm run db:restore -- PATH [--yes]`: puts a backup from `npm run db:backup` back as the database DATABASE_URL names
// (./data/site.db when unset), replacing what is there, then applies the migrations newer than the backup. The site
// must be stopped first: a database another process has open is refused. Asks for the word "restore" on a terminal;
// without one, only --yes goes ahead. A damaged file, one that is no backup of this site, or an unfinished one (left by a
// backup run that was killed) leaves the target as it was.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { migrateToLatest, openDatabase } from "#app/db.server/db.server.ts";
import {
  findPostgresTool,
  postgresBackupProblem,
  postgresToolConnection,
  sqliteBackupProblem,
  UNFINISHED_SUFFIX,
} from "#scripts/lib/backups.ts";

const USAGE = `Usage: npm run db:restore -- PATH [--yes]

Replaces the database DATABASE_URL names (./data/site.db when unset) with the backup at PATH (a .db file for SQLite,
a .dump for PostgreSQL), then brings it up to date with the migrations. Stop the site and any worker first.
--yes restores without asking; otherwise a terminal is asked to type the word "restore".`;

/** A restore that does not go ahead, said to the person at the terminal; nothing was changed. */
class Refusal extends Error {}

async function confirm(yes: boolean, backup: string, where: string): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY)
    throw new Refusal(
      "Standard input is not a terminal, so nobody can confirm: add --yes to restore without being asked.",
    );
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await terminal.question(
    `Everything in ${where} will be replaced by ${backup}.\nStop the site (and npm run worker) first. Type the word restore to go on: `,
  );
  terminal.close();
  if (answer.trim().toLowerCase() !== "restore") throw new Refusal("Nothing was restored.");
}

/** Whether another connection has the SQLite file open: in WAL mode each one holds a lock that an exclusive one waits for. */
function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE; COMMIT");
    return false;
  } catch (error) {
    // Any other failure (the file is no database) is no reason to keep it: the restore replaces it.
    return (error as { code?: string }).code === "SQLITE_BUSY";
  } finally {
    probe.close();
  }
}

function restoreSqlite(backup: string, target: string): void {
  if (target === ":memory:")
    throw new Refusal("DATABASE_URL names an in-memory database: there is nothing to restore into.");
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  // A copy beside the target (one file system, so the rename below is atomic), checked as the site will find it.
  const copy = `${target}.restoring-${process.pid}`;
  try {
    copyFileSync(backup, copy);
    // Owner-only, as the site keeps its database (app/db.server/db.server.ts), whatever the target's mode was.
    chmodSync(copy, 0o600);
    const problem = sqliteBackupProblem(copy);
    if (problem) throw new Refusal(`${backup} was not restored: ${problem}.`);
    if (sqliteInUse(target))
      throw new Refusal(`${target} is open in another process: stop the site (and npm run worker) first.`);
    // The target's WAL belongs to the old database: left beside the new one, SQLite would replay it into it.
    for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
    renameSync(copy, target);
  } finally {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
  }
}

/**
 * Client connections to the database other than this one. A best effort: a quiet site's pool closes its idle
 * connections after 10 s, so a running site can look unused; hence "stop the site first" in every message.
 */
async function postgresSessionsElsewhere(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sessions: number }>(
      "select count(*)::int as sessions from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    return rows[0]!.sessions;
  } finally {
    await client.end();
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));

/**
 * pg_restore writes the archive as SQL into psql, inside one transaction that first empties the schema (tables that
 * migrations newer than the backup made would otherwise stay and clash when those migrations run again). COMMIT is
 * sent only once pg_restore has read the whole archive; on any failure psql ends without it and nothing changes.
 * (pg_restore's own --single-transaction cannot take the emptying of the schema with it.)
 */
async function restorePostgres(backup: string, url: string): Promise<void> {
  const problem = postgresBackupProblem(backup);
  if (problem) throw new Refusal(`${backup} was not restored: ${problem}.`);
  const sessions = await postgresSessionsElsewhere(url);
  if (sessions > 0)
    throw new Refusal(`The database has ${sessions} other connection(s): stop the site (and npm run worker) first.`);
  const { dbname, env } = postgresToolConnection(url);
  const reader = spawn(findPostgresTool("pg_restore"), ["--no-owner", "--no-privileges", "--file=-", backup], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const writer = spawn(
    findPostgresTool("psql"),
    ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`],
    {
      // Without the notices ("drop cascades to 18 other objects"), what psql writes to stderr is the error, if any.
      env: { ...env, PGOPTIONS: `${env.PGOPTIONS ?? ""} -c client_min_messages=warning` },
      stdio: ["pipe", "ignore", "pipe"],
    },
  );
  const errors = { reader: "", writer: "" };
  reader.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors.reader += chunk));
  writer.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors.writer += chunk));
  // psql stopped at an error: its exit code says so; pg_restore, with no one reading, would wait forever.
  writer.stdin.on("error", () => {});
  writer.on("exit", () => reader.kill());
  writer.stdin.write("BEGIN;\nDROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n");
  reader.stdout.pipe(writer.stdin, { end: false });
  const read = await exited(reader);
  writer.stdin.end(read === 0 ? "COMMIT;\n" : "");
  const written = await exited(writer);
  // A damaged archive can also show as psql meeting a half-written COPY: either way nothing was committed.
  if (written !== 0)
    throw new Refusal(
      `${backup} was not restored: psql stopped at an error and nothing was changed (${errors.writer.trim()})`,
    );
  if (read !== 0)
    throw new Refusal(`${backup} was not restored: pg_restore could not read it all (${errors.reader.trim()}).`);
}

async function restore(backup: string, yes: boolean): Promise<void> {
  const target = databaseTarget(process.env.DATABASE_URL);
  const where = target.dialect === "sqlite" ? target.file : postgresToolConnection(target.url).dbname;
  await confirm(yes, backup, where);
  if (target.dialect === "sqlite") restoreSqlite(backup, target.file);
  else await restorePostgres(backup, target.url);

  const database = openDatabase(target);
  try {
    const applied = await migrateToLatest(database);
    const enquiries = await database.db
      .selectFrom("submissions")
      .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("created_at").as("latest")])
      .executeTakeFirstOrThrow();
    const staff = await database.db
      .selectFrom("staff_accounts")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    console.log(`Restored ${backup} into ${database.description}.`);
    console.log(
      `It holds ${Number(enquiries.count)} enquiries (the latest from ${enquiries.latest ?? "-"}) and ${Number(staff.count)} staff accounts.`,
    );
    console.log(
      applied.length > 0
        ? `Migrations newer than the backup, now applied: ${applied.join(", ")}.`
        : "Its migrations were up to date.",
    );
  } finally {
    await database.close();
  }
}

let restoreOptions: { yes?: boolean; help?: boolean };
let positionals: string[];
try {
  ({ values: restoreOptions, positionals } = parseArgs({
    options: { yes: { type: "boolean" }, help: { type: "boolean" } },
    allowPositionals: true,
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  process.exit(2);
}
if (restoreOptions.help) {
  console.log(USAGE);
} else if (positionals.length !== 1) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  const backup = path.resolve(positionals[0]!);
  try {
    if (!existsSync(backup) || !statSync(backup).isFile()) throw new Refusal(`There is no backup file at ${backup}.`);
    // A backup run killed part-way leaves its copy under the unfinished name (and SQLite's journal beside it).
    if (path.basename(backup).includes(UNFINISHED_SUFFIX)) {
      throw new Refusal(
        `${backup} was not restored: it is an unfinished backup (its run stopped before the copy was checked). Use a backup without "${UNFINISHED_SUFFIX}" in its name.`,
      );
    }
    await restore(backup, restoreOptions.yes ?? false);
  } catch (error) {
    console.error(
      error instanceof Refusal ? error.message : `Restore failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exitCode = 1;
  }
}
