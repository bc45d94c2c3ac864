import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Who owns a private PostgreSQL cluster started for tests, and how an abandoned one is stopped and removed.
 *
 * Each cluster lives in its own folder `/tmp/forms-pg-*` and records there, in `owner.json`, the process that started
 * it (its pid, and on Linux its start time, so that a pid the kernel has since given to another process does not
 * count). Test runners end without Vitest's global teardown (Stryker kills its runners, a time limit kills a run), and
 * the postmaster outlives them: `pg_ctl start` puts it in a session of its own. So a watcher beside each cluster
 * (`postgres-watcher.ts`) removes it once its owner is gone, and every new run sweeps the clusters of owners that are
 * gone (a watcher killed with the rest of a run). A cluster whose owner is alive is never touched: other engineers'
 * runs share this machine and this /tmp.
 *
 * Only `node:` modules here: the watcher runs this file under plain Node, outside Vitest.
 */
export const CLUSTER_ROOT = "/tmp";
export const CLUSTER_PREFIX = "forms-pg-";
const OWNER_FILE = "owner.json";

/**
 * A folder without an owner file is either from before owner files (possibly a live run of another worktree) or one
 * being made this instant. Without a running postmaster it is removed only once it is this old: a live run of the old
 * code takes seconds between making its folder and starting its postmaster.
 */
export const UNOWNED_FOLDER_GRACE_MS = 10 * 60_000;

export interface ClusterOwner {
  pid: number;
  /** The process's start time in clock ticks after boot (Linux, /proc/<pid>/stat field 22), or null without /proc. */
  startTicks: string | null;
}

const hasProc = existsSync("/proc/self/stat");

/** State and start time of a process from /proc; null when it does not exist, undefined when there is no /proc. */
function procStat(pid: number): { state: string; startTicks: string } | null | undefined {
  if (!hasProc) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2, the command name in parentheses, may hold spaces and ")" (Vitest sets process titles): read after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [state, startTicks] = [fields[0], fields[19]];
    return state && startTicks ? { state, startTicks } : null;
  } catch {
    return null;
  }
}

/** This process, as an owner file records it. */
export function currentProcess(): ClusterOwner {
  return { pid: process.pid, startTicks: procStat(process.pid)?.startTicks ?? null };
}

/** Whether the process is running (a zombie is not), and is the same one that had `startTicks` when they are known. */
export function processAlive(pid: number, startTicks: string | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = procStat(pid);
  if (stat === undefined) return true;
  if (stat === null || stat.state === "Z") return false;
  return startTicks === null || stat.startTicks === startTicks;
}

export function writeOwner(dir: string, owner: ClusterOwner = currentProcess()): void {
  writeFileSync(path.join(dir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
}

/** The owner the folder records, or null for a folder without a (readable) owner file. */
export function readOwner(dir: string): ClusterOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), "utf8")) as ClusterOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * The processes started on the cluster's data folder: its postmaster, and while the cluster is being made the set-up's
 * `runuser`, `initdb` and `pg_ctl` (each has `-D <data folder>` among its arguments). On Linux they are found in /proc,
 * so a stale `postmaster.pid` whose pid now belongs to another process is not taken, and a postmaster that has yet to
 * write that file, or a `pg_ctl start` that outlived its caller, is; elsewhere the pid in `postmaster.pid` is used.
 */
export function clusterProcesses(dir: string): number[] {
  const dataDir = path.join(dir, "data");
  if (!hasProc) {
    try {
      const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? [pid] : [];
    } catch {
      return [];
    }
  }
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(dataDir);
      } catch {
        return false;
      }
    })
    .map(Number)
    .filter((pid) => processAlive(pid));
}

async function waitForExit(pids: number[], ms: number): Promise<number[]> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(50))
    if (!pids.some((pid) => processAlive(pid))) return [];
  return pids.filter((pid) => processAlive(pid));
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Exited meanwhile.
    }
  }
}

/**
 * Stops what runs on the cluster the way `pg_ctl stop -m immediate` does (SIGQUIT: no checkpoint; the postmaster ends
 * its children before it exits; a `pg_ctl` or `initdb` under way just ends), killing what has not exited in 10 s; then
 * removes the folder. Root may signal the `postgres` user's processes, so no `runuser` is needed.
 */
export async function removeCluster(dir: string): Promise<void> {
  const running = clusterProcesses(dir);
  signal(running, "SIGQUIT");
  signal(await waitForExit(running, 10_000), "SIGKILL");
  await waitForExit(running, 5_000);
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Whether a cluster folder is abandoned: its owner is gone; or, without an owner file, nothing runs on it (no postmaster,
 * no initdb) and it is older than the grace period (else it may be a live run of older code, or a folder being made).
 */
export function isAbandoned(dir: string, now = Date.now()): boolean {
  const owner = readOwner(dir);
  if (owner) return !processAlive(owner.pid, owner.startTicks);
  if (clusterProcesses(dir).length > 0) return false;
  return now - statSync(dir).mtimeMs > UNOWNED_FOLDER_GRACE_MS;
}

/** Stops and removes the abandoned clusters under `root`; returns the folders removed. */
export async function sweepAbandonedClusters(root = CLUSTER_ROOT): Promise<string[]> {
  const removed: string[] = [];
  for (const name of readdirSync(root)) {
    if (!name.startsWith(CLUSTER_PREFIX)) continue;
    const dir = path.join(root, name);
    try {
      if (!isAbandoned(dir)) continue;
      await removeCluster(dir);
      removed.push(dir);
    } catch {
      // Removed meanwhile by its watcher or another run's sweep, or not ours to remove (another user's): leave it.
    }
  }
  return removed;
}

/**
 * Starts the watcher of a cluster folder whose owner file is written: it removes the cluster once the owner is gone.
 * The watcher detaches twice (see postgres-watcher.ts); this returns once it runs on its own.
 */
export function watchCluster(dir: string): void {
  const watcher = fileURLToPath(new URL("./postgres-watcher.ts", import.meta.url));
  const result = spawnSync(process.execPath, [watcher, dir], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(
      `The cluster's watcher did not start (${result.status}): ${result.stderr || result.error?.message}`,
    );
}
