import { statSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { storeApplication } from "#tests/support/applications.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { scriptedDatabase } from "#tests/support/scripted-database.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { eraseEnquiries } from "#app/data-protection/erasure.server.ts";
import { personQueryOf, type PersonQuery } from "#app/data-protection/person.server.ts";
import { compactSearchIndex } from "#app/data-protection/search-index.server.ts";

// Erasure on request, at its edges: nothing ticked touches nothing; a person's job applications are audited apart from
// their enquiries, by id; the search index keeps no word of what went; and the file's traces are cleared only when
// something was erased.

const NOW = new Date(Date.UTC(2026, 10, 23, 3, 0));
/** An audit entry's details: JSON text on SQLite, jsonb (already parsed) on PostgreSQL. */
const queryOf = (email: string, phone = ""): PersonQuery => {
  const made = personQueryOf(email, phone);
  if ("errors" in made) throw new Error("bad query");
  return made.query;
};

describe("an erasure with nothing ticked", () => {
  it("erases nothing and never reaches the database, not even to open a transaction", async () => {
    const { database, asked } = scriptedDatabase();
    expect(await eraseEnquiries(database, 1, queryOf("pat@example.org"), [], "Asked by phone", NOW, [])).toBe(0);
    expect(await eraseEnquiries(database, 1, queryOf("pat@example.org"), [], "Asked by phone", NOW)).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe.each(dialects)("erasure on %s", (dialect) => {
  let test: TestDatabase;
  let database: SiteDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = test.database;
    vi.stubEnv("SITE_SECRET", "erasure-test-secret-0123456789ab");
    resetEnvForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await test?.dispose();
  });
  beforeEach(async () => {
    for (const table of ["submissions", "applications", "erased_enquiries"] as const)
      await database.db.deleteFrom(table).execute();
  });

  /** An enquiry from `email`, named `name`. */
  async function enquiry(name: string, email: string) {
    const id = await seedEnquiry(database.db, { createdAt: NOW.getTime() - 86_400_000, dueAt: NOW.getTime(), name });
    await database.db.updateTable("submissions").set({ email }).where("id", "=", id).execute();
    return id;
  }
  /** A job application from `email`, with a CV. */
  async function application(name: string, email: string) {
    return storeApplication(database, { name, email });
  }
  /** The audit entries written since entry `after` (the log is append-only: earlier tests' entries stay). */
  const auditAfter = async (after: number) =>
    (
      await database.db
        .selectFrom("audit_log")
        .select(["action", "actor_id", "details"])
        // Its id is a bigint column on PostgreSQL, which the query builder will not compare with a number.
        .where(sql<boolean>`id > ${after}`)
        .orderBy("id")
        .execute()
    ).map((entry) => [entry.action, entry.actor_id, jsonObjectOf(entry.details)]);
  const lastAuditId = async () =>
    Number(
      (
        await database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id"))
          .executeTakeFirstOrThrow()
      ).id,
    );
  /** The enquiries whose indexed words include `word`. */
  const indexed = async (word: string) =>
    dialect === "sqlite"
      ? (
          await sql<{
            id: number;
          }>`select rowid as id from submissions_words where submissions_words match ${word}`.execute(database.db)
        ).rows.map((row) => Number(row.id))
      : (
          await sql<{
            id: number;
          }>`select id from submissions where search_words @@ to_tsquery('simple', ${word})`.execute(database.db)
        ).rows.map((row) => Number(row.id));

  it("with nothing ticked on a real database: nothing erased, nothing audited", async () => {
    await enquiry("Nadia Nothing", "nadia@example.org");
    const before = await lastAuditId();
    expect(await eraseEnquiries(database, 1, queryOf("nadia@example.org"), [], "Asked", NOW, [])).toBe(0);
    expect(await auditAfter(before)).toEqual([]);
    expect(await database.db.selectFrom("submissions").select("id").execute()).toHaveLength(1);
  });

  it("audits enquiries alone when no application goes: no entry for applications", async () => {
    const id = await enquiry("Enid Only", "enid@example.org");
    const before = await lastAuditId();
    expect(await eraseEnquiries(database, 4, queryOf("enid@example.org"), [id], "Asked by letter", NOW)).toBe(1);
    expect(await auditAfter(before)).toEqual([["enquiries-erased", 4, { count: 1, ids: String(id) }]]);
  });

  it("audits the person's applications apart, by their ids, and counts them with the enquiries", async () => {
    const id = await enquiry("Abel Applicant", "abel@example.org");
    const first = await application("Abel Applicant", "abel@example.org");
    const second = await application("Abel Applicant", "abel@example.org");
    const other = await application("Olga Other", "olga@example.org");
    const before = await lastAuditId();
    expect(
      await eraseEnquiries(database, 5, queryOf("abel@example.org"), [id], "Asked by e-mail", NOW, [
        first,
        second,
        other,
      ]),
    ).toBe(3);
    expect(await auditAfter(before)).toEqual([
      ["applications-erased", 5, { count: 2, ids: `${first}, ${second}` }],
      ["enquiries-erased", 5, { count: 1, ids: String(id) }],
    ]);
    const left = await database.db.selectFrom("applications").select("id").execute();
    expect(left.map((row) => Number(row.id))).toEqual([other]);
    // Only enquiries leave a record of their erasure.
    expect(await database.db.selectFrom("erased_enquiries").select("form").execute()).toEqual([{ form: "contact" }]);
  });

  it("takes the erased enquiry's words out of the search index; another person's stay findable", async () => {
    const id = await enquiry("Wendeline Indexed", "wendeline@example.org");
    const other = await enquiry("Oswin Stays", "oswin@example.org");
    expect(await indexed("wendeline")).toEqual([id]);
    expect(await eraseEnquiries(database, 1, queryOf("wendeline@example.org"), [id], "Asked", NOW)).toBe(1);
    expect(await indexed("wendeline")).toEqual([]);
    expect(await indexed("oswin")).toEqual([other]);
  });

  if (dialect === "sqlite") {
    const walSize = () => statSync(`${test.url}-wal`).size;
    const pages = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from submissions_words_data`.execute(database.db)).rows[0]!.n,
      );

    it("clears the file's traces only when something was erased: an id the search does not find leaves the WAL as it was", async () => {
      await compactSearchIndex(database);
      const mine = await enquiry("Perpetua Found", "perpetua@example.org");
      const other = await enquiry("Quentin Else", "quentin@example.org");
      const wal = walSize();
      const before = await pages();
      expect(wal).toBeGreaterThan(0);
      // Someone else's enquiry, posted with the person's search: nothing erased, nothing to clear.
      expect(await eraseEnquiries(database, 1, queryOf("perpetua@example.org"), [other], "Asked", NOW)).toBe(0);
      expect(walSize()).toBe(wal);
      expect(await pages()).toBe(before);
      expect(await eraseEnquiries(database, 1, queryOf("perpetua@example.org"), [mine], "Asked", NOW)).toBe(1);
      expect(walSize()).toBe(0);
      expect(await pages()).toBeLessThan(before);
    });
  }
});
