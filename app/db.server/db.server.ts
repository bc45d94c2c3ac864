import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteStatement, type Transaction } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { databaseTarget, type DatabaseTarget, type DialectName } from "#app/db.server/dialect.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import type { Database } from "#app/db.server/schema.ts";
import { SqliteBooleanPlugin } from "#app/db.server/sqlite-boolean-plugin.ts";

export interface SiteDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where it is, for logs: the SQLite file or the PostgreSQL host and database (never the password). */
  description: string;
  /** The migrations `getDatabase` applied when it opened the site's database. */
  applied?: string[];
  close(): Promise<void>;
}

/** A transaction on a site database: queries on `db` commit or roll back together. */
export interface SiteTransaction {
  database: SiteDatabase;
  db: Transaction<Database>;
}

/** The site's database or a transaction on it: what a query that may run inside a caller's transaction takes. */
export type Queryable = Kysely<Database> | Transaction<Database>;

/** Runs `work` in one transaction: everything it writes commits together, or nothing does if it throws. */
export function inTransaction<T>(
  database: SiteDatabase,
  work: (transaction: SiteTransaction) => Promise<T>,
): Promise<T> {
  return database.db.transaction().execute((db) => work({ database, db }));
}

/** How long a writer waits for another one (another process on the same SQLite file) before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Opens the database a target names. SQLite: WAL, foreign keys on, a busy timeout; the folder is created, owner-only. */
export function openDatabase(target: DatabaseTarget): SiteDatabase {
  if (target.dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A client whose connection ends (PostgreSQL restarting, its backend terminated) emits 'error'; the pool listens
    // only while the client is idle, so one held by a request would crash the process. Every client gets a listener of
    // its own from the start: the error is logged once, the query using the client fails (that request alone answers
    // 503), and the pool drops the client when it is released. The pool's own 'error' (an idle client's) is that same
    // error, already logged, and must have a listener too.
    pool.on("connect", (client) => {
      client.on("error", (error) =>
        console.error(
          JSON.stringify({
            level: "error",
            time: new Date().toISOString(),
            message: `PostgreSQL connection lost: ${error.message}`,
          }),
        ),
      );
    });
    pool.on("error", () => {});
    const url = new URL(target.url);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      description: `postgres://${url.host}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  if (target.file !== ":memory:") keepToOwner(target.file);
  const sqlite = new SQLite(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // In WAL mode NORMAL syncs at checkpoints, not on every commit: a crash of the process loses nothing; a power cut
  // can lose the last moments' commits. See docs/benchmarks.md.
  sqlite.pragma("synchronous = NORMAL");
  // Deleted rows (retention, erasure) are overwritten with zeros in the file, not left in free pages (ADR 0009).
  sqlite.pragma("secure_delete = ON");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, dialect: "sqlite", description: target.file, close: () => db.destroy() };
}

/**
 * The database holds people's health details: its file is readable and writable by the site's user only (0600), and
 * so are its -wal and -shm files, which SQLite creates with the main file's permissions; a file made before (0644)
 * is tightened. The folder is made 0700 when it is created. An existing folder is closed to others only when it is
 * the database's own (it holds nothing but the database's files and the default backups folder): a file named in a
 * shared folder (/tmp, /var/lib, a home) must not change who may enter that folder.
 */
function keepToOwner(file: string): void {
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const ownFolder = readdirSync(folder).every((name) => name.startsWith(path.basename(file)) || name === "backups");
  const mode = statSync(folder).mode & 0o777;
  if (ownFolder && (mode & 0o077) !== 0) chmodSync(folder, mode & 0o700);
  // Made 0600 when new. An existing file is never opened here: closing any descriptor of a file drops every POSIX lock
  // this process holds on it, so a connection already open on it (another pool in this process) would lose its locks.
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      chmodSync(`${file}${suffix}`, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/**
 * Kysely's SQLite driver prepares every query anew; the site runs the same few statements over and over, so each one
 * is prepared once and reused (Kysely runs one query at a time on the connection, so a statement is never shared by two).
 */
function withStatementCache(sqlite: SQLite.Database, size = 200) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string): SqliteStatement {
      // A transaction takes the write lock when it begins: one that read first and wrote later could not wait for
      // another writer (SQLite answers "database is locked" at once rather than risk a deadlock), and a page that marks
      // an enquiry read while another request writes would fail.
      // A write that failed on a full disk (SQLITE_FULL) or an I/O error is rolled back by SQLite itself; Kysely's
      // ROLLBACK after it would fail with "cannot rollback - no transaction is active", and that error would be the one
      // reported, hiding the real one. With no transaction open there is nothing to roll back: it is skipped.
      if (query === "rollback" && !sqlite.inTransaction) return NOTHING_TO_ROLL_BACK;
      const sql = query === "begin" ? "begin immediate" : query;
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** What runs instead of a ROLLBACK when SQLite has already rolled the transaction back (see withStatementCache). */
const NOTHING_TO_ROLL_BACK: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/** Runs every migration not yet applied; throws with the failing migration's error. */
export async function migrateToLatest(database: SiteDatabase): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: migrationProvider(database.dialect) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? "(none)"} failed: ${cause}`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

let current: { database: SiteDatabase; ready: Promise<SiteDatabase> } | undefined;

/**
 * The site's database, migrated: `url` is DATABASE_URL, which the caller reads from the configuration (this folder
 * knows no configuration) and which stays the same for the whole process. Opened on first use; migrations run once per
 * process, and if they fail (the database is down) the next call tries again, so the site starts and serves its pages
 * without a database.
 */
export function getDatabase(url: string | undefined): Promise<SiteDatabase> {
  if (!current) {
    let database: SiteDatabase;
    try {
      database = openDatabase(databaseTarget(url));
    } catch (error) {
      // The SQLite file cannot be opened (no such folder, no permission): tried again on the next call.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const ready = migrateToLatest(database).then((applied) => Object.assign(database, { applied }));
    current = { database, ready };
    ready.catch(async () => {
      if (current?.database === database) current = undefined;
      await database.close().catch(() => {});
    });
  }
  return current.ready;
}

/** Closes the site's database (tests, shutdown). */
export async function closeDatabase(): Promise<void> {
  const open = current;
  current = undefined;
  if (open) await open.database.close();
}
