import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDatabase, migrateToLatest, openDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * The databases every storage test runs against: SQLite always, PostgreSQL when the global set-up started one (it
 * always does in CI). Each call makes a new, migrated, empty database that `dispose` removes.
 */
export interface TestDatabase {
  dialect: DialectName;
  url: string;
  database: SiteDatabase;
  dispose(): Promise<void>;
}

export const dialects: DialectName[] = inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  if (dialect === "sqlite") {
    const file = path.join(tmpdir(), `${name}.db`);
    const database = openDatabase({ dialect: "sqlite", file });
    await migrateToLatest(database);
    return {
      dialect,
      url: file,
      database,
      async dispose() {
        await database.close();
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const adminUrl = inject("postgresUrl");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ dialect: "postgres", url: url.toString() });
  await migrateToLatest(database);
  return {
    dialect,
    url: url.toString(),
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh database for the tests of one `describe` block: made before them, removed after them. */
export function useTestDatabase(dialect: DialectName): () => TestDatabase {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.dispose();
  });
  return () => {
    if (!test) throw new Error("The test database is made in beforeAll: use it inside a test");
    return test;
  };
}

/**
 * A fresh database that the site's own code uses for the tests of one `describe` block: DATABASE_URL names it (with
 * `settings`, more of the configuration), as a route or the submit path finds it. Afterwards the site's connection is
 * closed, the configuration restored and the database removed.
 */
export function useSiteDatabase(dialect: DialectName, settings: Record<string, string> = {}): () => TestDatabase {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    vi.stubEnv("DATABASE_URL", test.url);
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    resetEnvForTests();
    await closeDatabase();
  });
  afterAll(async () => {
    await closeDatabase();
    vi.unstubAllEnvs();
    resetEnvForTests();
    await test?.dispose();
  });
  return () => {
    if (!test) throw new Error("The test database is made in beforeAll: use it inside a test");
    return test;
  };
}

/**
 * A test database for tests that store enquiries through the forms' own path, for one `describe` block: the fill-time
 * check off and a fixed site secret (which the rate limit's and the sealing's keys come from), restored afterwards.
 */
export function useFormsDatabase(dialect: DialectName): () => SiteDatabase {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    vi.stubEnv("FORM_MIN_FILL_MS", "0");
    vi.stubEnv("SITE_SECRET", "forms-test-secret-0123456789abcdef");
    resetEnvForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await test?.dispose();
  });
  return () => {
    if (!test) throw new Error("The test database is made in beforeAll: use it inside a test");
    return test.database;
  };
}

/** One statement on a connection of its own (PostgreSQL), for tests that act on a database beside the server under test. */
export async function postgresQuery(
  connectionString: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the test cluster, for a server process to migrate and use; `drop` removes it. */
export async function scratchPostgresDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const admin = inject("postgresUrl");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await postgresQuery(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => void (await postgresQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
