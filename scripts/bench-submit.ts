// `npm run bench:submit`: submissions per second through the production server (POST /api/submit-contact, the full
// path: JSON, schema, rate limit, duplicate guard, insert) against a bare node:http handler that only inserts the row.
// On SQLite always; on PostgreSQL too when BENCH_POSTGRES_URL is set or the machine's PostgreSQL binaries can start a
// private cluster. Not a test: it prints a table (and writes .tmp/bench/results.json). See docs/benchmarks.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { contactLoad } from "#scripts/lib/contact-load.ts";
import { benchPostgres } from "#scripts/lib/postgres.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// The site and the baseline take turns, a fresh database each time, so a slow moment of a shared machine does not
// fall on one side only; the figures are the medians of the rounds.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3480);
const BASELINE_PORT = SERVER_PORT + 1;

if (!existsSync("build/server/index.js")) {
  console.log("No build: building first…");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface Figures {
  label: string;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** The load (scripts/lib/contact-load.ts) against one server. */
async function load(label: string, url: string): Promise<Figures> {
  const result = await contactLoad(url, { connections: CONNECTIONS, seconds: DURATION_S });
  return {
    label,
    acceptedPerSecond: Math.round(result["2xx"] / DURATION_S),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function run(dialect: string, databaseUrl: string, fresh: () => void): Promise<Figures[]> {
  fresh();
  const server = start(["server/start.js"], { PORT: String(SERVER_PORT), DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/healthz`);
  const site = await load(
    `${dialect}: production server, POST /api/submit-contact`,
    `http://127.0.0.1:${SERVER_PORT}/api/submit-contact`,
  );
  await stop(server);
  fresh();
  const baseline = start(["scripts/bench-baseline-server.ts"], {
    PORT: String(BASELINE_PORT),
    DATABASE_URL: databaseUrl,
  });
  await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);
  const bare = await load(`${dialect}: bare node:http insert (baseline)`, `http://127.0.0.1:${BASELINE_PORT}/`);
  await stop(baseline);
  return [site, bare];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** The rounds of one database: each figure the median over the rounds (errors and non-2xx answers summed). */
async function rounds(
  dialect: string,
  databaseUrl: string,
  fresh: () => void,
): Promise<{ pair: Figures[]; ratios: number[] }> {
  const all: Figures[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    all.push(await run(dialect, databaseUrl, fresh));
    const [site, bare] = all.at(-1)!;
    console.log(
      `${dialect} round ${round}/${ROUNDS}: site ${site!.acceptedPerSecond}/s, baseline ${bare!.acceptedPerSecond}/s`,
    );
  }
  const pair = [0, 1].map((side) => {
    const runs = all.map((round) => round[side]!);
    return {
      label: runs[0]!.label,
      acceptedPerSecond: median(runs.map((r) => r.acceptedPerSecond)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    };
  });
  return { pair, ratios: all.map(([site, bare]) => site!.acceptedPerSecond / bare!.acceptedPerSecond) };
}

// Taken before the runs: during them the server and the load generator keep both cores busy themselves.
const [loadBefore = 0] = loadavg();
const results: Figures[] = [];
const ratios: Record<string, number[]> = {};
mkdirSync(".tmp/bench", { recursive: true });
const sqliteFile = ".tmp/bench/site.db";
const sqlite = await rounds("SQLite", sqliteFile, () =>
  ["", "-wal", "-shm"].forEach((suffix) => rmSync(`${sqliteFile}${suffix}`, { force: true })),
);
results.push(...sqlite.pair);
ratios.SQLite = sqlite.ratios;

const postgres = await benchPostgres();
if (postgres) {
  const postgresUrl = postgres.url;
  const fresh = () => {
    spawnSync(
      process.execPath,
      [
        "-e",
        `const pg=require("pg");const c=new pg.Client(${JSON.stringify(postgresUrl)});c.connect().then(()=>c.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public")).then(()=>c.end())`,
      ],
      { stdio: "inherit" },
    );
  };
  try {
    const postgres = await rounds("PostgreSQL", postgresUrl, fresh);
    results.push(...postgres.pair);
    ratios.PostgreSQL = postgres.ratios;
  } finally {
    await postgres.stop();
  }
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s a run, median of ${ROUNDS} round(s), Node ${process.versions.node}, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the runs` +
    (loadBefore > cpus().length / 2 ? " (the machine was busy with other work: figures may be low)" : "") +
    "\n",
);
console.log("| run | accepted/s | p50 ms | p99 ms | errors | non-2xx |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const r of results)
  console.log(`| ${r.label} | ${r.acceptedPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
for (const [dialect, each] of Object.entries(ratios)) {
  console.log(
    `${dialect}: the site reaches ${percent(median(each.map((ratio) => Math.round(ratio * 1000))) / 1000)} of the baseline's rate (rounds: ${each.map(percent).join(", ")}).`,
  );
}
writeFileSync(
  ".tmp/bench/results.json",
  JSON.stringify(
    {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      rounds: ROUNDS,
      loadAverageBefore: loadBefore,
      results,
      ratios,
    },
    null,
    2,
  ),
);
