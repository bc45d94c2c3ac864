// `npm run bench:submit`: submissions per second through the production server (POST /api/submit-contact, the full
// path: JSON, schema, rate limit, duplicate guard, insert) against a bare node:http handler that only inserts the row.
// On SQLite always; on PostgreSQL too when BENCH_POSTGRES_URL is set or the machine's PostgreSQL binaries can start a
// private cluster. Not a test: it prints a table (and writes .tmp/bench/results.json). See docs/benchmarks.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import startPostgres from "../tests/support/postgres-global-setup.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3480);
const BASELINE_PORT = SERVER_PORT + 1;

if (!existsSync("build/server/index.js")) {
  console.log("No build: building first…");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env }, stdio: ["ignore", "ignore", "inherit"] });
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

/** Each request another person (name, e-mail) from another client address (X-Forwarded-For, trusted here). */
async function load(label: string, url: string): Promise<Figures> {
  let counter = 0;
  const result = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest(request) {
          counter++;
          const body = {
            fullName: `Bench Person ${counter}`,
            phone: "01632 960000",
            email: `bench${counter}@example.org`,
            postcode: "MK9 3AB",
            enquiryType: "relative",
            urgency: "week",
            contactMethod: "phone",
            message: "Benchmark enquiry",
            agreeToContact: true,
          };
          const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
          return { ...request, body: JSON.stringify(body), headers: { ...request.headers, "x-forwarded-for": address } };
        },
      },
    ],
  });
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
  const server = start(["server/start.js"], { PORT: String(SERVER_PORT), DATABASE_URL: databaseUrl, TRUST_PROXY: "true" });
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/healthz`);
  const site = await load(`${dialect}: production server, POST /api/submit-contact`, `http://127.0.0.1:${SERVER_PORT}/api/submit-contact`);
  await stop(server);
  fresh();
  const baseline = start(["scripts/bench-baseline-server.ts"], { PORT: String(BASELINE_PORT), DATABASE_URL: databaseUrl });
  await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);
  const bare = await load(`${dialect}: bare node:http insert (baseline)`, `http://127.0.0.1:${BASELINE_PORT}/`);
  await stop(baseline);
  return [site, bare];
}

const results: Figures[] = [];
mkdirSync(".tmp/bench", { recursive: true });
const sqliteFile = ".tmp/bench/site.db";
results.push(...(await run("SQLite", sqliteFile, () => ["", "-wal", "-shm"].forEach((suffix) => rmSync(`${sqliteFile}${suffix}`, { force: true })))));

let postgresUrl = process.env.BENCH_POSTGRES_URL ?? "";
let stopPostgres: (() => void) | undefined;
if (!postgresUrl) {
  try {
    const project = { provide: (_key: string, value: string) => (postgresUrl = value) };
    stopPostgres = (await startPostgres(project as never)) ?? undefined;
  } catch (error) {
    console.log(`PostgreSQL not available (${error instanceof Error ? error.message : error}): SQLite only.`);
  }
}
if (postgresUrl) {
  const fresh = () => {
    spawnSync(process.execPath, ["-e", `const pg=require("pg");const c=new pg.Client(${JSON.stringify(postgresUrl)});c.connect().then(()=>c.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public")).then(()=>c.end())`], { stdio: "inherit" });
  };
  try {
    results.push(...(await run("PostgreSQL", postgresUrl, fresh)));
  } finally {
    stopPostgres?.();
  }
}

const [load1 = 0] = loadavg();
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.versions.node}, ${cpus().length} cores, load average ${load1.toFixed(1)} at the end` +
    (load1 > cpus().length ? " (the machine was busy with other work: figures are low)" : "") + "\n",
);
console.log("| run | accepted/s | p50 ms | p99 ms | errors | non-2xx |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const r of results) console.log(`| ${r.label} | ${r.acceptedPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
for (let i = 0; i < results.length; i += 2) {
  const [site, bare] = [results[i]!, results[i + 1]!];
  console.log(`${site.label.split(":")[0]}: the site reaches ${((site.acceptedPerSecond / bare.acceptedPerSecond) * 100).toFixed(0)}% of the baseline's rate.`);
}
writeFileSync(".tmp/bench/results.json", JSON.stringify({ connections: CONNECTIONS, durationSeconds: DURATION_S, loadAverage: load1, results }, null, 2));
