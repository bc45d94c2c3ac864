// What `npm run db:backup` and `npm run db:restore` share: where backups go and what they are called, the check that a
// file is a sound backup of this site, and the PostgreSQL client tools (found, and run without the password in argv).
import { spawnSync } from "node:child_process";
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { DialectName } from "#app/db.server/dialect.ts";

/** Where backups go unless `--to DIR` says otherwise, relative to the working directory (inside the ignored `data/`). */
export const DEFAULT_BACKUP_DIR = "./data/backups";

/** The table Kysely's migrator keeps: every backup of this site has it, whatever its age. */
const MIGRATIONS_TABLE = "kysely_migration";

/** A UTC time that sorts and is a valid file name everywhere (no colons): `2026-11-23T18-05-00Z`. */
export function backupTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

/**
 * `site-2026-11-23T18-05-00Z.db` (`.dump` for PostgreSQL); the second backup begun within that second, or begun in the
 * second a killed run began, is `site-2026-11-23T18-05-00Z-2.db`, and so on.
 */
function backupFileName(dialect: DialectName, date: Date, sequence = 1): string {
  return `site-${backupTimestamp(date)}${sequence > 1 ? `-${sequence}` : ""}.${dialect === "sqlite" ? "db" : "dump"}`;
}

/**
 * The end of the name of a backup still being written, or of one a run left when it was killed part-way: never a
 * backup, whatever it holds. A backup gets its own name only once it passed its check (publishBackupFile).
 */
export const UNFINISHED_SUFFIX = ".unfinished";

/**
 * Creates the file a backup begun at `date` is written into, `<name>.unfinished`, empty and readable by its owner only
 * (mode 0600: it will hold health data), before any data goes in; the folder is made owner-only too. The name is the
 * first that neither a backup nor an unfinished copy has (backupFileName): an existing file is never overwritten, and a
 * run begun in the same second as another, or as one that was killed, still takes its backup.
 */
export function createBackupFile(dir: string, dialect: DialectName, date: Date): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (let sequence = 1; ; sequence++) {
    const name = path.join(dir, backupFileName(dialect, date, sequence));
    if (existsSync(name)) continue;
    try {
      closeSync(openSync(name + UNFINISHED_SUFFIX, "wx", 0o600));
      return name + UNFINISHED_SUFFIX;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/**
 * Gives a backup that passed its check its own name (the unfinished file's without the suffix) and returns it. A link,
 * then the unfinished name removed: the backup appears whole or not at all, and an existing backup is never replaced.
 */
export function publishBackupFile(unfinished: string): string {
  const file = unfinished.slice(0, -UNFINISHED_SUFFIX.length);
  linkSync(unfinished, file);
  unlinkSync(unfinished);
  return file;
}

/** Why a SQLite file is not a sound backup of this site (a damaged page, not a database, another app's), or null. */
export function sqliteBackupProblem(file: string): string | null {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { fileMustExist: true });
    const verdicts = db.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    const problems = verdicts.map((row) => row.integrity_check).filter((verdict) => verdict !== "ok");
    if (problems.length > 0) return `it fails SQLite's integrity check: ${problems.slice(0, 3).join("; ")}`;
    const migrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATIONS_TABLE);
    return migrations ? null : `it has no ${MIGRATIONS_TABLE} table, so it is no database of this site`;
  } catch (error) {
    return `it cannot be read as a SQLite database (${error instanceof Error ? error.message : error})`;
  } finally {
    db?.close();
  }
}

/** Why a file is not a pg_dump custom-format archive of this site, or null. Reads its table of contents only. */
export function postgresBackupProblem(file: string): string | null {
  const list = spawnSync(findPostgresTool("pg_restore"), ["--list", file], { encoding: "utf8" });
  if (list.status !== 0)
    return `it is not a pg_dump custom-format archive (${(list.stderr || list.error?.message || "").trim()})`;
  return list.stdout.includes(` ${MIGRATIONS_TABLE} `)
    ? null
    : `it has no ${MIGRATIONS_TABLE} table, so it is no backup of this site`;
}

const INSTALL_HINT =
  "Install the PostgreSQL client tools, of the server's major version or newer: `apt-get install postgresql-client` " +
  "(Debian, Ubuntu), `dnf install postgresql` (Fedora, RHEL) or `brew install libpq` (macOS); or put them on PATH.";

/** A PostgreSQL client tool from PATH, else from the newest `/usr/lib/postgresql/<version>/bin` (Debian's layout). */
export function findPostgresTool(name: "pg_dump" | "pg_restore" | "psql"): string {
  const debianRoot = "/usr/lib/postgresql";
  let versions: string[] = [];
  try {
    versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
  } catch {
    // No Debian-style installation: PATH only.
  }
  const folders = [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    ...versions.map((version) => path.join(debianRoot, version, "bin")),
  ];
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next folder.
    }
  }
  throw new Error(`${name} was not found on PATH or in ${debianRoot}/*/bin. ${INSTALL_HINT}`);
}

/**
 * How a PostgreSQL tool reaches the database a URL names: the URL without its password as `--dbname`, the password in
 * PGPASSWORD (a command line can be read by every user of the machine through `ps`).
 */
export function postgresToolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}
