import path from "node:path";
import { fileURLToPath } from "node:url";

export type DialectName = "sqlite" | "postgres";

export type DatabaseTarget = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

/** The SQLite file used when DATABASE_URL is not set, relative to the working directory. */
export const DEFAULT_SQLITE_FILE = "./data/site.db";

/**
 * Which database DATABASE_URL names: `postgres://` or `postgresql://` is PostgreSQL; unset or empty is
 * `./data/site.db`; a `file:` URL or any other value is the path of a SQLite file (relative to `cwd`).
 */
export function databaseTarget(url: string | undefined, cwd: string = process.cwd()): DatabaseTarget {
  const value = url?.trim() ?? "";
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: "postgres", url: value };
  if (value === "") return { dialect: "sqlite", file: path.resolve(cwd, DEFAULT_SQLITE_FILE) };
  if (value === ":memory:") return { dialect: "sqlite", file: ":memory:" };
  if (/^file:/i.test(value)) {
    // file:///abs/path, file:/abs/path and file:relative/path (as SQLite and Prisma write them).
    const file = value.startsWith("file://") ? fileURLToPath(value) : value.slice("file:".length);
    return { dialect: "sqlite", file: path.resolve(cwd, file) };
  }
  return { dialect: "sqlite", file: path.resolve(cwd, value) };
}
