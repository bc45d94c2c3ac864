import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { defaultFilter } from "#app/inbox/filter.ts";
import { listSubmissions } from "#app/inbox/inbox.server.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import type { Database, StoredFormName } from "#app/db.server/schema.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import { laterThan } from "#tests/support/migrations.ts";

// Migration 0005 on a database that already holds submissions: every row is kept as it was, the new columns start
// empty, and the word index is filled from the rows already there (its triggers or generated column only see new
// writes). Down and up again keeps every row, still found.

// The columns 0005 adds (later migrations add more; the rows are compared on the columns they had before).
const OWN_COLUMNS = ["read_at", "read_by", "assigned_to", "search_words"];

/** Row i: its own word in the name and in one searched detail, and one in a detail that is not searched. */
const ROWS: { form: StoredFormName; name: string; details: Record<string, unknown>; word: string; hidden: string }[] = [
  {
    form: "contact",
    name: "Ada Aardvark",
    details: { message: "Walrus in the garden", enquiry_type: "self", service_interest: ["respite"] },
    word: "walrus",
    hidden: "",
  },
  {
    form: "contact",
    name: "Ben Badger",
    details: { message: "", enquiry_type: "other", preferred_contact: "pheasant" },
    word: "",
    hidden: "pheasant",
  },
  {
    form: "callback",
    name: "Cat Cormorant",
    details: { topic: "Falcon feeding", preferred_date: "2026-12-01", preferred_time: "evening" },
    word: "falcon",
    hidden: "",
  },
  {
    form: "callback",
    name: "Dan Dormouse",
    details: { topic: "", preferred_date: "2026-12-02", preferred_time: "morning" },
    word: "",
    hidden: "",
  },
  {
    form: "assessment",
    name: "Eve Egret",
    details: { specific_requirements: "Gazelle ramp", additional_information: "", address: "Jackal Lane" },
    word: "gazelle",
    hidden: "jackal",
  },
  {
    form: "assessment",
    name: "Fay Ferret",
    details: { specific_requirements: "", additional_information: "Heron pond", support_needs: ["Personal care"] },
    word: "heron",
    hidden: "",
  },
  { form: "quick-contact", name: "Gus Gecko", details: { help_type: "iguana" }, word: "", hidden: "iguana" },
  { form: "quick-contact", name: "Hal Hornbill O'Neil", details: { help_type: "myself" }, word: "", hidden: "" },
];

async function insertAt0004(db: Kysely<Database>, index: number) {
  const row = ROWS[index]!;
  const createdAt = new Date(Date.UTC(2026, 5, 1 + index, 9, 30)).toISOString();
  await db
    .insertInto("submissions")
    .values({
      form: row.form,
      reference: row.form === "assessment" ? `179525000000${index}-4821` : null,
      name: row.name,
      phone: `07700 90010${index}`,
      email: row.form === "callback" ? null : `row${index}@example.org`,
      postcode: row.form === "contact" || row.form === "assessment" ? `MK${index} 1AA` : null,
      urgency: row.form === "callback" ? null : "week",
      details: JSON.stringify(row.details),
      created_at: createdAt,
      consent_given: index !== 3,
      consent_given_at: index === 3 ? null : createdAt,
      consent_text: "I agree.",
      origin_page: `/page-${index}`,
      is_spam: index % 3 === 1,
      spam_reason: index % 3 === 1 ? "honeypot" : null,
      read: index % 2 === 0,
      // A status both the old and the new list hold (migration 0012 maps the others), so it reads the same up and down.
      status: index === 5 ? "contacted" : "new",
      idempotency_key: index === 2 ? null : randomUUID(),
      dedupe_key: randomUUID(),
      request_id: randomUUID(),
    })
    .execute();
}

const readAll = async (db: Kysely<Database>) =>
  (await sql<Record<string, unknown>>`select * from submissions order by id`.execute(db)).rows.map(
    (row) => normaliseRow(row) as Record<string, unknown>,
  );

/** A row read after migrating up, on the columns a row read before had (`like`): what the migrations kept. */
const onColumnsOf = (like: Record<string, unknown>) => (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key in like));

const search = async (database: SiteDatabase, text: string) =>
  (
    await listSubmissions(
      database,
      { ...defaultFilter, form: "all", spam: "show" },
      { me: 0, search: text, after: null, limit: 100 },
    )
  ).rows
    .map((row) => row.name)
    .sort();

async function tableExists(database: SiteDatabase, table: string): Promise<boolean> {
  const { rows } =
    database.dialect === "postgres"
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_name = ${table}`.execute(database.db)
      : await sql<{ name: string }>`select name from sqlite_master where name = ${table}`.execute(database.db);
  return rows.length > 0;
}

/** Every row found by its own words and by nothing it does not hold. */
async function expectEveryRowFound(database: SiteDatabase, names: string[]) {
  for (const [index, row] of ROWS.entries()) {
    const [first, last] = row.name.split(" ");
    expect(await search(database, last!), row.name).toEqual([row.name]);
    expect(await search(database, `${first} ${last}`), row.name).toEqual([row.name]);
    if (row.word) expect(await search(database, row.word), row.word).toEqual([row.name]);
    if (row.hidden) expect(await search(database, row.hidden), row.hidden).toEqual([]);
    expect(await search(database, `MK${index} 1AA`)).toEqual(
      row.form === "contact" || row.form === "assessment" ? [row.name] : [],
    );
    expect(await search(database, `07700 90010${index}`)).toEqual([row.name]);
  }
  expect(await search(database, "oneil")).toEqual([]);
  expect(await search(database, "neil")).toEqual(["Hal Hornbill O'Neil"]);
  if (database.dialect === "sqlite") {
    const { rows } = await sql<{ count: number }>`select count(*) as count from submissions_words`.execute(database.db);
    expect(Number(rows[0]!.count)).toBe(names.length);
  }
  const everyone = (
    await listSubmissions(
      database,
      { ...defaultFilter, form: "all", spam: "show" },
      { me: 0, search: null, after: null, limit: 100 },
    )
  ).rows;
  expect(everyone.map((row) => row.name).sort()).toEqual([...names].sort());
}

describe.each(dialects)("migration 0005 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every stored row unchanged and fills the word index from them; down and up again keeps every row", async () => {
    const test = await createTestDatabase(dialect);
    databases.push(test);
    const { database } = test;
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
    const down = await migrator.migrateTo("0004-staff-accounts");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual(
      (await laterThan("0004-staff-accounts", dialect)).reverse().map((name) => [name, "Down", "Success"]),
    );
    expect(await tableExists(database, "inbox_searches")).toBe(false);
    expect(await tableExists(database, "submission_notes")).toBe(false);
    expect(await tableExists(database, "submissions_words")).toBe(false);

    for (let index = 0; index < ROWS.length; index++) await insertAt0004(db, index);
    const before = await readAll(db);
    expect(before).toHaveLength(ROWS.length);
    for (const column of OWN_COLUMNS) expect(before[0]).not.toHaveProperty(column);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual(await laterThan("0004-staff-accounts", dialect));
    const after = await readAll(db);
    expect(after.map(onColumnsOf(before[0]!))).toEqual(before);
    for (const row of after) expect([row.read_at, row.read_by, row.assigned_to]).toEqual([null, null, null]);
    await expectEveryRowFound(
      database,
      ROWS.map((row) => row.name),
    );

    // Used as the inbox uses it, then down: the rows as they were at 0004.
    const names = ROWS.map((row) => row.name);
    await db
      .updateTable("submissions")
      .set({ read: true, read_at: new Date().toISOString(), read_by: 1, assigned_to: 1 })
      .where("id", "=", Number(after[1]!.id))
      .execute();
    expect((await migrator.migrateTo("0004-staff-accounts")).error).toBeUndefined();
    const downAgain = await readAll(db);
    expect(downAgain.map((row, index) => (index === 1 ? { ...row, read: before[1]!.read } : row))).toEqual(before);
    expect(downAgain[1]!.read).toBe(true);
    expect(await tableExists(database, "submissions_words")).toBe(false);

    // A row stored at 0004 (no trigger there), then up again: every row kept and found, the new one too.
    await db
      .insertInto("submissions")
      .values({
        form: "contact",
        name: "Ivy Impala",
        phone: "07700 900199",
        email: "ivy@example.org",
        details: JSON.stringify({ message: "Jaguar sightings" }),
        created_at: "2026-07-01T00:00:00.000Z",
        consent_given: true,
        consent_text: "I agree.",
        origin_page: "/contact",
        dedupe_key: randomUUID(),
      })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const again = await readAll(db);
    expect(again).toHaveLength(ROWS.length + 1);
    expect(again.slice(0, ROWS.length).map(onColumnsOf(downAgain[0]!))).toEqual(downAgain);
    await expectEveryRowFound(database, [...names, "Ivy Impala"]);
    expect(await search(database, "jaguar")).toEqual(["Ivy Impala"]);
    console.log(
      `${dialect}: migration 0005 kept ${ROWS.length} rows unchanged through up, down and up; each found by its words`,
    );
  });
});
