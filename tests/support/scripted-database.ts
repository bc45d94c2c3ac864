import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type QueryResult,
} from "kysely";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { Database } from "#app/db.server/schema.ts";

/**
 * A "SQLite" site database with no file behind it: each query answers the next of `answers` (no row once they run
 * out), and `asked` notes every query's SQL and every transaction begun, committed or rolled back. For what a real
 * database cannot be made to answer on demand (a checkpoint busy three times running), and to show that some work
 * never reaches the database at all.
 */
export function scriptedDatabase(answers: Record<string, unknown>[][] = []): {
  database: SiteDatabase;
  asked: string[];
} {
  const asked: string[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: { sql: string }) => {
      asked.push(query.sql);
      return { rows: answers.shift() ?? [] } as QueryResult<R>;
    },
    // eslint-disable-next-line require-yield -- nothing here streams
    streamQuery: async function* () {
      throw new Error("a scripted database does not stream");
    },
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => void asked.push("begin"),
        commitTransaction: async () => void asked.push("commit"),
        rollbackTransaction: async () => void asked.push("rollback"),
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return { database: { db, dialect: "sqlite", description: "scripted", close: () => db.destroy() }, asked };
}
