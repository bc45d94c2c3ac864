// `npm run bench:inbox [-- --rows N] [-- --plans] [-- --office-rows N] [-- --only queries|office]`: the inbox's
// queries at a million rows (ADR 0006), on SQLite and, when BENCH_POSTGRES_URL is set or the machine's PostgreSQL
// binaries can start a private cluster, on PostgreSQL; then the office's load over HTTP on a database of 100,000 rows
// (scripts/lib/bench-office.ts). Each database is filled once by `npm run db:seed` (SQLite's kept under
// .tmp/bench-inbox/ for the next run) and each query case is timed RUNS times as the server runs it (the data layer
// the routes call). Prints p50, p95 and max in milliseconds, and with --plans the query plans. Not a test: see
// docs/benchmarks.md, "Inbox".
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect, type CompiledQuery, type LogEvent } from "kysely";
import pg from "pg";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { migrateToLatest, openDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { Database } from "#app/db.server/schema.ts";
import { SqliteBooleanPlugin } from "#app/db.server/sqlite-boolean-plugin.ts";
import { defaultFilter, PAGE_SIZE, type InboxFilter } from "#app/inbox/filter.ts";
import { listSubmissions, overdueCount, unreadCounts, type Cursor } from "#app/inbox/inbox.server.ts";
import { officeCalendar } from "#app/enquiries/office-time.ts";
import { enquiryReport } from "#app/reports/reports.server.ts";
import { benchOffice } from "#scripts/lib/bench-office.ts";
import { benchPostgres } from "#scripts/lib/postgres.ts";

const { values: options } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    runs: { type: "string", default: "40" },
    plans: { type: "boolean", default: false },
    "office-rows": { type: "string", default: "100000" },
    only: { type: "string" },
  },
});
const ROWS = Number(options.rows);
const OFFICE_ROWS = Number(options["office-rows"]);
const part = (name: "queries" | "office") => !options.only || options.only === name;
const RUNS = Number(options.runs);
const DEEP_PAGE = 200;

interface Case {
  label: string;
  goal: number;
  run: (on?: SiteDatabase) => Promise<unknown>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 3; i++) await run(); // warm the caches and the statement cache
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(samples.at(-1)!) };
}

function seed(url: string, rows: number) {
  console.log(
    `Filling ${url.startsWith("postgres") ? "PostgreSQL" : url} with ${rows.toLocaleString("en-GB")} enquiries (npm run db:seed)…`,
  );
  const result = spawnSync(process.execPath, ["scripts/db-seed.ts", "--rows", String(rows)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("db:seed failed");
}

async function rowCount(database: SiteDatabase): Promise<number> {
  const row = await database.db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The cases of the issue: list pages (goal 50 ms) and searches (goal 200 ms). Each runs on the database it is given. */
async function cases(database: SiteDatabase): Promise<Case[]> {
  const me = 1;
  const list =
    (filter: InboxFilter, search: string | null = null, after: Cursor | null = null) =>
    (on: SiteDatabase = database) =>
      listSubmissions(on, filter, { me, search, after });
  // The cursor a person reaches after 200 pages of Next (found once here; the timed query is the page itself).
  const deep = await database.db
    .selectFrom("submissions")
    .select(["created_at", "id"])
    .where(sql<boolean>`is_spam = false`)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(DEEP_PAGE * PAGE_SIZE - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const after = { createdAt: new Date(deep.created_at).toISOString(), id: Number(deep.id) };
  // A real address from the middle of the table, so the search is not answered by luck from the first rows.
  const someone = await database.db
    .selectFrom("submissions")
    .select("email")
    .where("email", "is not", null)
    .orderBy("id")
    .offset(Math.floor(ROWS / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const all: InboxFilter = { ...defaultFilter, form: "all" };
  // To do's Next from its first page (found once here, as for the deep page).
  const todoNext = (await listSubmissions(database, defaultFilter, { me, search: null, after: null })).next;
  return [
    { label: "First page of To do (the default)", goal: 50, run: list(defaultFilter) },
    { label: "Second page of To do", goal: 50, run: list(defaultFilter, null, todoNext) },
    { label: "To do, urgent only", goal: 50, run: list({ ...defaultFilter, urgentOnly: true }) },
    { label: "Overdue count (To do's tab)", goal: 50, run: (on = database) => overdueCount(on.db, new Date()) },
    {
      label: "Reports: the last 12 weeks (/admin/reports)",
      goal: 500,
      run: (on = database) => enquiryReport(on, Date.now(), officeCalendar),
    },
    { label: "First page of All", goal: 50, run: list(all) },
    { label: `Page ${DEEP_PAGE} of All (keyset)`, goal: 50, run: list(all, null, after) },
    {
      label: "Quick contacts, unread, urgent",
      goal: 50,
      run: list({ ...defaultFilter, form: "quick-contact", unreadOnly: true, urgentOnly: true }),
    },
    {
      label: "Assessments, not going ahead, oldest first",
      goal: 50,
      run: list({ ...defaultFilter, form: "assessment", status: "not-going-ahead", sort: "oldest" }),
    },
    { label: "Unread counts (the tabs)", goal: 50, run: (on = database) => unreadCounts(on.db) },
    { label: "Search by e-mail", goal: 200, run: list(all, someone.email!.toUpperCase()) },
    { label: "Search by phone", goal: 200, run: list(all, "07700 900123") },
    { label: "Search by a word in messages", goal: 200, run: list(all, "hoist") },
    { label: "Search by two words", goal: 200, run: list(all, "dementia medication") },
    { label: "Search by a district", goal: 200, run: list(all, "MK9") },
  ];
}

/**
 * The plan of each query a case sends: the case runs once on a second connection that logs its SQL, and each query is
 * explained there (EXPLAIN QUERY PLAN on SQLite; EXPLAIN ANALYZE with buffers on PostgreSQL).
 */
async function printPlans(database: SiteDatabase, url: string, run: (logged: SiteDatabase) => Promise<unknown>) {
  const queries: CompiledQuery[] = [];
  const log = (event: LogEvent) => {
    if (event.level === "query") queries.push(event.query);
  };
  if (database.dialect === "sqlite") {
    const raw = new SQLite(url, { readonly: true });
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: raw }),
      plugins: [new SqliteBooleanPlugin()],
      log,
    });
    await run({ ...database, db });
    for (const query of queries) {
      const plan = raw.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as {
        detail: string;
      }[];
      console.log(
        `    ${query.sql.replace(/\s+/g, " ").slice(0, 160)}…\n${plan.map((row) => `      ${row.detail}`).join("\n")}`,
      );
    }
    raw.close();
  } else {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    await run({ ...database, db });
    for (const query of queries) {
      const { rows } = await pool.query(
        `explain (analyze, buffers, costs off) ${query.sql}`,
        query.parameters as unknown[],
      );
      console.log(
        `    ${query.sql.replace(/\s+/g, " ").slice(0, 160)}…\n${rows.map((row: Record<string, string>) => `      ${row["QUERY PLAN"]}`).join("\n")}`,
      );
    }
    await pool.end();
  }
}

async function bench(name: string, database: SiteDatabase, url: string) {
  const count = await rowCount(database);
  console.log(`\n${name}: ${count.toLocaleString("en-GB")} enquiries; ${RUNS} runs a case, after 3 warm-up runs`);
  console.log("| case | p50 ms | p95 ms | max ms | goal (p95) |");
  console.log("| --- | ---: | ---: | ---: | --- |");
  for (const each of await cases(database)) {
    const figures = await time(() => each.run());
    console.log(
      `| ${each.label} | ${figures.p50} | ${figures.p95} | ${figures.max} | ≤ ${each.goal} ms ${figures.p95 <= each.goal ? "met" : "**missed**"} |`,
    );
    if (options.plans) await printPlans(database, url, (logged) => each.run(logged));
  }
}

/** An SQLite file under .tmp/bench-inbox/ holding `rows` enquiries: kept from the last run when it does, else filled. */
async function sqliteWith(file: string, rows: number): Promise<void> {
  const database = openDatabase(databaseTarget(file));
  await migrateToLatest(database);
  const filled = await rowCount(database);
  await database.close();
  if (filled === rows) return;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  seed(file, rows);
}

/** A PostgreSQL database (`url`) holding `rows` enquiries. */
async function postgresWith(url: string, rows: number): Promise<void> {
  const database = openDatabase(databaseTarget(url));
  try {
    await migrateToLatest(database);
    if ((await rowCount(database)) === rows) return;
    await sql`truncate submissions cascade`.execute(database.db);
  } finally {
    await database.close();
  }
  seed(url, rows);
}

/** The query cases on a filled database. */
async function benchQueries(name: string, url: string): Promise<void> {
  const database = openDatabase(databaseTarget(url));
  try {
    await bench(name, database, url);
  } finally {
    await database.close();
  }
}

console.log(`Node ${process.versions.node}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`);
mkdirSync(".tmp/bench-inbox", { recursive: true });
if (part("queries")) {
  await sqliteWith(".tmp/bench-inbox/site.db", ROWS);
  await benchQueries("SQLite", ".tmp/bench-inbox/site.db");
}
if (part("office")) {
  await sqliteWith(".tmp/bench-inbox/office.db", OFFICE_ROWS);
  await benchOffice(`SQLite, ${OFFICE_ROWS.toLocaleString("en-GB")} enquiries`, ".tmp/bench-inbox/office.db");
}

const postgres = await benchPostgres();
if (postgres) {
  try {
    if (part("queries")) {
      await postgresWith(postgres.url, ROWS);
      await benchQueries("PostgreSQL", postgres.url);
    }
    if (part("office")) {
      // A database of its own in the same cluster, so the million rows above stay for the next run.
      const office = new URL(postgres.url);
      office.pathname = "/bench_office";
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      const { rowCount: exists } = await admin.query("select 1 from pg_database where datname = 'bench_office'");
      if (!exists) await admin.query("create database bench_office");
      await admin.end();
      await postgresWith(office.href, OFFICE_ROWS);
      await benchOffice(`PostgreSQL, ${OFFICE_ROWS.toLocaleString("en-GB")} enquiries`, office.href);
    }
  } finally {
    await postgres.stop();
  }
}
