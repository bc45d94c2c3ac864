import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { chownSync, existsSync, mkdtempSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "#scripts/lib/server-process.ts";
import {
  CLUSTER_PREFIX,
  CLUSTER_ROOT,
  removeCluster,
  sweepAbandonedClusters,
  watchCluster,
  writeOwner,
} from "#tests/support/postgres-clusters.ts";

/**
 * Vitest global set-up: a private PostgreSQL cluster for the storage tests, unless TEST_DATABASE_URL names one.
 * It is created in a temporary folder (/tmp/forms-pg-*) from the machine's PostgreSQL binaries, listens on 127.0.0.1
 * on a free port, and is stopped and deleted when the run ends: by the teardown below, or, when the run ends without
 * it (killed, timed out, a Stryker runner ended), by its watcher or the next run's sweep (postgres-clusters.ts).
 * As root (CI) initdb refuses to run, so the cluster belongs to the `postgres` user. Without the binaries the tests
 * skip PostgreSQL locally, and the run fails in CI (CI=true).
 */
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create databases, or "" when PostgreSQL is not available. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  if (!existsSync(path.join(PG_BIN, "initdb"))) {
    const message = `PostgreSQL binaries not found in ${PG_BIN}: the PostgreSQL storage tests cannot run.`;
    if (process.env.CI)
      throw new Error(`${message} Install them (apt-get install postgresql-15) or set TEST_DATABASE_URL.`);
    console.warn(`${message} Skipping them (they are required in CI).`);
    project.provide("postgresUrl", "");
    return;
  }

  // Clusters of earlier runs that ended without a teardown and whose watcher did not outlive them.
  await sweepAbandonedClusters();

  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(CLUSTER_ROOT, CLUSTER_PREFIX));
  const dataDir = path.join(dir, "data");
  // Owned by this process, and watched from before its postmaster starts: once this process is gone, so is the cluster.
  writeOwner(dir);
  watchCluster(dir);
  const run = (command: string, args: string[]): SpawnSyncReturns<string> => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(PG_BIN, command), ...args]]
      : [path.join(PG_BIN, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
    return result;
  };

  try {
    if (asRoot) {
      const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
      const gids = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
      chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
    }
    const port = await freePort();
    run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
    run("pg_ctl", [
      "start",
      "-D",
      dataDir,
      "-w",
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ]);
    project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  } catch (error) {
    await removeCluster(dir);
    throw error;
  }

  return () => removeCluster(dir);
}
