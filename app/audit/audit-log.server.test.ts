import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, useTestDatabase } from "#tests/support/databases.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import { AUDIT_PURGE_SETTING, AUDIT_REFUSAL } from "#app/db.server/migrations/0007-audit-guard.ts";
import { encodeCursor, decodeCursor } from "#app/http/keyset-cursor.server.ts";
import { ukDayStart } from "#app/utils/uk-day.ts";
import {
  AUDIT_PAGE_SIZE,
  allAuditEntries,
  auditFilterFromParams,
  auditParamsOf,
  auditPeople,
  listAuditEntries,
  noAuditFilter,
  purgeAuditEntriesBefore,
  type AuditFilter,
  type AuditListEntry,
} from "#app/audit/audit-log.server.ts";
import { auditActions, recordAudit, type AuditAction } from "#app/audit/audit.server.ts";

// Reading the audit log (filters by person, action and UK dates; keyset pages of 50 both ways; the export's batches),
// and what may remove an entry: on PostgreSQL the database refuses UPDATE, DELETE and TRUNCATE but for the purge's
// rows strictly older than its cutoff; on SQLite an UPDATE is refused.

describe("auditFilterFromParams and auditParamsOf", () => {
  it("reads what the URL says and writes it back; anything malformed is left out", () => {
    const filter = auditFilterFromParams(
      new URLSearchParams("person=12&action=role-changed&from=2026-03-01&to=2026-03-31"),
    );
    expect(filter).toEqual({ person: 12, action: "role-changed", from: "2026-03-01", to: "2026-03-31" });
    expect(auditParamsOf(filter).toString()).toBe("person=12&action=role-changed&from=2026-03-01&to=2026-03-31");
    expect(auditParamsOf(filter, { after: "abc" }).get("after")).toBe("abc");
    for (const bad of [
      "person=0",
      "person=-1",
      "person=1e3",
      "person=12345678901",
      "action=delete-everything",
      "from=2026-02-30",
      "to=31/03/2026",
    ]) {
      expect(auditFilterFromParams(new URLSearchParams(bad)), bad).toEqual(noAuditFilter);
    }
    expect(auditParamsOf(noAuditFilter).toString()).toBe("");
  });
});

/** A fixture entry: its number (kept in `details.n`), when, what, by whom and to whom. */
interface Fixture {
  n: number;
  at: Date;
  action: AuditAction;
  actorId: number | null;
  accountId: number | null;
}

const BASE = Date.UTC(2025, 0, 6, 9, 0);
const ACTIONS: AuditAction[] = ["sign-in", "enquiry-viewed", "role-changed", "sign-out"];
const COUNT = 131;

const numbers = (entries: readonly AuditListEntry[]) => entries.map((entry) => (entry.details as { n: number }).n);

async function insertFixtures(db: Queryable, people: { a: number; b: number; c: number }): Promise<Fixture[]> {
  const fixtures: Fixture[] = [];
  for (let n = 0; n < COUNT; n++) {
    // Two entries a minute: pairs share their time, so the id decides between them.
    const actorId = [people.a, people.b, null][n % 3]!;
    const fixture: Fixture = {
      n,
      at: new Date(BASE + Math.floor(n / 2) * 60_000),
      action: ACTIONS[n % 4]!,
      actorId,
      accountId: n % 5 === 0 ? people.c : actorId,
    };
    fixtures.push(fixture);
    await recordAudit(
      db,
      {
        action: fixture.action,
        actorId: fixture.actorId,
        accountId: fixture.accountId,
        submissionId: n % 7 === 0 ? 1000 + n : null,
        details: { n },
      },
      fixture.at,
    );
  }
  return fixtures;
}

/** What a filter should give, newest first (later entries are newer, or as new with a higher id). */
const expected = (fixtures: Fixture[], keep: (fixture: Fixture) => boolean) =>
  fixtures
    .filter(keep)
    .map((fixture) => fixture.n)
    .reverse();

/** Every page of a filter, following `older`, then back up following `newer`: both ways give the same pages. */
async function walk(db: Queryable, filter: AuditFilter) {
  const pages: number[][] = [];
  let page = await listAuditEntries(db, filter);
  expect(page.newer).toBeNull();
  pages.push(numbers(page.entries));
  const cursors = [];
  while (page.older) {
    // Through the URL, as the page's links carry it.
    const after = decodeCursor(encodeCursor(page.older));
    cursors.push(after);
    page = await listAuditEntries(db, filter, { after });
    pages.push(numbers(page.entries));
    expect(page.newer).not.toBeNull();
  }
  for (let index = pages.length - 1; index > 0; index--) {
    const back = await listAuditEntries(db, filter, {
      before: (await listAuditEntries(db, filter, { after: cursors[index - 1] })).newer,
    });
    expect(numbers(back.entries), `page ${index} from page ${index + 1}`).toEqual(pages[index - 1]);
  }
  return pages;
}

async function addAccount(db: Queryable, email: string): Promise<number> {
  const row = await db
    .insertInto("staff_accounts")
    .values({ email, password_hash: null, role: "staff", state: "active", created_at: new Date(BASE).toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe.each(dialects)("the audit log's lists on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;
  let fixtures: Fixture[] = [];
  let people = { a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    people = {
      a: await addAccount(db(), "ann@example.org"),
      b: await addAccount(db(), "bob@example.org"),
      c: await addAccount(db(), "cat@example.org"),
    };
    fixtures = await insertFixtures(db(), people);
  });

  it("pages of 50, newest first, by keyset both ways: every entry once, in order, the first page full", async () => {
    const pages = await walk(db(), noAuditFilter);
    expect(pages.map((page) => page.length)).toEqual([AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE, COUNT - 2 * AUDIT_PAGE_SIZE]);
    expect(pages.flat()).toEqual(expected(fixtures, () => true));
    // Back from the second page when fewer than a page are newer than its cursor: the first page, full.
    const first = await listAuditEntries(db(), noAuditFilter);
    const nearTop = await listAuditEntries(db(), noAuditFilter, {
      before: { createdAt: first.entries[3]!.at, id: first.entries[3]!.id },
    });
    expect(numbers(nearTop.entries)).toEqual(numbers(first.entries));
    expect(nearTop.newer).toBeNull();
  });

  it("a page exactly full is the last: no older link; exactly a page newer than a cursor is the first page", async () => {
    const newestFirst = expected(fixtures, () => true);
    const whole = await listAuditEntries(db(), noAuditFilter, {}, COUNT);
    expect(numbers(whole.entries)).toEqual(newestFirst);
    expect(whole.older).toBeNull();
    // One more than the entries: the same.
    expect((await listAuditEntries(db(), noAuditFilter, {}, COUNT + 1)).older).toBeNull();
    // Before the sixth newest entry, with pages of five: exactly a page is newer, so it is the first page.
    const top = await listAuditEntries(db(), noAuditFilter, {}, 6);
    const sixth = top.entries[5]!;
    const back = await listAuditEntries(db(), noAuditFilter, { before: { createdAt: sixth.at, id: sixth.id } }, 5);
    expect(numbers(back.entries)).toEqual(newestFirst.slice(0, 5));
    expect(back.newer).toBeNull();
    expect(back.older).toEqual({ createdAt: top.entries[4]!.at, id: top.entries[4]!.id });
    // Before the seventh: six are newer, so a page of the five just above it, with links both ways from its ends.
    const seventh = (await listAuditEntries(db(), noAuditFilter, {}, 7)).entries[6]!;
    const middle = await listAuditEntries(
      db(),
      noAuditFilter,
      { before: { createdAt: seventh.at, id: seventh.id } },
      5,
    );
    expect(numbers(middle.entries)).toEqual(newestFirst.slice(1, 6));
    expect(middle.newer).toEqual({ createdAt: top.entries[1]!.at, id: top.entries[1]!.id });
    expect(middle.older).toEqual({ createdAt: sixth.at, id: sixth.id });
  });

  it("filters by person: what they did and what was done to them", async () => {
    const byA = (fixture: Fixture) => fixture.actorId === people.a || fixture.accountId === people.a;
    expect((await walk(db(), { ...noAuditFilter, person: people.a })).flat()).toEqual(expected(fixtures, byA));
    // Cat never acts: only the entries about her.
    const aboutC = (await walk(db(), { ...noAuditFilter, person: people.c })).flat();
    expect(aboutC).toEqual(expected(fixtures, (fixture) => fixture.accountId === people.c));
    expect(aboutC.length).toBe(27);
    expect((await listAuditEntries(db(), { ...noAuditFilter, person: 987654 })).entries).toEqual([]);
  });

  it("filters by action, and by person and action together", async () => {
    expect((await walk(db(), { ...noAuditFilter, action: "role-changed" })).flat()).toEqual(
      expected(fixtures, (fixture) => fixture.action === "role-changed"),
    );
    const both = (await walk(db(), { ...noAuditFilter, action: "sign-in", person: people.b })).flat();
    expect(both).toEqual(
      expected(
        fixtures,
        (fixture) => fixture.action === "sign-in" && (fixture.actorId === people.b || fixture.accountId === people.b),
      ),
    );
    expect(both.length).toBeGreaterThan(0);
    expect((await listAuditEntries(db(), { ...noAuditFilter, action: "mfa-reset" })).entries).toEqual([]);
  });

  it("names the accounts by e-mail, and gives every column of an entry", async () => {
    const [newest] = (await listAuditEntries(db(), noAuditFilter, {}, 1)).entries;
    const fixture = fixtures.at(-1)!;
    expect(newest).toEqual({
      id: expect.any(Number),
      at: fixture.at.toISOString(),
      action: fixture.action,
      actorId: fixture.actorId,
      actorEmail: { [people.a]: "ann@example.org", [people.b]: "bob@example.org" }[fixture.actorId ?? -1] ?? null,
      accountId: fixture.accountId,
      accountEmail: fixture.accountId === null ? null : expect.stringMatching(/@example\.org$/),
      submissionId: fixture.n % 7 === 0 ? 1000 + fixture.n : null,
      clientHash: null,
      details: { n: fixture.n },
    });
    expect((await auditPeople(db())).map((person) => person.email)).toEqual([
      "ann@example.org",
      "bob@example.org",
      "cat@example.org",
    ]);
  });

  it("the export reads every entry of a filter in batches, in the list's order", async () => {
    const read = async (filter: AuditFilter, batch: number) => {
      const entries: AuditListEntry[] = [];
      for await (const entry of allAuditEntries(db(), filter, batch)) entries.push(entry);
      return numbers(entries);
    };
    expect(await read(noAuditFilter, 7)).toEqual(expected(fixtures, () => true));
    expect(await read(noAuditFilter, COUNT)).toEqual(expected(fixtures, () => true));
    expect(await read({ ...noAuditFilter, person: people.c }, 5)).toEqual(
      expected(fixtures, (fixture) => fixture.accountId === people.c),
    );
  });
});

describe.each(dialects)("the audit log's dates on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;

  it("from and to are UK days, both included: a summer entry at 23:30 UTC belongs to the next UK day", async () => {
    const at = (iso: string, n: number) => recordAudit(db(), { action: "sign-in", details: { n } }, new Date(iso));
    await at("2026-06-30T22:59:59.999Z", 0); // 23:59:59 on 30 June, UK time
    await at("2026-06-30T23:00:00.000Z", 1); // midnight starting 1 July, UK time: the first instant of the day
    await at("2026-06-30T23:30:00.000Z", 2); // 00:30 on 1 July
    await at("2026-07-01T22:59:59.999Z", 3); // the last millisecond of 1 July
    await at("2026-07-01T23:00:00.000Z", 4); // 2 July begins
    await at("2026-12-01T00:00:00.000Z", 5); // winter: UK time is UTC
    await at("2026-11-30T23:59:59.999Z", 6);
    const shown = async (from: string | null, to: string | null) =>
      numbers((await listAuditEntries(db(), { ...noAuditFilter, from, to })).entries);
    expect(ukDayStart("2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(await shown("2026-07-01", "2026-07-01")).toEqual([3, 2, 1]);
    expect(await shown(null, "2026-06-30")).toEqual([0]);
    expect(await shown("2026-07-02", null)).toEqual([5, 6, 4]);
    expect(await shown("2026-12-01", "2026-12-01")).toEqual([5]);
    expect(await shown("2026-11-30", "2026-11-30")).toEqual([6]);
  });
});

/** Entries at these times, with their number in the details; resolves with nothing. */
async function entriesAt(database: SiteDatabase, times: Date[]) {
  for (const [n, time] of times.entries())
    await recordAudit(database.db, { action: "sign-in", actorId: 1, details: { n } }, time);
}

const remaining = async (database: SiteDatabase) =>
  numbers((await listAuditEntries(database.db, noAuditFilter, {}, 1000)).entries).sort((x, y) => x - y);

describe.each(dialects)("what may remove an entry, on %s", (dialect) => {
  /** A test of one database's own behaviour, declared for that database only (a test skipped in CI would hide a gap). */
  const itOn = (only: typeof dialect) => (dialect === only ? it : () => undefined);
  it("purgeAuditEntriesBefore removes exactly the entries older than the cutoff: one exactly at it stays", async () => {
    const test = await createTestDatabase(dialect);
    try {
      const cutoff = new Date(Date.UTC(2020, 5, 1, 12, 0, 0));
      await entriesAt(test.database, [
        new Date(cutoff.getTime() - 86_400_000 * 400),
        new Date(cutoff.getTime() - 1),
        cutoff,
        new Date(cutoff.getTime() + 1),
        new Date(),
      ]);
      const removed = await inTransaction(test.database, (transaction) => purgeAuditEntriesBefore(transaction, cutoff));
      expect(removed).toBe(2);
      expect(await remaining(test.database)).toEqual([2, 3, 4]);
      // Again: nothing older left.
      expect(await inTransaction(test.database, (transaction) => purgeAuditEntriesBefore(transaction, cutoff))).toBe(0);
      // Rolled back with its transaction.
      await expect(
        inTransaction(test.database, async (transaction) => {
          expect(await purgeAuditEntriesBefore(transaction, new Date(cutoff.getTime() + 2))).toBe(2);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await remaining(test.database)).toEqual([2, 3, 4]);
      // A cutoff in the future would remove what is not old: refused before anything is deleted.
      await expect(
        inTransaction(test.database, (transaction) =>
          purgeAuditEntriesBefore(transaction, new Date(Date.now() + 60_000)),
        ),
      ).rejects.toThrow("cutoff in the past");
      await expect(
        inTransaction(test.database, (transaction) => purgeAuditEntriesBefore(transaction, new Date(Number.NaN))),
      ).rejects.toThrow("cutoff in the past");
      expect(await remaining(test.database)).toEqual([2, 3, 4]);
      // A cutoff of this very instant is not in the future: allowed (the three entries, all written before it, go).
      const now = Date.now();
      const clock = vi.spyOn(Date, "now").mockReturnValue(now);
      try {
        expect(
          await inTransaction(test.database, (transaction) => purgeAuditEntriesBefore(transaction, new Date(now))),
        ).toBe(3);
      } finally {
        clock.mockRestore();
      }
      expect(await remaining(test.database)).toEqual([]);
    } finally {
      await test.dispose();
    }
  });

  it("an UPDATE is refused by the database, whatever it changes", async () => {
    const test = await createTestDatabase(dialect);
    try {
      await entriesAt(test.database, [new Date(Date.UTC(2019, 0, 1))]);
      const { db } = test.database;
      await expect(db.updateTable("audit_log").set({ action: "sign-out" }).execute()).rejects.toThrow(AUDIT_REFUSAL);
      await expect(db.updateTable("audit_log").set({ details: null }).execute()).rejects.toThrow(AUDIT_REFUSAL);
      await expect(sql`update audit_log set at = at`.execute(db)).rejects.toThrow(AUDIT_REFUSAL);
      // Even during a purge.
      await expect(
        inTransaction(test.database, async (transaction) => {
          await purgeAuditEntriesBefore(transaction, new Date(Date.UTC(2018, 0, 1)));
          await transaction.db.updateTable("audit_log").set({ action: "sign-out" }).execute();
        }),
      ).rejects.toThrow(AUDIT_REFUSAL);
      const [entry] = (await listAuditEntries(db, noAuditFilter)).entries;
      expect(entry).toMatchObject({ action: "sign-in", details: { n: 0 }, at: "2019-01-01T00:00:00.000Z" });
    } finally {
      await test.dispose();
    }
  });

  itOn("postgres")(
    "on PostgreSQL a DELETE or TRUNCATE outside the purge is refused, and the purge's setting lets through old rows only",
    async () => {
      const test = await createTestDatabase(dialect);
      try {
        const { database } = test;
        const { db } = database;
        const cutoff = new Date(Date.UTC(2021, 0, 1));
        await entriesAt(database, [
          new Date(Date.UTC(2020, 0, 1)),
          new Date(Date.UTC(2020, 11, 31, 23, 59, 59, 999)),
          cutoff,
          new Date(Date.UTC(2023, 0, 1)),
        ]);
        const all = [0, 1, 2, 3];
        await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(AUDIT_REFUSAL);
        await expect(db.deleteFrom("audit_log").where("at", "<", cutoff.toISOString()).execute()).rejects.toThrow(
          AUDIT_REFUSAL,
        );
        await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(AUDIT_REFUSAL);
        await expect(sql`truncate audit_log cascade`.execute(db)).rejects.toThrow(AUDIT_REFUSAL);
        expect(await remaining(database)).toEqual(all);

        // The setting with a DELETE of its own: old rows go, a younger row in the same statement refuses the whole.
        const withSetting = (before: string, work: (db: Queryable) => Promise<unknown>) =>
          inTransaction(database, async (transaction) => {
            await sql`select set_config(${AUDIT_PURGE_SETTING}, ${before}, true)`.execute(transaction.db);
            return work(transaction.db);
          });
        await expect(withSetting(cutoff.toISOString(), (tx) => tx.deleteFrom("audit_log").execute())).rejects.toThrow(
          AUDIT_REFUSAL,
        );
        await expect(
          withSetting(cutoff.toISOString(), (tx) =>
            tx.deleteFrom("audit_log").where("at", "<=", cutoff.toISOString()).execute(),
          ),
        ).rejects.toThrow(AUDIT_REFUSAL);
        await expect(withSetting(cutoff.toISOString(), (tx) => sql`truncate audit_log`.execute(tx))).rejects.toThrow(
          AUDIT_REFUSAL,
        );
        // A cutoff in the future is refused by the database too.
        await expect(
          withSetting(new Date(Date.now() + 86_400_000).toISOString(), (tx) => tx.deleteFrom("audit_log").execute()),
        ).rejects.toThrow(AUDIT_REFUSAL);
        expect(await remaining(database)).toEqual(all);

        // The setting is transaction-local: after a purge has committed, a DELETE on the same connection is refused.
        expect(await inTransaction(database, (transaction) => purgeAuditEntriesBefore(transaction, cutoff))).toBe(2);
        expect(await remaining(database)).toEqual([2, 3]);
        await expect(db.deleteFrom("audit_log").execute()).rejects.toThrow(AUDIT_REFUSAL);
        // And cleared inside the purge's transaction once it is done: a DELETE after it is refused too.
        await expect(
          inTransaction(database, async (transaction) => {
            expect(await purgeAuditEntriesBefore(transaction, new Date(Date.UTC(2022, 0, 1)))).toBe(1);
            // An entry older than that cutoff, written after the purge: only the setting could let it be deleted.
            await recordAudit(transaction.db, { action: "sign-in" }, new Date(Date.UTC(2021, 0, 1)));
            await transaction.db.deleteFrom("audit_log").where("at", "<", "2022-01-01T00:00:00.000Z").execute();
          }),
        ).rejects.toThrow(AUDIT_REFUSAL);
        expect(await remaining(database)).toEqual([2, 3]);
        // On a single connection that had set it before (the pool reuses connections), the setting reads '' afterwards.
        const { rows } = await sql<{
          value: string | null;
        }>`select current_setting(${AUDIT_PURGE_SETTING}, true) as value`.execute(db);
        expect(rows[0]!.value ?? "").toBe("");
      } finally {
        await test.dispose();
      }
    },
  );

  itOn("sqlite")(
    "on SQLite a DELETE is possible (no session settings there): the app deletes through the purge only",
    async () => {
      const test = await createTestDatabase(dialect);
      try {
        await entriesAt(test.database, [new Date(Date.UTC(2019, 0, 1))]);
        await test.database.db.deleteFrom("audit_log").execute();
        expect(await remaining(test.database)).toEqual([]);
      } finally {
        await test.dispose();
      }
    },
  );
});

describe("auditActions", () => {
  it("are unique", () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
  });
});
