import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import setup from "#tests/support/postgres-global-setup.ts";
import {
  CLUSTER_PREFIX,
  currentProcess,
  sweepAbandonedClusters,
  UNOWNED_FOLDER_GRACE_MS,
  writeOwner,
} from "#tests/support/postgres-clusters.ts";

// The private PostgreSQL clusters of test runs (tests/support/postgres-global-setup.ts) end with the process that
// started them, however it ends, and a run sweeps away the clusters of runs that are gone, never one whose owner lives.

const SETUP = fileURLToPath(new URL("../support/postgres-global-setup.ts", import.meta.url));
const havePostgres =
  existsSync(path.join(process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin", "initdb")) && !process.env.TEST_DATABASE_URL;

const children: ChildProcess[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Whether a process is gone (a zombie counts as gone: it runs nothing and its parent has yet to reap it). */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
}

async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) if (check()) return true;
  return check();
}

/** The processes whose command line holds all of `words` (read from /proc). */
function processesWith(...words: string[]): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return words.every((word) => argv.some((arg) => arg.includes(word)));
      } catch {
        return false;
      }
    })
    .map(Number);
}

function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

/** A cluster as the global set-up starts it, found through a connection: its folder and its postmaster's pid. */
async function clusterAt(url: string): Promise<{ dir: string; postmaster: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const dataDir = (await client.query<{ data_directory: string }>("SHOW data_directory")).rows[0]!.data_directory;
  await client.end();
  const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  return { dir: path.dirname(dataDir), postmaster };
}

/**
 * Runs the global set-up in a process of its own (in a process group of its own, as a test run is) that then idles,
 * and resolves with that process and the cluster it started.
 */
async function setupInChild() {
  const script = `import setup from ${JSON.stringify(SETUP)};
await setup({ provide: (key, value) => console.log(JSON.stringify({ [key]: value })) });
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const [line] = (await once(child.stdout!.setEncoding("utf8"), "data")) as [string];
  const { postgresUrl } = JSON.parse(line) as { postgresUrl: string };
  return { child, ...(await clusterAt(postgresUrl)) };
}

// Each test starts a cluster: initdb takes seconds, more on a busy machine.
describe.runIf(havePostgres)("a test run's cluster ends with the run", { timeout: 60_000 }, () => {
  it("stops and is removed within seconds when the run is killed (SIGKILL to its whole process group)", async () => {
    const { child, dir, postmaster } = await setupInChild();
    expect(gone(postmaster)).toBe(false);
    const watchers = processesWith("postgres-watcher.ts", dir);
    const parents = watchers.map(parentOf);

    process.kill(-child.pid!, "SIGKILL");
    expect(await eventually(() => gone(postmaster) && !existsSync(dir), 8_000)).toBe(true);
    expect(watchers).toHaveLength(1);
    // Its watcher is not in the run's process tree either, so killing the tree (Stryker's tree-kill) leaves it running.
    expect(parents).not.toContain(child.pid);
    expect(await eventually(() => gone(watchers[0]!), 2_000)).toBe(true);
  });

  it("is stopped and removed by the teardown, and its watcher then ends", async () => {
    let url = "";
    const teardown = await setup({ provide: (_key: string, value: string) => (url = value) } as never);
    const { dir, postmaster } = await clusterAt(url);
    const watchers = processesWith("postgres-watcher.ts", dir);
    expect(watchers).toHaveLength(1);

    await teardown!();
    expect(gone(postmaster)).toBe(true);
    expect(existsSync(dir)).toBe(false);
    expect(await eventually(() => gone(watchers[0]!), 3_000)).toBe(true);
  });

  it("left running by a run that is gone (its watcher killed with it), is removed by the next run's sweep", async () => {
    const { child, dir, postmaster } = await setupInChild();
    for (const watcher of processesWith("postgres-watcher.ts", dir)) process.kill(watcher, "SIGKILL");
    process.kill(-child.pid!, "SIGKILL");
    await sleep(1_500);
    expect(gone(postmaster)).toBe(false);

    expect(await sweepAbandonedClusters()).toContain(dir);
    expect(gone(postmaster)).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });
});

// It starts a handful of processes: seconds on a busy machine.
describe("the sweep of abandoned clusters", { timeout: 30_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), "cluster-sweep-"));
  folders.push(root);

  /**
   * A folder as the global set-up makes it. With `postmaster`, a process on its data folder stands in for one; with
   * `starting`, for an `initdb` or a `pg_ctl start` under way (no `postmaster.pid` yet).
   */
  function folder(
    name: string,
    { postmaster = false, starting = false } = {},
  ): { dir: string; postmaster?: ChildProcess } {
    const dir = path.join(root, `${CLUSTER_PREFIX}${name}`);
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir, { recursive: true });
    if (!postmaster && !starting) return { dir };
    const stand = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)", "--", "-D", dataDir], {
      stdio: "ignore",
    });
    children.push(stand);
    if (postmaster) writeFileSync(path.join(dataDir, "postmaster.pid"), `${stand.pid}\n${dataDir}\n`);
    return { dir, postmaster: stand };
  }
  function ageFolder(dir: string, ms: number) {
    const then = new Date(Date.now() - ms);
    utimesSync(dir, then, then);
  }
  async function deadPid(): Promise<number> {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await once(child, "exit");
    return child.pid!;
  }

  it("stops the clusters of owners that are gone, pid reused or not, and leaves the rest", async () => {
    const live = folder("live-owner", { postmaster: true });
    writeOwner(live.dir);
    const dead = folder("dead-owner", { postmaster: true });
    writeOwner(dead.dir, { pid: await deadPid(), startTicks: null });
    // The owner's pid now belongs to another process (this one): its start time tells them apart.
    const reused = folder("reused-pid", { postmaster: true });
    writeOwner(reused.dir, { ...currentProcess(), startTicks: "1" });
    // Its owner died while it was being started: what runs on it goes too.
    const deadStarting = folder("dead-owner-starting", { starting: true });
    writeOwner(deadStarting.dir, { pid: await deadPid(), startTicks: null });
    // Folders without an owner file (made before owner files, or being made now): maybe a live run of another worktree.
    const unownedRunning = folder("unowned-running", { postmaster: true });
    ageFolder(unownedRunning.dir, 2 * UNOWNED_FOLDER_GRACE_MS);
    const unownedStarting = folder("unowned-starting", { starting: true });
    ageFolder(unownedStarting.dir, 2 * UNOWNED_FOLDER_GRACE_MS);
    folder("unowned-new");
    const unownedOld = folder("unowned-old");
    ageFolder(unownedOld.dir, UNOWNED_FOLDER_GRACE_MS + 60_000);
    // Not a cluster folder.
    const other = path.join(root, "other");
    mkdirSync(other);
    ageFolder(other, 2 * UNOWNED_FOLDER_GRACE_MS);

    expect((await sweepAbandonedClusters(root)).sort()).toEqual(
      [dead.dir, reused.dir, deadStarting.dir, unownedOld.dir].sort(),
    );

    expect(readdirSync(root).sort()).toEqual(
      ["live-owner", "unowned-new", "unowned-running", "unowned-starting"]
        .map((name) => `${CLUSTER_PREFIX}${name}`)
        .concat("other"),
    );
    for (const kept of [live, unownedRunning, unownedStarting]) expect(gone(kept.postmaster!.pid!)).toBe(false);
    for (const stopped of [dead, reused, deadStarting])
      expect(await eventually(() => gone(stopped.postmaster!.pid!), 2_000)).toBe(true);
  });

  it("does not take a stale pid file's pid, now another process's, for the cluster's postmaster", async () => {
    const stale = folder("stale-pid-file");
    writeOwner(stale.dir, { pid: await deadPid(), startTicks: null });
    // This test's own process: not a postgres on that data folder, so it must not be signalled.
    writeFileSync(path.join(stale.dir, "data", "postmaster.pid"), `${process.pid}\n`);

    expect(await sweepAbandonedClusters(root)).toContain(stale.dir);
    expect(existsSync(stale.dir)).toBe(false);
  });
});
