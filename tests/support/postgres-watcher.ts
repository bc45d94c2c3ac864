import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { processAlive, readOwner, removeCluster } from "#tests/support/postgres-clusters.ts";

/**
 * The watcher of one test cluster: `node tests/support/postgres-watcher.ts <cluster folder>` (postgres-clusters.ts's
 * `watchCluster`). It polls the owner recorded in the folder once a second, and when the owner is gone with its
 * cluster still there (no teardown ran), it stops the postmaster and removes the folder; after a teardown it just ends.
 *
 * Started, it starts itself again detached (a session of its own, so a signal to the run's process group misses it)
 * and exits at once: the watcher proper then has no parent in the run, so Stryker's kill of a runner's whole process
 * tree (tree-kill, SIGKILL) does not reach it either.
 */
const [dir, role] = process.argv.slice(2);
if (!dir) throw new Error("Usage: postgres-watcher.ts <cluster folder>");
const owner = readOwner(dir);
if (!owner) throw new Error(`${dir} has no owner file`);

if (role !== "--detached") {
  spawn(process.execPath, [import.meta.filename, dir, "--detached"], {
    detached: true,
    stdio: "ignore",
    cwd: "/",
  }).unref();
} else {
  while (existsSync(dir) && processAlive(owner.pid, owner.startTicks)) await sleep(1000);
  if (existsSync(dir)) await removeCluster(dir);
}
