// How the inbox's queries run on the one submissions table (ADR 0004): fills a fresh database with N rows across the
// four forms (DATABASE_URL: a SQLite file by default, or postgres://…), then prints each query's plan and its time.
// Not a test: `npx node scripts/explain-submissions.ts [rows]` (npm's Node 24, which runs TypeScript as it is).
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { sql, type RawBuilder } from "kysely";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { migrateToLatest, openDatabase } from "#app/db.server/db.server.ts";

const rows = Number(process.argv[2] ?? 200_000);
const target = databaseTarget(process.env.DATABASE_URL ?? ".tmp/explain/site.db");
if (target.dialect === "sqlite")
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${target.file}${suffix}`, { force: true });
const database = openDatabase(target);
await migrateToLatest(database);
const { db } = database;
const forms = ["quick-contact", "contact", "callback", "assessment"] as const;

console.log(`Filling ${rows} rows on ${database.dialect}…`);
const start = Date.parse("2024-01-01T00:00:00Z");
for (let done = 0; done < rows;) {
  const batch = Array.from({ length: Math.min(1000, rows - done) }, (_, i) => {
    const n = done + i;
    const createdAt = new Date(start + n * 60_000).toISOString();
    return {
      form: forms[n % 4]!,
      name: `Person ${n}`,
      phone: `01632 ${String(n % 1_000_000).padStart(6, "0")}`,
      email: `person${n}@example.org`,
      postcode: "MK9 3AB",
      urgency: "week",
      read: n % 10 !== 0,
      is_spam: n % 50 === 0,
      details: JSON.stringify({ message: `Message ${n}` }),
      created_at: createdAt,
      consent_given: true,
      consent_text: "Yes",
      origin_page: "/",
      dedupe_key: randomUUID(),
    };
  });
  await db.insertInto("submissions").values(batch).execute();
  done += batch.length;
}
if (database.dialect === "postgres") await sql`analyze submissions`.execute(db);
else await sql`analyze`.execute(db);

const last = new Date(start + (rows / 2) * 60_000).toISOString();
const queries: [string, RawBuilder<unknown>][] = [
  [
    "newest 50, all forms, spam hidden",
    sql`select id, form, name, phone, email, urgency, read, created_at from submissions where is_spam = false order by created_at desc, id desc limit 50`,
  ],
  [
    "newest 50 of one form, spam hidden",
    sql`select id, name, phone, read, created_at from submissions where form = 'callback' and is_spam = false order by created_at desc, id desc limit 50`,
  ],
  [
    "a later page of one form (keyset, no OFFSET)",
    sql`select id, name, created_at from submissions where form = 'callback' and (created_at, id) < (${last}, ${Math.floor(rows / 2)}) order by created_at desc, id desc limit 50`,
  ],
  ["unread count per form", sql`select form, count(*) as n from submissions where read = false group by form`],
  ["one enquiry with its details", sql`select * from submissions where id = ${Math.floor(rows / 3)}`],
];

for (const [name, query] of queries) {
  const explain = database.dialect === "postgres" ? sql`explain ${query}` : sql`explain query plan ${query}`;
  const plan = (await explain.execute(db)).rows.map((row) => Object.values(row as object).at(-1)).join("\n    ");
  const began = performance.now();
  for (let i = 0; i < 20; i++) await query.execute(db);
  console.log(`\n${name}: ${((performance.now() - began) / 20).toFixed(2)} ms\n    ${plan}`);
}
await database.close();
