import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from "kysely";
import type { SiteDatabase, SiteTransaction } from "#app/db.server/db.server.ts";
import type { Database } from "#app/db.server/schema.ts";
import { toSqliteValue } from "#app/db.server/sqlite-boolean-plugin.ts";

/**
 * A query Kysely builds and compiles once, with named parameters, then runs many times with new values. Building and
 * compiling cost about as much as SQLite's own work for a small insert (docs/benchmarks.md), and a submission runs the
 * same two statements every time. The SQL is still Kysely's, compiled for the database's own dialect, and runs through
 * the same connection and plugins (`db.executeQuery`): only the building is skipped.
 */
const PARAMETER = Symbol("parameter");

interface Parameter<N extends string> {
  readonly [PARAMETER]: N;
}

/** A stand-in for a value given later, by name. Typed as `never` so it fits any column of the builder. */
export type ParameterOf<N extends string> = (name: N) => never;

export interface PreparedQuery<N extends string, R> {
  readonly sql: string;
  execute(values: Readonly<Record<N, unknown>>): Promise<QueryResult<R>>;
}

/** Where a prepared query runs: on the database, or inside one of its transactions (on the transaction's connection). */
type Target = SiteDatabase | SiteTransaction;

/** Builds the query with Kysely, naming each value given later with `parameter`. */
type Build<N extends string, R> = (db: Kysely<Database>, parameter: ParameterOf<N>) => Compilable<R>;

const isParameter = (value: unknown): value is Parameter<string> =>
  typeof value === "object" && value !== null && PARAMETER in value;

/**
 * A query to prepare once per database (on first use): `build` gets the database and a function that names a parameter.
 * Constants in the builder (a literal 1, a `sql` fragment's own values) are kept as they are. Given a transaction, the
 * query runs on it: inside `transaction()` it commits or rolls back with the rest (on the database instead it would
 * wait for the transaction's connection on SQLite for ever, and run outside the transaction on PostgreSQL).
 */
export function preparedQuery<N extends string, R>(build: Build<N, R>): (target: Target) => PreparedQuery<N, R> {
  const compiled = new WeakMap<SiteDatabase, Compiled<N>>();
  return (target) => {
    const database = "database" in target ? target.database : target;
    let query = compiled.get(database);
    if (!query) {
      query = compile(database, build);
      compiled.set(database, query);
    }
    return bind<N, R>(query, target.db);
  };
}

interface Compiled<N extends string> {
  sql: string;
  /** Each parameter: a named stand-in (filled in on every run) or a value fixed when building. */
  slots: ({ name: N } | { fixed: unknown })[];
  encode: (value: unknown) => unknown;
}

function compile<N extends string, R>(database: SiteDatabase, build: Build<N, R>): Compiled<N> {
  const parameter = (name: N) => ({ [PARAMETER]: name }) as Parameter<N> as never;
  const compiled = build(database.db, parameter).compile();
  return {
    sql: compiled.sql,
    slots: compiled.parameters.map((value) =>
      isParameter(value) ? { name: value[PARAMETER] as N } : { fixed: value },
    ),
    encode: database.dialect === "sqlite" ? toSqliteValue : (value: unknown) => value,
  };
}

function bind<N extends string, R>(
  { sql, slots, encode }: Compiled<N>,
  executor: Kysely<Database>,
): PreparedQuery<N, R> {
  return {
    sql,
    async execute(values) {
      const parameters = slots.map((slot) => {
        if (!("name" in slot)) return slot.fixed;
        if (!(slot.name in values)) throw new Error(`No value for the parameter ${slot.name}`);
        return encode(values[slot.name]);
      });
      return executor.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    },
  };
}
