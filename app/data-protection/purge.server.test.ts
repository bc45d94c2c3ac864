import { randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { OutboxState, StoredFormName, SubmissionStatus } from "#app/db.server/schema.ts";
import { formNames } from "#app/enquiries/definitions.ts";
import { cutoffsAt, type RetentionPolicy } from "#app/data-protection/policy.server.ts";
import { flatCounts, purge, totalOf, type PurgeCounts } from "#app/data-protection/purge.server.ts";
import { compactSearchIndex } from "#app/data-protection/search-index.server.ts";

// The retention purge at its edges: a row one millisecond past its cut-off goes, one at or after it stays; a group
// larger than one batch goes whole; staff e-mails go only once finished; the count of every kind adds up; the search
// index is rewritten only when something went, and the WAL is emptied after every real run.

const NOW = new Date(Date.UTC(2026, 10, 23, 3, 0));
const DAY = 86_400_000;
const policy: RetentionPolicy = {
  spamDays: 30,
  closedMonths: { "quick-contact": 6, contact: 12, callback: 12, assessment: 12 },
  openMonths: { "quick-contact": 24, contact: 24, callback: 24, assessment: 36 },
  auditYears: 6,
  applicantMonths: 6,
};
const cutoffs = cutoffsAt(policy, NOW);
/** An audit entry's details: JSON text on SQLite, jsonb (already parsed) on PostgreSQL. */

describe("the total of a purge's counts", () => {
  it("adds every kind, each form of closed and open enquiries included", () => {
    // Powers of two: a count left out, or taken away instead of added, gives another total.
    const counts: PurgeCounts = {
      spam: 1,
      closed: { "quick-contact": 2, contact: 4, callback: 8, assessment: 16 },
      open: { "quick-contact": 32, contact: 64, callback: 128, assessment: 256 },
      erasureRecords: 512,
      staffEmails: 1024,
      auditEntries: 2048,
      savedSearches: 4096,
      applicants: 8192,
      equalityAnswers: 16_384,
    };
    expect(totalOf(counts)).toBe(32_767);
    expect(Object.values(flatCounts(counts)).reduce((sum, value) => sum + value, 0)).toBe(32_767);
  });
});

describe.each(dialects)("the retention purge on %s", (dialect) => {
  let test: TestDatabase;
  let database: SiteDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = test.database;
  });
  afterAll(async () => {
    await test?.dispose();
  });
  beforeEach(async () => {
    // The audit log is append-only (on PostgreSQL a trigger refuses a DELETE): each test reads the entries it added.
    for (const table of ["submissions", "outbox", "erased_enquiries", "inbox_searches"] as const)
      await database.db.deleteFrom(table).execute();
  });

  /** Enquiries written straight into the table: `count` of them, arrived at `createdAt`, last worked on at `activeAt`. */
  async function enquiries(
    count: number,
    row: { form?: StoredFormName; createdAt: Date; activeAt?: Date | null; status?: SubmissionStatus; spam?: boolean },
  ): Promise<number[]> {
    const values = Array.from({ length: count }, () => ({
      form: row.form ?? "contact",
      reference: null,
      name: `Seeded ${randomUUID().slice(0, 8)}`,
      phone: "01632 960123",
      email: null,
      postcode: "MK9 3XS",
      urgency: null,
      details: JSON.stringify({ message: "Mum needs help after a fall." }),
      status: row.status ?? "new",
      created_at: row.createdAt.toISOString(),
      last_activity_at: (row.activeAt ?? row.createdAt).toISOString(),
      due_at: row.createdAt.toISOString(),
      first_contacted_at: null,
      consent_given: true,
      consent_given_at: row.createdAt.toISOString(),
      consent_text: "I agree.",
      origin_page: "/contact",
      is_spam: row.spam ?? false,
      spam_reason: row.spam ? "honeypot" : null,
      dedupe_key: randomUUID(),
    }));
    const inserted = await database.db.insertInto("submissions").values(values).returning("id").execute();
    const ids = inserted.map((entry) => Number(entry.id));
    // Rows stored before staff's last work was recorded (migration 0008) have no time of it; the site never writes one.
    if (row.activeAt === null)
      await sql`update submissions set last_activity_at = null where id in (${sql.join(ids)})`.execute(database.db);
    return ids;
  }
  const remaining = async () =>
    (await database.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => Number(row.id));
  const at = (cutoff: Date, ms: number) => new Date(cutoff.getTime() + ms);
  const lastAuditId = async () =>
    Number(
      (
        await database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id"))
          .executeTakeFirstOrThrow()
      ).id,
    );
  const auditAfter = (id: number) =>
    database.db
      .selectFrom("audit_log")
      .select(["action", "details", "actor_id"])
      // Its id is a bigint column on PostgreSQL, which the query builder will not compare with a number.
      .where(sql<boolean>`id > ${id}`)
      .execute();

  it("removes each group's enquiries one millisecond past the cut-off; at the cut-off and after it they stay", async () => {
    const due: number[] = [];
    const kept: number[] = [];
    const around = async (cutoff: Date, row: { form?: StoredFormName; status?: SubmissionStatus; spam?: boolean }) => {
      due.push(...(await enquiries(1, { ...row, createdAt: at(cutoff, -1) })));
      kept.push(...(await enquiries(1, { ...row, createdAt: at(cutoff, 0) })));
      kept.push(...(await enquiries(1, { ...row, createdAt: at(cutoff, 1) })));
    };
    await around(cutoffs.spam, { spam: true, status: "new" });
    for (const form of formNames) {
      await around(cutoffs.closed[form], { form, status: "not-going-ahead" });
      await around(cutoffs.open[form], { form, status: "care-started" });
      // Never worked on (no time of last work): counted from its arrival.
      due.push(...(await enquiries(1, { form, status: "new", createdAt: at(cutoffs.open[form], -1), activeAt: null })));
      kept.push(...(await enquiries(1, { form, status: "new", createdAt: cutoffs.open[form], activeAt: null })));
      // Arrived long ago, worked on at the cut-off: kept; a millisecond earlier: removed.
      const old = at(cutoffs.open[form], -400 * DAY);
      kept.push(...(await enquiries(1, { form, status: "contacted", createdAt: old, activeAt: cutoffs.open[form] })));
      due.push(
        ...(await enquiries(1, { form, status: "contacted", createdAt: old, activeAt: at(cutoffs.open[form], -1) })),
      );
    }

    const auditBefore = await lastAuditId();
    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect(dry).toMatchObject({
      spam: 1,
      closed: { "quick-contact": 1, contact: 1, callback: 1, assessment: 1 },
      open: { "quick-contact": 3, contact: 3, callback: 3, assessment: 3 },
    });
    // A dry run removes nothing and is not audited.
    expect(await remaining()).toHaveLength(due.length + kept.length);
    expect(await auditAfter(auditBefore)).toEqual([]);

    const real = await purge(database, policy, NOW, { dryRun: false });
    expect(real).toEqual(dry);
    expect(totalOf(real)).toBe(due.length);
    expect(await remaining()).toEqual(kept.sort((a, b) => a - b));
    // Audited once, with the counts and nothing else.
    const audit = await auditAfter(auditBefore);
    expect(audit.map((entry) => [entry.action, entry.actor_id, jsonObjectOf(entry.details)])).toEqual([
      ["retention-purge", null, flatCounts(real)],
    ]);
  });

  it("removes a group larger than one batch (500) whole, and counts it", async () => {
    const cutoff = cutoffs.closed.contact;
    await enquiries(501, { status: "not-going-ahead", createdAt: at(cutoff, -DAY) });
    const kept = await enquiries(1, { status: "not-going-ahead", createdAt: cutoff });
    expect((await purge(database, policy, NOW, { dryRun: true })).closed.contact).toBe(501);
    const real = await purge(database, policy, NOW, { dryRun: false });
    expect(real.closed.contact).toBe(501);
    expect(totalOf(real)).toBe(501);
    expect(await remaining()).toEqual(kept);
  });

  it("removes staff e-mails finished more than 30 days ago; a pending one and an enquiry's e-mail stay", async () => {
    const cutoff = cutoffs.staffEmails.getTime();
    const [enquiry] = await enquiries(1, { createdAt: NOW });
    const email = (
      reason: string,
      state: OutboxState,
      finished: number | null,
      submissionId: number | null = null,
    ) => ({
      kind: "staff-invite" as const,
      submission_id: submissionId,
      recipient: "new@example.org",
      message_id: `<${reason}@example.org>`,
      state,
      next_attempt_ms: 0,
      created_ms: 0,
      finished_ms: finished,
    });
    await database.db
      .insertInto("outbox")
      .values([
        email("sent-past", "sent", cutoff - 1),
        email("failed-past", "failed", cutoff - 1),
        email("sent-at", "sent", cutoff),
        email("failed-after", "failed", cutoff + 1),
        // Waiting to be tried again, with the time an earlier try finished: not done with, so it stays.
        email("pending-past", "pending", cutoff - DAY),
        email("pending-never", "pending", null),
        // An enquiry's e-mail goes with its enquiry, never by this rule.
        { ...email("enquiry-past", "sent", cutoff - DAY, enquiry!), kind: "enquiry" as const },
      ])
      .execute();
    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect(dry.staffEmails).toBe(2);
    expect((await purge(database, policy, NOW, { dryRun: false })).staffEmails).toBe(2);
    const left = await database.db.selectFrom("outbox").select("message_id").orderBy("id").execute();
    expect(left.map((row) => row.message_id)).toEqual([
      "<sent-at@example.org>",
      "<failed-after@example.org>",
      "<pending-past@example.org>",
      "<pending-never@example.org>",
      "<enquiry-past@example.org>",
    ]);
  });

  if (dialect === "sqlite") {
    const walSize = () => statSync(`${test.url}-wal`).size;
    const pages = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from submissions_words_data`.execute(database.db)).rows[0]!.n,
      );
    const inSegments = async (word: string) =>
      (
        await sql<{ block: Uint8Array | null }>`select block from submissions_words_data`.execute(database.db)
      ).rows.some((row) => row.block !== null && Buffer.from(row.block).includes(Buffer.from(word)));

    it("rewrites the search index after a run that removed something: nothing of a purged enquiry stays in it", async () => {
      await compactSearchIndex(database);
      const [gone] = await enquiries(1, { status: "not-going-ahead", createdAt: at(cutoffs.closed.contact, -1) });
      // A name stored whole in the index's pages: FTS5 stores a word after the one before it as what follows their
      // shared first letters, and no other word here starts with "p".
      await database.db.updateTable("submissions").set({ name: "Purgella Oldham" }).where("id", "=", gone!).execute();
      await seedEnquiry(database.db, { createdAt: NOW.getTime(), dueAt: NOW.getTime(), name: "Kept Newcombe" });
      expect(await inSegments("purgella")).toBe(true);
      expect(totalOf(await purge(database, policy, NOW, { dryRun: false }))).toBe(1);
      expect(await inSegments("purgella")).toBe(false);
      const found = await sql<{
        rowid: number;
      }>`select rowid from submissions_words where submissions_words match 'newcombe'`.execute(database.db);
      expect(found.rows).toHaveLength(1);
      expect(walSize()).toBe(0);
    });

    it("leaves the search index alone after a run that removed nothing, and still empties the WAL", async () => {
      await compactSearchIndex(database);
      // Two recent enquiries, each written on its own: two segments that a compaction would merge into one.
      await seedEnquiry(database.db, { createdAt: NOW.getTime(), dueAt: NOW.getTime(), name: "Recent One" });
      await seedEnquiry(database.db, { createdAt: NOW.getTime(), dueAt: NOW.getTime(), name: "Recent Two" });
      const before = await pages();
      expect(walSize()).toBeGreaterThan(0);
      expect(totalOf(await purge(database, policy, NOW, { dryRun: false }))).toBe(0);
      expect(await pages()).toBe(before);
      expect(walSize()).toBe(0);
    });
  }
});
