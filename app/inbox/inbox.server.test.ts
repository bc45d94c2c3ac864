import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { migrateToLatest, openDatabase, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { StageReason, StaffState, StoredFormName, SubmissionStatus } from "#app/db.server/schema.ts";
import { defaultFilter, PAGE_SIZE, type InboxFilter } from "#app/inbox/filter.ts";
import { isUrgentEnquiry } from "#app/inbox/urgency.ts";
import {
  allRows,
  assignableStaff,
  changeEnquiry,
  decodeCursor,
  encodeCursor,
  getEnquiry,
  listSubmissions,
  overdueCount,
  loadSearch,
  NOTE_MAX,
  recordView,
  removeExpiredSearches,
  saveSearch,
  SEARCH_HOURS,
  unreadCounts,
  type Cursor,
  type InboxRow,
} from "#app/inbox/inbox.server.ts";

// The inbox's reads and writes on each database: keyset pages, every filter and search kind on rows inserted straight
// into `submissions`, the word index kept by updates and deletes, the tabs' counts, kept searches, and each change to
// an enquiry with its audit entry.

const HOUR = 3_600_000;
/** The tab of every enquiry by arrival (the lists' tests); To do, the default, is tested on its own below. */
const allTab: InboxFilter = { ...defaultFilter, form: "all" };
const iso = (value: string | Date) => new Date(value).toISOString();

interface RowSpec {
  form?: StoredFormName;
  name?: string;
  phone?: string;
  email?: string | null;
  postcode?: string | null;
  urgency?: string | null;
  reference?: string | null;
  details?: Record<string, unknown>;
  createdAt?: string;
  read?: boolean;
  isSpam?: boolean;
  status?: SubmissionStatus;
  assignedTo?: number | null;
  dueAt?: string | null;
  firstContactedAt?: string | null;
}

let sequence = 0;

/** A row's due time (none unless given: a row written some other way) and first contact. */
const timesOf = (spec: RowSpec) => ({
  ...(spec.dueAt ? { due_at: spec.dueAt } : {}),
  first_contacted_at: spec.firstContactedAt ?? null,
});

/** A submission's row, straight into `submissions`: every column the storage code would fill. */
async function insertRow(db: Queryable, spec: RowSpec = {}): Promise<number> {
  sequence++;
  const createdAt = spec.createdAt ?? "2026-01-01T09:00:00.000Z";
  const { id } = await db
    .insertInto("submissions")
    .values({
      form: spec.form ?? "contact",
      reference: spec.reference ?? null,
      name: spec.name ?? `Person ${sequence}`,
      phone: spec.phone ?? "01632 960000",
      email: spec.email === undefined ? `person${sequence}@example.org` : spec.email,
      postcode: spec.postcode ?? null,
      urgency: spec.urgency ?? null,
      details: JSON.stringify(spec.details ?? {}),
      created_at: createdAt,
      consent_given: true,
      consent_given_at: createdAt,
      consent_text: "I agree to be contacted.",
      origin_page: "/contact",
      is_spam: spec.isSpam ?? false,
      spam_reason: spec.isSpam ? "honeypot" : null,
      read: spec.read ?? false,
      status: spec.status ?? "new",
      assigned_to: spec.assignedTo ?? null,
      ...timesOf(spec),
      dedupe_key: `row-${sequence}-${randomUUID()}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

async function insertStaff(db: Queryable, email: string, state: StaffState = "active"): Promise<number> {
  const { id } = await db
    .insertInto("staff_accounts")
    .values({ email, password_hash: null, role: "staff", state, created_at: iso("2026-01-01T00:00:00Z") })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Every row of a filtered view, through every page. */
async function listAll(
  database: SiteDatabase,
  changes: Partial<InboxFilter> = {},
  options: { me?: number; search?: string | null; limit?: number } = {},
) {
  const rows: InboxRow[] = [];
  let after: Cursor | null = null;
  for (let page = 0; page < 1000; page++) {
    const result: { rows: InboxRow[]; next: Cursor | null } = await listSubmissions(
      database,
      { ...allTab, ...changes },
      {
        me: options.me ?? 0,
        search: options.search ?? null,
        after,
        limit: options.limit ?? 1000,
      },
    );
    rows.push(...result.rows);
    if (!result.next) return rows;
    after = result.next;
  }
  throw new Error("Too many pages");
}

const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

async function auditOf(db: Queryable, submissionId: number) {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    action: row.action,
    actorId: row.actor_id,
    at: iso(row.at),
    details:
      row.details === null
        ? null
        : typeof row.details === "string"
          ? (JSON.parse(row.details) as unknown)
          : row.details,
  }));
}

describe("encodeCursor and decodeCursor", () => {
  it("round-trips a page's cursor", () => {
    const cursor = { createdAt: "2026-07-01T23:30:00.000Z", id: 123456 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("reads a missing or malformed cursor as the first page", () => {
    const encode = (text: string) => Buffer.from(text).toString("base64url");
    for (const bad of [
      null,
      "",
      "!!!",
      encode("yesterday|12"),
      encode("2026-07-01T00:00:00.000Z|"),
      encode("2026-07-01T00:00:00.000Z|1.5"),
      encode("2026-07-01T00:00:00.000Z|-1"),
      encode("2026-07-01T00:00:00.000Z|1234567890123"),
      "a".repeat(101),
      encode("todo|0|2026-07-01T00:00:00.000Z"),
      encode("todo|x|2026-07-01T00:00:00.000Z|1"),
      encode("todo|100|2026-07-01T00:00:00.000Z|1"),
      encode("todo|1|tomorrow|1"),
      encode("todo|1|2026-07-01T00:00:00.000Z|-1"),
      encode("todo|1|2026-07-01T00:00:00.000Z|1|2"),
    ]) {
      expect(decodeCursor(bad), String(bad)).toBeNull();
    }
  });

  it("round-trips a To do cursor, with or without a due time", () => {
    for (const cursor of [
      { segment: 3, dueAt: "2026-07-01T23:30:00.000Z", id: 42 },
      { segment: 0, dueAt: null, id: 7 },
    ]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
      expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });
});

describe.each(dialects)("the inbox on %s", (dialect) => {
  describe("keyset pages", () => {
    const test = useTestDatabase(dialect);
    const TOTAL = 120;

    /** 120 rows, three to each instant, inserted out of order so ids do not follow the times. */
    async function seed() {
      const { db } = test().database;
      const order = Array.from({ length: TOTAL }, (_, i) => (i * 47) % TOTAL);
      const rows: { id: number; createdAt: string }[] = [];
      for (const i of order) {
        const createdAt = new Date(Date.UTC(2026, 2, 1) + Math.floor(i / 3) * 60_000).toISOString();
        rows.push({ id: await insertRow(db, { createdAt, name: `Row ${i}` }), createdAt });
      }
      return rows;
    }

    it("pages 120 rows in pages of 50, newest and oldest first, each row once, ties on the time broken by id", async () => {
      const { database } = test();
      const rows = await seed();
      const newest = [...rows]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map((row) => row.id);
      expect(new Set(rows.map((row) => row.createdAt)).size).toBe(TOTAL / 3);

      for (const [sort, expected] of [
        ["newest", newest],
        ["oldest", [...newest].reverse()],
      ] as const) {
        const pages: number[][] = [];
        let after: Cursor | null = null;
        for (;;) {
          const page: { rows: InboxRow[]; next: Cursor | null } = await listSubmissions(
            database,
            { ...allTab, sort },
            { me: 0, search: null, after },
          );
          pages.push(page.rows.map((row) => row.id));
          if (!page.next) break;
          expect(page.next).toEqual({ createdAt: page.rows.at(-1)!.createdAt, id: page.rows.at(-1)!.id });
          // Through the URL, as the page's link carries it.
          after = decodeCursor(encodeCursor(page.next));
        }
        expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE, PAGE_SIZE, TOTAL - 2 * PAGE_SIZE]);
        expect(pages.flat()).toEqual(expected);
        expect(new Set(pages.flat()).size).toBe(TOTAL);
        // The page break falls inside a group of three rows with one time (50 = 16 × 3 + 2).
        const lastOfFirst = rows.find((row) => row.id === pages[0]!.at(-1))!;
        const firstOfSecond = rows.find((row) => row.id === pages[1]![0])!;
        expect(lastOfFirst.createdAt).toBe(firstOfSecond.createdAt);
      }
    });

    it("gives no next page when the last page is exactly full", async () => {
      const { database } = test();
      const first = await listSubmissions(database, allTab, { me: 0, search: null, after: null, limit: 60 });
      expect(first.rows).toHaveLength(60);
      expect(first.next).not.toBeNull();
      const second = await listSubmissions(database, allTab, {
        me: 0,
        search: null,
        after: first.next,
        limit: 60,
      });
      expect(second.rows).toHaveLength(60);
      expect(second.next).toBeNull();
      const past = await listSubmissions(database, allTab, {
        me: 0,
        search: null,
        after: { createdAt: second.rows.at(-1)!.createdAt, id: second.rows.at(-1)!.id },
        limit: 60,
      });
      expect(past).toEqual({ rows: [], next: null });
    });

    it("reads each row's columns", async () => {
      const { database } = test();
      const id = await insertRow(database.db, {
        form: "assessment",
        reference: "1795250000000-4821",
        name: "Read Me",
        phone: "07700 900123",
        email: "read@example.org",
        postcode: "MK9 9ZZ",
        urgency: "immediate",
        createdAt: "2027-01-01T00:00:00.000Z",
        read: true,
        status: "contacted",
        assignedTo: 7,
      });
      const [row] = (await listSubmissions(database, allTab, { me: 0, search: null, after: null, limit: 1 })).rows;
      expect(row).toEqual({
        id,
        form: "assessment",
        reference: "1795250000000-4821",
        name: "Read Me",
        phone: "07700 900123",
        email: "read@example.org",
        postcode: "MK9 9ZZ",
        urgency: "immediate",
        read: true,
        status: "contacted",
        stageReason: null,
        isSpam: false,
        sentFast: false,
        assignedTo: 7,
        createdAt: "2027-01-01T00:00:00.000Z",
        // What the row's line shows besides.
        dueAt: null,
        firstContactedAt: null,
        assigneeEmail: null,
        urgent: true,
        chosenDay: null,
        chosenTime: null,
      });
    });
  });

  describe("filters", () => {
    const test = useTestDatabase(dialect);
    let me = 0;
    let other = 0;

    it("set up: rows of every form, status, urgency, read, spam and assignment, around UK day edges", async () => {
      const { db } = test().database;
      me = await insertStaff(db, "me@example.org");
      other = await insertStaff(db, "other@example.org");
      // Summer (BST): 2 July in the UK runs from 2026-07-01T23:00Z to 2026-07-02T23:00Z.
      await insertRow(db, {
        name: "q1",
        form: "quick-contact",
        urgency: "48hours",
        createdAt: "2026-07-01T12:00:00.000Z",
      });
      await insertRow(db, {
        name: "q2",
        form: "quick-contact",
        urgency: "week",
        read: true,
        status: "contacted",
        createdAt: "2026-07-01T23:30:00.000Z",
      });
      await insertRow(db, {
        name: "c1",
        form: "contact",
        urgency: "immediate",
        status: "assessment-booked",
        createdAt: "2026-07-02T22:59:59.999Z",
      });
      await insertRow(db, {
        name: "c2",
        form: "contact",
        urgency: "month",
        isSpam: true,
        createdAt: "2026-07-02T23:00:00.000Z",
      });
      await insertRow(db, {
        name: "cb1",
        form: "callback",
        read: true,
        status: "not-going-ahead",
        assignedTo: me,
        email: null,
        createdAt: "2026-06-30T23:00:00.000Z",
      });
      await insertRow(db, {
        name: "cb2",
        form: "callback",
        assignedTo: other,
        email: null,
        createdAt: "2026-06-30T22:59:59.999Z",
      });
      // Winter (GMT): 15 January runs from midnight UTC.
      await insertRow(db, {
        name: "a1",
        form: "assessment",
        urgency: "immediate",
        assignedTo: me,
        isSpam: true,
        createdAt: "2026-01-15T00:00:00.000Z",
      });
      await insertRow(db, {
        name: "a2",
        form: "assessment",
        urgency: "two-weeks",
        read: true,
        createdAt: "2026-01-14T23:59:59.999Z",
      });
    });

    const cases: [string, Partial<InboxFilter>, string[], ("me" | "other")?][] = [
      ["nothing (spam hidden)", {}, ["a2", "c1", "cb1", "cb2", "q1", "q2"]],
      ["form quick-contact", { form: "quick-contact" }, ["q1", "q2"]],
      ["form contact", { form: "contact" }, ["c1"]],
      ["form callback", { form: "callback" }, ["cb1", "cb2"]],
      ["form assessment", { form: "assessment" }, ["a2"]],
      ["status new", { status: "new" }, ["a2", "cb2", "q1"]],
      ["status assessment booked", { status: "assessment-booked" }, ["c1"]],
      ["status contacted", { status: "contacted" }, ["q2"]],
      ["status not going ahead", { status: "not-going-ahead" }, ["cb1"]],
      ["urgent", { urgentOnly: true }, ["c1", "q1"]],
      ["unread", { unreadOnly: true }, ["c1", "cb2", "q1"]],
      ["spam shown", { spam: "show" }, ["a1", "a2", "c1", "c2", "cb1", "cb2", "q1", "q2"]],
      ["spam only", { spam: "only" }, ["a1", "c2"]],
      ["from 2 July (BST: from 23:00 UTC on the 1st)", { from: "2026-07-02" }, ["c1", "q2"]],
      ["to 1 July (BST: before 23:00 UTC on the 1st)", { to: "2026-07-01" }, ["a2", "cb1", "cb2", "q1"]],
      ["1 July only", { from: "2026-07-01", to: "2026-07-01" }, ["cb1", "q1"]],
      ["2 July only", { from: "2026-07-02", to: "2026-07-02" }, ["c1", "q2"]],
      ["3 July only, spam shown", { from: "2026-07-03", to: "2026-07-03", spam: "show" }, ["c2"]],
      ["30 June only", { from: "2026-06-30", to: "2026-06-30" }, ["cb2"]],
      ["15 January only (GMT), spam shown", { from: "2026-01-15", to: "2026-01-15", spam: "show" }, ["a1"]],
      ["14 January only (GMT)", { from: "2026-01-14", to: "2026-01-14" }, ["a2"]],
      ["a range with nothing in it", { from: "2026-02-01", to: "2026-06-29", spam: "show" }, []],
      ["to before from", { from: "2026-07-02", to: "2026-07-01" }, []],
      ["mine", { mine: true }, ["cb1"], "me"],
      ["mine, spam shown", { mine: true, spam: "show" }, ["a1", "cb1"], "me"],
      ["mine as the other", { mine: true }, ["cb2"], "other"],
      ["urgent and unread, spam shown", { urgentOnly: true, unreadOnly: true, spam: "show" }, ["a1", "c1", "q1"]],
      ["urgent, unread, spam only", { urgentOnly: true, unreadOnly: true, spam: "only" }, ["a1"]],
      [
        "assessment, urgent, mine, spam shown",
        { form: "assessment", urgentOnly: true, mine: true, spam: "show" },
        ["a1"],
        "me",
      ],
      [
        "callback, mine, not going ahead, 1 July",
        { form: "callback", mine: true, status: "not-going-ahead", from: "2026-07-01", to: "2026-07-01" },
        ["cb1"],
        "me",
      ],
      ["callback, mine, new", { form: "callback", mine: true, status: "new" }, [], "me"],
      ["quick-contact, unread, from 2 July", { form: "quick-contact", unreadOnly: true, from: "2026-07-02" }, []],
      ["contact, status new, spam shown", { form: "contact", status: "new", spam: "show" }, ["c2"]],
    ];

    it.each(cases)("%s", async (_, changes, expected, who) => {
      const rows = await listAll(test().database, changes, { me: who === "other" ? other : who === "me" ? me : 0 });
      expect(namesOf(rows)).toEqual(expected);
      // Newest first unless asked: and the same rows oldest first, in reverse.
      const times = rows.map((row) => `${row.createdAt}|${String(row.id).padStart(8, "0")}`);
      expect(times).toEqual([...times].sort().reverse());
      const oldest = await listAll(
        test().database,
        { ...changes, sort: "oldest" },
        { me: who === "other" ? other : who === "me" ? me : 0 },
      );
      expect(oldest.map((row) => row.id)).toEqual(rows.map((row) => row.id).reverse());
    });

    it("counts unread enquiries per form and in all, leaving out spam and read ones", async () => {
      const { db } = test().database;
      expect(await unreadCounts(db)).toEqual({ all: 3, "quick-contact": 1, contact: 1, callback: 1, assessment: 0 });
      // Another unread spam row and another read one change nothing; an unread assessment counts.
      await insertRow(db, { name: "x1", form: "assessment", isSpam: true, createdAt: "2025-01-01T00:00:00.000Z" });
      await insertRow(db, { name: "x2", form: "contact", read: true, createdAt: "2025-01-01T00:00:00.000Z" });
      const unread = await insertRow(db, { name: "x3", form: "assessment", createdAt: "2025-01-01T00:00:00.000Z" });
      expect(await unreadCounts(db)).toEqual({ all: 4, "quick-contact": 1, contact: 1, callback: 1, assessment: 1 });
      await recordView(test().database, unread, me, new Date("2026-08-01T00:00:00Z"));
      expect(await unreadCounts(db)).toEqual({ all: 3, "quick-contact": 1, contact: 1, callback: 1, assessment: 0 });
    });

    it("lists only active staff as assignable", async () => {
      const { db } = test().database;
      await insertStaff(db, "gone@example.org", "disabled");
      await insertStaff(db, "asked@example.org", "pending");
      expect((await assignableStaff(db)).map((staff) => staff.email)).toEqual(["me@example.org", "other@example.org"]);
    });
  });

  describe("To do", () => {
    const test = useTestDatabase(dialect);
    // 09:00 GMT on Tuesday 1 December 2026.
    const now = new Date("2026-12-01T09:00:00.000Z");
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const todo: InboxFilter = { ...defaultFilter };
    const ids: Record<string, number> = {};

    it("set up: open, finished and spam enquiries, some called, due before and after now, some with no due time", async () => {
      const { db } = test().database;
      const rows: [string, RowSpec][] = [
        ["due-later", { dueAt: at(25), createdAt: at(-35) }],
        ["overdue-most", { dueAt: at(-70), createdAt: at(-200) }],
        ["overdue-less", { dueAt: at(-5), createdAt: at(-60) }],
        ["called-not-reached", { dueAt: at(-100), createdAt: at(-300), firstContactedAt: at(-150) }],
        ["no-due-time", { createdAt: at(-20) }],
        ["contacted", { status: "contacted", dueAt: at(-2000), createdAt: at(-3000), firstContactedAt: at(-2500) }],
        [
          "booked",
          { status: "assessment-booked", dueAt: at(-5000), createdAt: at(-6000), firstContactedAt: at(-5500) },
        ],
        ["care-started", { status: "care-started", dueAt: at(-9000), createdAt: at(-9100) }],
        ["not-going-ahead", { status: "not-going-ahead", dueAt: at(-8000), createdAt: at(-8100) }],
        ["spam", { isSpam: true, dueAt: at(-9999), createdAt: at(-10_000) }],
        // Two rows due at the same instant: the id breaks the tie.
        ["same-time-1", { dueAt: at(60), createdAt: at(-10) }],
        ["same-time-2", { dueAt: at(60), createdAt: at(-9) }],
      ];
      for (const [name, spec] of rows) ids[name] = await insertRow(db, { name, ...spec });
    });

    const order = [
      "no-due-time",
      "called-not-reached",
      "overdue-most",
      "overdue-less",
      "due-later",
      "same-time-1",
      "same-time-2",
      "contacted",
      "booked",
    ];

    it("lists open enquiries only, not reached yet first, overdue first, then by due time; never spam", async () => {
      const rows = await listAll(test().database, todo, { limit: 100 });
      expect(rows.map((row) => row.name)).toEqual(order);
      expect(await overdueCount(test().database.db, now)).toBe(2);
    });

    it("pages by keyset through its parts, forwards and back, each row once", async () => {
      const { database } = test();
      for (const limit of [1, 2, 3, 4, 9]) {
        const forwards: string[] = [];
        const cursors: (Cursor | null)[] = [null];
        for (;;) {
          const page = await listSubmissions(database, todo, { me: 0, search: null, after: cursors.at(-1)!, limit });
          forwards.push(...page.rows.map((row) => row.name));
          if (!page.next) break;
          // Through the URL, as the page's link carries it.
          cursors.push(decodeCursor(encodeCursor(page.next)));
        }
        expect(forwards, `pages of ${limit}`).toEqual(order);
        // Backwards from the last row: every row before it, nearest first.
        const last = cursors.at(-1);
        if (last) {
          const back = await listSubmissions(database, todo, {
            me: 0,
            search: null,
            after: last,
            backwards: true,
            limit: 100,
          });
          const lastRow = order.indexOf(forwards[(cursors.length - 1) * limit - 1]!);
          expect(back.rows.map((row) => row.name)).toEqual(order.slice(0, lastRow).reverse());
        }
      }
    });

    it("applies the filters: a stage, mine, unread, a search; a finished stage is not To do's", async () => {
      const { database } = test();
      expect((await listAll(database, { ...todo, status: "contacted" })).map((row) => row.name)).toEqual(["contacted"]);
      expect((await listAll(database, { ...todo, status: "new" })).map((row) => row.name)).toEqual(order.slice(0, 7));
      expect((await listAll(database, todo, { search: "overdue" })).map((row) => row.name)).toEqual([
        "overdue-most",
        "overdue-less",
      ]);
    });

    // SQLite's plan only (no test is registered on PostgreSQL, so none shows as skipped there).
    if (dialect === "sqlite")
      it("reads To do's parts from the (status, due_at, id) index, in its order", async () => {
        const { db } = test().database;
        // A part as listTodo reads it (PostgreSQL's planner rightly scans a table this small, so SQLite's plan is read).
        const plan = await sql<Record<string, string>>`explain query plan select id from submissions
        where status = 'new' and due_at is not null and is_spam = false and (due_at, id) > ('2026-01-01', 1)
        order by due_at, id limit 51`.execute(db);
        const text = JSON.stringify(plan.rows);
        expect(text).toContain("submissions_status_due");
        expect(text).not.toContain("TEMP B-TREE");
      });

    it("'Urgent only' finds a callback chosen for today (UK), not tomorrow's; SQL and the rule agree on every row", async () => {
      const { database } = test();
      const { db } = database;
      // 23:59 BST on Saturday 24 October 2026, just before the clocks go back; then UK midnight, an hour before UTC's.
      const lateSaturday = new Date("2026-10-24T22:59:00.000Z");
      const midnight = new Date("2026-10-24T23:00:00.000Z");
      const specs: [string, RowSpec][] = [
        ["cb-saturday", { form: "callback", details: { preferred_date: "2026-10-24", preferred_time: "evening" } }],
        ["cb-sunday", { form: "callback", details: { preferred_date: "2026-10-25", preferred_time: "morning" } }],
        ["qc-urgent-care", { form: "quick-contact", urgency: "month", details: { help_type: "urgent" } }],
        ["qc-respite", { form: "quick-contact", urgency: "week", details: { help_type: "respite" } }],
        ["contact-immediate", { form: "contact", urgency: "immediate" }],
        [
          "assessment-saturday",
          { form: "assessment", urgency: "this-week", details: { preferred_date: "2026-10-24" } },
        ],
      ];
      const urgentIds = new Set<number>();
      for (const [name, spec] of specs) urgentIds.add(await insertRow(db, { name: `urgency ${name}`, ...spec }));
      const rule = (when: Date) =>
        specs
          .filter(([, spec]) =>
            isUrgentEnquiry({ form: spec.form!, urgency: spec.urgency ?? null, details: spec.details ?? {} }, when),
          )
          .map(([name]) => `urgency ${name}`)
          .sort();
      const urgentAt = async (when: Date) =>
        namesOf(
          (
            await listSubmissions(
              database,
              { ...allTab, urgentOnly: true },
              { me: 0, search: "urgency", after: null, limit: 100, now: when },
            )
          ).rows,
        );
      expect(await urgentAt(lateSaturday)).toEqual([
        "urgency cb-saturday",
        "urgency contact-immediate",
        "urgency qc-urgent-care",
      ]);
      expect(await urgentAt(lateSaturday)).toEqual(rule(lateSaturday));
      expect(await urgentAt(midnight)).toEqual([
        "urgency cb-sunday",
        "urgency contact-immediate",
        "urgency qc-urgent-care",
      ]);
      expect(await urgentAt(midnight)).toEqual(rule(midnight));
      // Each row says whether it is urgent, by the same rule, with a callback's chosen day and window.
      const listed = (
        await listSubmissions(database, allTab, { me: 0, search: "urgency", after: null, limit: 100, now: midnight })
      ).rows;
      expect(
        listed
          .filter((row) => row.urgent)
          .map((row) => row.name)
          .sort(),
      ).toEqual(rule(midnight));
      expect(listed.find((row) => row.name === "urgency cb-sunday")).toMatchObject({
        chosenDay: "2026-10-25",
        chosenTime: "morning",
      });
      expect(listed.find((row) => row.name === "urgency assessment-saturday")).toMatchObject({
        chosenDay: null,
        chosenTime: null,
      });
      for (const id of urgentIds) await db.deleteFrom("submissions").where("id", "=", id).execute();
    });
  });

  describe("search", () => {
    const test = useTestDatabase(dialect);
    const ids: Record<string, number> = {};

    const found = async (search: string, changes: Partial<InboxFilter> = {}) =>
      namesOf(await listAll(test().database, changes, { search }));

    it("set up: rows to find, and rows that must not be found", async () => {
      const { db } = test().database;
      const rows: Record<string, RowSpec> = {
        margaret: {
          form: "contact",
          name: "Margaret Smith",
          email: "Margaret.Smith@Example.org",
          phone: "07700 900123",
          postcode: "MK9 9ZZ",
          details: {
            enquiry_type: "relative",
            message: "Mum needs help with her medication in the mornings.",
            preferred_contact: "video",
          },
        },
        peter: {
          form: "quick-contact",
          name: "Peter Smith",
          email: "peter@example.org",
          phone: "07700-900123",
          details: { help_type: "respite" },
        },
        john: {
          form: "assessment",
          name: "John Brown",
          email: "john@example.org",
          phone: "+44 7700 900456",
          postcode: "MK10 1AA",
          reference: "1795250000000-4821",
          details: {
            specific_requirements: "Wheelchair user",
            additional_information: "Has a parrot called Polly",
            address: "12 Zanzibar Road",
            hear_about: "google",
          },
        },
        ann: {
          form: "callback",
          name: "Ann Green",
          email: null,
          phone: "(07700) 900789",
          details: { topic: "Questions about funding", preferred_time: "evening" },
        },
        mk1a: {
          form: "contact",
          name: "Dora Field",
          email: "dora@example.org",
          phone: "01632 960001",
          postcode: "MK1 1AA",
          details: { message: "" },
        },
        mk1b: {
          form: "contact",
          name: "Eric Field",
          email: "eric@example.org",
          phone: "01632 960002",
          postcode: "mk1 1ab",
          details: {},
        },
        other: {
          form: "assessment",
          name: "Zoë Brontë",
          email: "zoe@example.org",
          phone: "01632 960003",
          postcode: "SW1A 1AA",
          reference: "1795250000001-4821",
          details: {},
        },
        // A booking made since ADR 0014, with a short reference.
        short: {
          form: "assessment",
          name: "Olu Short",
          email: "olu@example.org",
          phone: "01632 960004",
          postcode: null,
          reference: "10-5K8-2QF",
          details: {},
        },
        spam: {
          form: "contact",
          name: "Margaret Spammer",
          email: "margaret.smith@example.org",
          phone: "07700 900123",
          postcode: "MK9 9ZZ",
          isSpam: true,
          details: { message: "medication offers" },
        },
      };
      for (const [key, spec] of Object.entries(rows)) ids[key] = await insertRow(db, spec);
    });

    it("finds an e-mail address exactly, in any case", async () => {
      expect(await found("margaret.smith@example.org")).toEqual(["Margaret Smith"]);
      expect(await found("MARGARET.SMITH@EXAMPLE.ORG")).toEqual(["Margaret Smith"]);
      expect(await found("  Margaret.Smith@example.ORG ")).toEqual(["Margaret Smith"]);
      expect(await found("margaret.smith@example.org", { spam: "show" })).toEqual([
        "Margaret Smith",
        "Margaret Spammer",
      ]);
      expect(await found("smith@example.org")).toEqual([]);
      expect(await found("margaret.smith@example")).toEqual([]);
    });

    it("finds a booking reference in the spec's former format, with or without its dash", async () => {
      expect(await found("1795250000000-4821")).toEqual(["John Brown"]);
      expect(await found("1795250000001-4821")).toEqual(["Zoë Brontë"]);
      expect(await found(" 17952500000014821")).toEqual(["Zoë Brontë"]);
      expect(await found("1795250000002-4821")).toEqual([]);
    });

    it("finds a short booking reference in any case, with or without dashes, look-alikes read as what they resemble", async () => {
      for (const search of [
        "10-5K8-2QF",
        "10-5k8-2qf",
        "105K82QF",
        "105k8 2qf",
        "IO-SK8-ZQF",
        "lo-skb-zqf",
        "io5kbzqf",
      ]) {
        expect(await found(search), search).toEqual(["Olu Short"]);
      }
      expect(await found("10-5K8-2QE")).toEqual([]);
    });

    it("finds a phone number however it was typed and is searched", async () => {
      for (const search of [
        "07700 900123",
        "07700-900123",
        "(07700) 900123",
        "07700900123",
        "+44 7700 900123",
        "+447700900123",
      ]) {
        expect(await found(search), search).toEqual(["Margaret Smith", "Peter Smith"]);
      }
      for (const search of ["07700 900456", "+44 7700 900456", "(07700)900456"])
        expect(await found(search), search).toEqual(["John Brown"]);
      for (const search of ["07700 900789", "+44 7700 900789"])
        expect(await found(search), search).toEqual(["Ann Green"]);
      expect(await found("07700 900124")).toEqual([]);
      expect(await found("7700900123")).toEqual([]);
      // Five digits are not a phone number (nor a word in a name or message).
      expect(await found("90012")).toEqual([]);
    });

    it("finds a full postcode in any case and spacing", async () => {
      for (const search of ["MK9 9ZZ", "mk9 9zz", "mk99zz"])
        expect(await found(search), search).toEqual(["Margaret Smith"]);
      for (const search of ["MK1 1AA", "mk11aa"]) expect(await found(search), search).toEqual(["Dora Field"]);
      expect(await found("MK1 1AB")).toEqual(["Eric Field"]);
      expect(await found("MK10 1AA")).toEqual(["John Brown"]);
      expect(await found("SW1A 1AA")).toEqual(["Zoë Brontë"]);
      expect(await found("MK9 9ZY")).toEqual([]);
    });

    it("finds a district's postcodes: MK1 is not MK10", async () => {
      expect(await found("MK1")).toEqual(["Dora Field", "Eric Field"]);
      expect(await found("mk10")).toEqual(["John Brown"]);
      expect(await found("MK9")).toEqual(["Margaret Smith"]);
      expect(await found("MK9", { spam: "show" })).toEqual(["Margaret Smith", "Margaret Spammer"]);
      expect(await found("SW1A")).toEqual(["Zoë Brontë"]);
      expect(await found("MK2")).toEqual([]);
      expect(await found("SW1")).toEqual([]);
    });

    it("finds words in names and in each searched detail", async () => {
      expect(await found("margaret")).toEqual(["Margaret Smith"]);
      expect(await found("Smith")).toEqual(["Margaret Smith", "Peter Smith"]);
      expect(await found("brown")).toEqual(["John Brown"]);
      expect(await found("Zoë")).toEqual(["Zoë Brontë"]);
      // message, topic, specific_requirements, additional_information
      expect(await found("medication")).toEqual(["Margaret Smith"]);
      expect(await found("funding")).toEqual(["Ann Green"]);
      expect(await found("wheelchair")).toEqual(["John Brown"]);
      expect(await found("parrot")).toEqual(["John Brown"]);
      expect(await found("medication", { spam: "show" })).toEqual(["Margaret Smith", "Margaret Spammer"]);
    });

    it("finds words by their beginning, not their middle", async () => {
      expect(await found("medic")).toEqual(["Margaret Smith"]);
      expect(await found("marg")).toEqual(["Margaret Smith"]);
      expect(await found("wheel")).toEqual(["John Brown"]);
      expect(await found("ication")).toEqual([]);
      expect(await found("aret")).toEqual([]);
    });

    it("needs every word", async () => {
      expect(await found("smith margaret")).toEqual(["Margaret Smith"]);
      expect(await found("smith peter")).toEqual(["Peter Smith"]);
      expect(await found("margaret medic mornings")).toEqual(["Margaret Smith"]);
      expect(await found("john parrot wheel")).toEqual(["John Brown"]);
      expect(await found("smith parrot")).toEqual([]);
      expect(await found("margaret peter")).toEqual([]);
    });

    it("does not find words in details that are not searched", async () => {
      expect(await found("zanzibar")).toEqual([]);
      expect(await found("respite")).toEqual([]);
      expect(await found("google")).toEqual([]);
      expect(await found("relative")).toEqual([]);
      expect(await found("evening")).toEqual([]);
      // Nor in the other columns.
      expect(await found("example")).toEqual([]);
    });

    it("reads words with the word index's syntax in them as plain words", async () => {
      expect(await found(`"margaret" OR peter`)).toEqual([]);
      expect(await found(`margaret* (smith)`)).toEqual(["Margaret Smith"]);
      expect(await found(`smith -margaret`)).toEqual(["Margaret Smith"]);
      expect(await found(`smith & !margaret | peter:*`)).toEqual([]);
      expect(await found(`NEAR(margaret smith)`)).toEqual([]);
    });

    it("combines a search with the filters", async () => {
      expect(await found("smith", { form: "quick-contact" })).toEqual(["Peter Smith"]);
      expect(await found("07700 900123", { form: "contact" })).toEqual(["Margaret Smith"]);
      expect(await found("07700 900123", { spam: "only" })).toEqual(["Margaret Spammer"]);
      expect(await found("field", { sort: "oldest" })).toEqual(["Dora Field", "Eric Field"]);
      expect(await found("smith", { unreadOnly: true, status: "not-going-ahead" })).toEqual([]);
    });

    it("lists everything for an empty search", async () => {
      expect(await found("   ")).toHaveLength(8);
    });

    it("follows updates: a new name or message is found by its new words and not its old", async () => {
      const { db } = test().database;
      await db.updateTable("submissions").set({ name: "Margaret Jones" }).where("id", "=", ids.margaret!).execute();
      expect(await found("jones")).toEqual(["Margaret Jones"]);
      expect(await found("smith")).toEqual(["Peter Smith"]);
      expect(await found("medication")).toEqual(["Margaret Jones"]);

      await db
        .updateTable("submissions")
        .set({ details: JSON.stringify({ specific_requirements: "Hoist needed", additional_information: "" }) })
        .where("id", "=", ids.john!)
        .execute();
      expect(await found("hoist")).toEqual(["John Brown"]);
      expect(await found("wheelchair")).toEqual([]);
      expect(await found("parrot")).toEqual([]);
      expect(await found("john")).toEqual(["John Brown"]);

      // A change to another column leaves the words as they were.
      await db
        .updateTable("submissions")
        .set({ status: "not-going-ahead", read: true })
        .where("id", "=", ids.ann!)
        .execute();
      expect(await found("funding")).toEqual(["Ann Green"]);
      expect(await found("ann green")).toEqual(["Ann Green"]);
    });

    it("follows deletes: a deleted row's words are gone from the index", async () => {
      const { database } = test();
      await database.db.deleteFrom("submissions").where("id", "=", ids.ann!).execute();
      expect(await found("funding")).toEqual([]);
      expect(await found("ann")).toEqual([]);
      if (database.dialect === "sqlite") {
        const left = await sql<{
          rowid: number;
        }>`select rowid from submissions_words where submissions_words match ${'"funding"'}`.execute(database.db);
        expect(left.rows).toEqual([]);
        const rows = await sql<{ count: number }>`select count(*) as count from submissions_words`.execute(database.db);
        const stored = await database.db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow();
        expect(Number(rows.rows[0]!.count)).toBe(Number(stored.count));
      }
      // A new row is found at once.
      await insertRow(database.db, { name: "Fiona Fresh", details: { message: "Newly arrived" } });
      expect(await found("fresh arrived")).toEqual(["Fiona Fresh"]);
    });
  });

  describe("kept searches", () => {
    const test = useTestDatabase(dialect);
    const now = new Date("2026-03-29T00:30:00.000Z");
    const later = (ms: number) => new Date(now.getTime() + ms);

    it("keeps a search for the account that made it, for SEARCH_HOURS exactly", async () => {
      const { db } = test().database;
      expect(SEARCH_HOURS).toBe(12);
      const id = await saveSearch(db, 1, "Margaret Smith", now);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(await loadSearch(db, id, 1, now)).toBe("Margaret Smith");
      expect(await loadSearch(db, id, 2, now)).toBeNull();
      expect(await loadSearch(db, "0".repeat(32), 1, now)).toBeNull();
      expect(await loadSearch(db, null, 1, now)).toBeNull();
      expect(await loadSearch(db, id, 1, later(SEARCH_HOURS * HOUR))).toBe("Margaret Smith");
      expect(await loadSearch(db, id, 1, later(SEARCH_HOURS * HOUR + 1))).toBeNull();
      const other = await saveSearch(db, 1, "Margaret Smith", now);
      expect(other).not.toBe(id);
    });

    it("removes searches older than SEARCH_HOURS when one is saved, and keeps the others", async () => {
      const { db } = test().database;
      await db.deleteFrom("inbox_searches").execute();
      const old = await saveSearch(db, 1, "old", now);
      const younger = await saveSearch(db, 2, "younger", later(1));
      await saveSearch(db, 3, "at the edge", later(SEARCH_HOURS * HOUR));
      const kept = async () =>
        (await db.selectFrom("inbox_searches").select("search").orderBy("search").execute()).map((row) => row.search);
      expect(await kept()).toEqual(["at the edge", "old", "younger"]);
      await saveSearch(db, 3, "new", later(SEARCH_HOURS * HOUR + 1));
      expect(await kept()).toEqual(["at the edge", "new", "younger"]);
      expect(await loadSearch(db, old, 1, now)).toBeNull();
      expect(await loadSearch(db, younger, 2, later(SEARCH_HOURS * HOUR + 1))).toBe("younger");
    });

    it("counts the searches older than SEARCH_HOURS in a dry run (the purge's preview), removing none", async () => {
      const { db } = test().database;
      await db.deleteFrom("inbox_searches").execute();
      await saveSearch(db, 1, "first", now);
      await saveSearch(db, 2, "second", later(1));
      await saveSearch(db, 3, "recent", later(2 * HOUR));
      const kept = async () =>
        (await db.selectFrom("inbox_searches").select("search").orderBy("search").execute()).map((row) => row.search);
      const purgeAt = later(SEARCH_HOURS * HOUR + 2);
      expect(await removeExpiredSearches(db, purgeAt, { dryRun: true })).toBe(2);
      expect(await kept()).toEqual(["first", "recent", "second"]);
      expect(await removeExpiredSearches(db, purgeAt)).toBe(2);
      expect(await kept()).toEqual(["recent"]);
      expect(await removeExpiredSearches(db, purgeAt, { dryRun: true })).toBe(0);
    });
  });

  describe("viewing and changing an enquiry", () => {
    const test = useTestDatabase(dialect);
    let alice = 0;
    let bob = 0;
    let disabled = 0;
    let pending = 0;
    const t0 = new Date("2026-07-01T10:00:00.000Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

    it("set up: staff accounts", async () => {
      const { db } = test().database;
      alice = await insertStaff(db, "alice@example.org");
      bob = await insertStaff(db, "bob@example.org");
      disabled = await insertStaff(db, "disabled@example.org", "disabled");
      pending = await insertStaff(db, "pending@example.org", "pending");
    });

    it("marks an enquiry read by its first viewer, once, and audits every view", async () => {
      const { database } = test();
      const id = await insertRow(database.db, { name: "Viewed" });
      const untouched = await insertRow(database.db, { name: "Untouched" });
      expect(await recordView(database, id, alice, at(1))).toBe(true);
      let enquiry = (await getEnquiry(database.db, id))!;
      expect(enquiry).toMatchObject({ read: true, readAt: at(1).toISOString(), readBy: "alice@example.org" });
      expect(await recordView(database, id, bob, at(2))).toBe(true);
      enquiry = (await getEnquiry(database.db, id))!;
      expect(enquiry).toMatchObject({ read: true, readAt: at(1).toISOString(), readBy: "alice@example.org" });
      expect(await auditOf(database.db, id)).toEqual([
        { action: "enquiry-viewed", actorId: alice, at: at(1).toISOString(), details: null },
        { action: "enquiry-viewed", actorId: bob, at: at(2).toISOString(), details: null },
      ]);
      expect(await getEnquiry(database.db, untouched)).toMatchObject({ read: false, readAt: null, readBy: null });
      expect(await recordView(database, 999_999, alice, at(3))).toBe(false);
      expect(await auditOf(database.db, 999_999)).toEqual([]);
    });

    it("marks an enquiry unread, and the next view reads it again", async () => {
      const { database } = test();
      const id = await insertRow(database.db);
      await recordView(database, id, alice, at(1));
      expect(await changeEnquiry(database, id, bob, { kind: "unread" }, at(2))).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({ read: false, readAt: null, readBy: null });
      expect((await auditOf(database.db, id)).at(-1)).toEqual({
        action: "enquiry-marked-unread",
        actorId: bob,
        at: at(2).toISOString(),
        details: null,
      });
      await recordView(database, id, bob, at(3));
      expect(await getEnquiry(database.db, id)).toMatchObject({
        read: true,
        readAt: at(3).toISOString(),
        readBy: "bob@example.org",
      });
    });

    it("changes the status, with the old and new status (and the reason, if any) in the audit entry", async () => {
      const { database } = test();
      const id = await insertRow(database.db);
      const change = (status: SubmissionStatus, reason: StageReason | null, minute: number) =>
        changeEnquiry(database, id, alice, { kind: "status", status, reason }, at(minute));
      expect(await change("assessment-booked", "funding", 1)).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({ status: "assessment-booked", stageReason: null });
      // Not going ahead needs a reason: refused without one, nothing stored or audited.
      expect(await change("not-going-ahead", null, 2)).toEqual({
        kind: "refused",
        reason: "Choose why it is not going ahead.",
        of: "status",
      });
      expect(await getEnquiry(database.db, id)).toMatchObject({ status: "assessment-booked", stageReason: null });
      expect(await change("not-going-ahead", "another-provider", 3)).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({
        status: "not-going-ahead",
        stageReason: "another-provider",
      });
      // Any other stage clears the reason.
      expect(await change("care-started", null, 4)).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({ status: "care-started", stageReason: null });
      expect(await auditOf(database.db, id)).toEqual([
        {
          action: "enquiry-status-changed",
          actorId: alice,
          at: at(1).toISOString(),
          details: { from: "new", to: "assessment-booked" },
        },
        {
          action: "enquiry-status-changed",
          actorId: alice,
          at: at(3).toISOString(),
          details: { from: "assessment-booked", to: "not-going-ahead", reason: "another-provider" },
        },
        {
          action: "enquiry-status-changed",
          actorId: alice,
          at: at(4).toISOString(),
          details: { from: "not-going-ahead", to: "care-started" },
        },
      ]);
    });

    it("assigns to an active account and unassigns, refusing a disabled, pending or unknown one", async () => {
      const { database } = test();
      const id = await insertRow(database.db);
      expect(await changeEnquiry(database, id, alice, { kind: "assign", to: bob }, at(1))).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({ assignedTo: bob, assignedEmail: "bob@example.org" });
      for (const to of [disabled, pending, 999_999]) {
        const outcome = await changeEnquiry(database, id, alice, { kind: "assign", to }, at(2));
        expect(outcome.kind, String(to)).toBe("refused");
        expect(await getEnquiry(database.db, id)).toMatchObject({ assignedTo: bob });
      }
      expect(await changeEnquiry(database, id, bob, { kind: "assign", to: null }, at(3))).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({ assignedTo: null, assignedEmail: null });
      expect(await auditOf(database.db, id)).toEqual([
        { action: "enquiry-assigned", actorId: alice, at: at(1).toISOString(), details: { from: null, to: bob } },
        { action: "enquiry-assigned", actorId: bob, at: at(3).toISOString(), details: { from: bob, to: null } },
      ]);
      // "Assigned to me" lists it only while it is.
      await changeEnquiry(database, id, alice, { kind: "assign", to: alice }, at(4));
      expect((await listAll(database, { mine: true }, { me: alice })).map((row) => row.id)).toEqual([id]);
      expect(await listAll(database, { mine: true }, { me: bob })).toEqual([]);
    });

    it("adds a note of up to NOTE_MAX characters, trimmed; refuses an empty or longer one; never audits its text", async () => {
      const { database } = test();
      const id = await insertRow(database.db);
      expect(NOTE_MAX).toBe(2000);
      expect(
        await changeEnquiry(
          database,
          id,
          alice,
          { kind: "note", body: "  Called back: Mrs Secretname wants a visit.  " },
          at(1),
        ),
      ).toEqual({ kind: "done" });
      expect(await changeEnquiry(database, id, alice, { kind: "note", body: "" }, at(2))).toMatchObject({
        kind: "refused",
      });
      expect(await changeEnquiry(database, id, alice, { kind: "note", body: " \n\t " }, at(2))).toMatchObject({
        kind: "refused",
      });
      expect(
        await changeEnquiry(database, id, alice, { kind: "note", body: "x".repeat(NOTE_MAX + 1) }, at(2)),
      ).toMatchObject({ kind: "refused" });
      expect(
        await changeEnquiry(database, id, bob, { kind: "note", body: `  ${"y".repeat(NOTE_MAX)}\n` }, at(3)),
      ).toEqual({ kind: "done" });
      const notes = (await getEnquiry(database.db, id))!.notes;
      expect(notes.map((note) => [note.author, note.body.length, note.createdAt])).toEqual([
        ["alice@example.org", "Called back: Mrs Secretname wants a visit.".length, at(1).toISOString()],
        ["bob@example.org", NOTE_MAX, at(3).toISOString()],
      ]);
      expect(notes[0]!.body).toBe("Called back: Mrs Secretname wants a visit.");
      const audit = await auditOf(database.db, id);
      expect(audit).toEqual([
        { action: "enquiry-note-added", actorId: alice, at: at(1).toISOString(), details: null },
        { action: "enquiry-note-added", actorId: bob, at: at(3).toISOString(), details: null },
      ]);
      const everything = JSON.stringify(await database.db.selectFrom("audit_log").selectAll().execute());
      expect(everything).not.toContain("Secretname");
      expect(everything).not.toContain("yyyy");
    });

    it("marks spam and not spam, with the audit entry", async () => {
      const { database } = test();
      const id = await insertRow(database.db, { name: "Spam Check" });
      expect(await changeEnquiry(database, id, alice, { kind: "spam", spam: true }, at(1))).toEqual({ kind: "done" });
      expect((await getEnquiry(database.db, id))!.isSpam).toBe(true);
      expect(namesOf(await listAll(database, { spam: "only" }))).toContain("Spam Check");
      expect(await changeEnquiry(database, id, alice, { kind: "spam", spam: false }, at(2))).toEqual({ kind: "done" });
      expect((await getEnquiry(database.db, id))!.isSpam).toBe(false);
      expect(await auditOf(database.db, id)).toEqual([
        { action: "enquiry-spam-changed", actorId: alice, at: at(1).toISOString(), details: { spam: true } },
        { action: "enquiry-spam-changed", actorId: alice, at: at(2).toISOString(), details: { spam: false } },
      ]);
    });

    it("writes and audits nothing for a stage, reason, assignee or spam mark the enquiry has already", async () => {
      const { database } = test();
      const id = await insertRow(database.db);
      const lastActivity = async () =>
        iso(
          (
            await database.db
              .selectFrom("submissions")
              .select("last_activity_at")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).last_activity_at!,
        );
      const stage = (status: SubmissionStatus, reason: StageReason | null) =>
        ({ kind: "status", status, reason }) as const;
      expect(await changeEnquiry(database, id, alice, stage("not-going-ahead", "funding"), at(1))).toEqual({
        kind: "done",
      });
      // The same stage and reason, the same (no) assignee, the same spam mark: alone or together, nothing happens.
      expect(await changeEnquiry(database, id, bob, stage("not-going-ahead", "funding"), at(2))).toEqual({
        kind: "done",
      });
      expect(await changeEnquiry(database, id, bob, { kind: "spam", spam: false }, at(3))).toEqual({ kind: "done" });
      expect(
        await changeEnquiry(
          database,
          id,
          bob,
          [stage("not-going-ahead", "funding"), { kind: "assign", to: null }, { kind: "spam", spam: false }],
          at(4),
        ),
      ).toEqual({ kind: "done" });
      expect(await auditOf(database.db, id)).toHaveLength(1);
      expect(await lastActivity()).toBe(at(1).toISOString());
      // The same stage for another reason is a change; so is the other spam mark.
      expect(await changeEnquiry(database, id, bob, stage("not-going-ahead", "out-of-area"), at(5))).toEqual({
        kind: "done",
      });
      expect(await changeEnquiry(database, id, bob, { kind: "spam", spam: true }, at(6))).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({ stageReason: "out-of-area", isSpam: true });
      expect((await auditOf(database.db, id)).slice(1)).toEqual([
        {
          action: "enquiry-status-changed",
          actorId: bob,
          at: at(5).toISOString(),
          details: { from: "not-going-ahead", to: "not-going-ahead", reason: "out-of-area" },
        },
        { action: "enquiry-spam-changed", actorId: bob, at: at(6).toISOString(), details: { spam: true } },
      ]);
      expect(await lastActivity()).toBe(at(6).toISOString());
    });

    it("refuses a call whose note is longer than NOTE_MAX, and stores and audits nothing of it", async () => {
      const { database } = test();
      const id = await insertRow(database.db);
      expect(
        await changeEnquiry(
          database,
          id,
          alice,
          { kind: "call", outcome: "reached", note: "z".repeat(NOTE_MAX + 1) },
          at(1),
        ),
      ).toEqual({ kind: "refused", reason: "A note can be at most 2000 characters.", of: "call" });
      // Not called, not contacted, not audited: the family is still waiting for a call that counts.
      expect(await getEnquiry(database.db, id)).toMatchObject({ status: "new", firstContactedAt: null, calls: [] });
      expect(await auditOf(database.db, id)).toEqual([]);
      // NOTE_MAX characters once trimmed is taken.
      expect(
        await changeEnquiry(
          database,
          id,
          alice,
          { kind: "call", outcome: "reached", note: ` ${"z".repeat(NOTE_MAX)}\n` },
          at(2),
        ),
      ).toEqual({ kind: "done" });
      expect((await getEnquiry(database.db, id))!.calls.map((call) => call.note?.length)).toEqual([NOTE_MAX]);
    });

    it("reports an enquiry that is gone, for every kind of change, and audits nothing", async () => {
      const { database } = test();
      for (const change of [
        { kind: "unread" },
        { kind: "status", status: "not-going-ahead", reason: "funding" },
        { kind: "assign", to: alice },
        { kind: "note", body: "hello" },
        { kind: "call", outcome: "reached", note: null },
        { kind: "spam", spam: true },
      ] as const) {
        expect(await changeEnquiry(database, 999_999, alice, change, at(1))).toEqual({ kind: "gone" });
      }
      expect(await auditOf(database.db, 999_999)).toEqual([]);
      expect(await getEnquiry(database.db, 999_999)).toBeNull();
    });

    it("gives an enquiry with its details, notes in order, and the reader's and assignee's e-mails", async () => {
      const { database } = test();
      const id = await insertRow(database.db, {
        form: "contact",
        name: "Full Detail",
        email: "full@example.org",
        postcode: "MK9 9ZZ",
        urgency: "week",
        details: { message: "Hello", service_interest: ["live-in"] },
        createdAt: "2026-06-01T08:00:00.000Z",
      });
      await changeEnquiry(database, id, alice, { kind: "note", body: "second" }, at(5));
      await changeEnquiry(database, id, bob, { kind: "note", body: "first" }, at(1));
      await changeEnquiry(database, id, alice, { kind: "note", body: "first too" }, at(1));
      await changeEnquiry(database, id, alice, { kind: "assign", to: bob }, at(6));
      await recordView(database, id, alice, at(7));
      const enquiry = await getEnquiry(database.db, id);
      expect(enquiry).toMatchObject({
        id,
        form: "contact",
        name: "Full Detail",
        email: "full@example.org",
        postcode: "MK9 9ZZ",
        urgency: "week",
        read: true,
        status: "new",
        isSpam: false,
        createdAt: "2026-06-01T08:00:00.000Z",
        details: { message: "Hello", service_interest: ["live-in"] },
        consentGiven: true,
        consentGivenAt: "2026-06-01T08:00:00.000Z",
        consentText: "I agree to be contacted.",
        originPage: "/contact",
        spamReason: null,
        readAt: at(7).toISOString(),
        readBy: "alice@example.org",
        assignedTo: bob,
        assignedEmail: "bob@example.org",
      });
      expect(enquiry!.notes.map((note) => [note.body, note.author, note.createdAt])).toEqual([
        ["first", "bob@example.org", at(1).toISOString()],
        ["first too", "alice@example.org", at(1).toISOString()],
        ["second", "alice@example.org", at(5).toISOString()],
      ]);
      // Another enquiry's notes are not its.
      const other = await insertRow(database.db);
      expect((await getEnquiry(database.db, other))!.notes).toEqual([]);
    });

    it("logs each call as a row of its own: the first sets the first contact, reaching them moves New on", async () => {
      const { database } = test();
      const id = await insertRow(database.db, { createdAt: t0.toISOString() });
      expect(
        await changeEnquiry(
          database,
          id,
          alice,
          { kind: "call", outcome: "no-answer", note: "  Rang twice  " },
          at(10),
        ),
      ).toEqual({ kind: "done" });
      expect(await getEnquiry(database.db, id)).toMatchObject({
        status: "new",
        firstContactedAt: at(10).toISOString(),
      });
      expect(await changeEnquiry(database, id, bob, { kind: "call", outcome: "reached", note: null }, at(30))).toEqual({
        kind: "done",
      });
      const enquiry = await getEnquiry(database.db, id);
      // The first contact stays the first attempt's time; the stage is Contacted; the calls newest first.
      expect(enquiry).toMatchObject({ status: "contacted", firstContactedAt: at(10).toISOString() });
      expect(enquiry!.calls.map(({ outcome, by, note, createdAt }) => [outcome, by, note, createdAt])).toEqual([
        ["reached", "bob@example.org", null, at(30).toISOString()],
        ["no-answer", "alice@example.org", "Rang twice", at(10).toISOString()],
      ]);
      // Staff worked on it: retention counts from the last call (ADR 0009).
      const row = await database.db
        .selectFrom("submissions")
        .select("last_activity_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(new Date(row.last_activity_at!).toISOString()).toBe(at(30).toISOString());
      // Audited with the outcome and any change of stage, never the note.
      expect(await auditOf(database.db, id)).toEqual([
        { action: "enquiry-call-logged", actorId: alice, at: at(10).toISOString(), details: { outcome: "no-answer" } },
        {
          action: "enquiry-call-logged",
          actorId: bob,
          at: at(30).toISOString(),
          details: { outcome: "reached", from: "new", to: "contacted" },
        },
      ]);

      // Reaching them again, at a later stage, leaves the stage as it is.
      await changeEnquiry(database, id, alice, { kind: "status", status: "assessment-booked", reason: null }, at(40));
      await changeEnquiry(database, id, alice, { kind: "call", outcome: "reached", note: null }, at(50));
      expect(await getEnquiry(database.db, id)).toMatchObject({
        status: "assessment-booked",
        firstContactedAt: at(10).toISOString(),
      });
      expect((await getEnquiry(database.db, id))!.calls).toHaveLength(3);
      // Another enquiry's calls are not its, and it is not contacted.
      const other = await insertRow(database.db);
      expect(await getEnquiry(database.db, other)).toMatchObject({ calls: [], firstContactedAt: null });
    });
  });

  describe("allRows", () => {
    const test = useTestDatabase(dialect);

    it("yields every row of a filter in batches, in the list's order", async () => {
      const { database } = test();
      const forms = ["contact", "callback", "assessment", "quick-contact"] as const;
      for (let i = 0; i < 50; i++) {
        await insertRow(database.db, {
          form: forms[i % 4],
          name: `Export ${i}`,
          // Pairs of rows share a time: the batches' edges fall between them too.
          createdAt: new Date(Date.UTC(2026, 4, 1) + Math.floor(((i * 13) % 50) / 2) * 60_000).toISOString(),
          details: { message: `row ${i}` },
          isSpam: i === 49,
        });
      }
      for (const sort of ["newest", "oldest"] as const) {
        const filter = { ...allTab, sort, spam: "show" as const };
        const exported = [];
        for await (const row of allRows(database, filter, { me: 0, search: null, batch: 7 })) exported.push(row);
        expect(exported).toHaveLength(50);
        expect(exported.map((row) => row.id)).toEqual(
          (await listAll(database, filter, { limit: 7 })).map((row) => row.id),
        );
        expect(new Set(exported.map((row) => row.id)).size).toBe(50);
      }
      // A filter and a search apply as in the list; each row comes with its details and consent.
      const contact = [];
      for await (const row of allRows(
        database,
        { ...defaultFilter, form: "contact" },
        { me: 0, search: null, batch: 7 },
      ))
        contact.push(row);
      expect(contact).toHaveLength(13);
      expect(contact.every((row) => row.form === "contact")).toBe(true);
      expect(contact[0]).toMatchObject({
        consentGiven: true,
        details: { message: expect.stringMatching(/^row \d+$/) },
      });
      const searched = [];
      for await (const row of allRows(database, allTab, { me: 0, search: "export", batch: 7 })) searched.push(row);
      expect(searched).toHaveLength(49);
      // Exactly a batch's multiple: the last batch says there is no next one (the list reads one row past the batch).
      const callbacks = [];
      for await (const row of allRows(
        database,
        { ...defaultFilter, form: "callback" },
        { me: 0, search: null, batch: 6 },
      ))
        callbacks.push(row);
      expect(callbacks).toHaveLength(12);
    });

    it("reads with the search, the person and the time it is given; a filter with no rows gives none", async () => {
      const { database } = test();
      const me = await insertStaff(database.db, "exporter@example.org");
      // A callback chosen for 2 March 2026: urgent that day only (it is long past when the test runs).
      const chosen = { preferred_date: "2026-03-02", preferred_time: "morning" };
      const callback = await insertRow(database.db, { form: "callback", name: "Chosen Monday", details: chosen });
      const mine = await insertRow(database.db, { name: "Chosen Mine", assignedTo: me });
      const exported = async (filter: InboxFilter, options: { me: number; search: string | null; now?: Date }) => {
        const rows = [];
        for await (const row of allRows(database, filter, { ...options, batch: 7 })) rows.push(row);
        return rows;
      };
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      expect(ids(await exported(allTab, { me, search: "chosen" }))).toEqual([mine, callback]);
      // "Urgent only" on the day it was chosen for, as the list would have it then.
      const monday = new Date("2026-03-02T10:00:00.000Z");
      const urgentOnly = { ...allTab, urgentOnly: true };
      expect(ids(await exported(urgentOnly, { me, search: "chosen", now: monday }))).toEqual([callback]);
      expect(ids(await exported(urgentOnly, { me, search: "chosen" }))).toEqual([]);
      expect(ids(await exported({ ...allTab, mine: true }, { me, search: null }))).toEqual([mine]);
      expect(await exported(allTab, { me, search: "nobody-is-called-this" })).toEqual([]);
    });

    it("reads a batch only once the one before is used up, 500 rows unless told", async () => {
      const { database } = test();
      const ids: number[] = [];
      for (let i = 0; i < 60; i++)
        ids.push(
          await insertRow(database.db, {
            name: `Batched ${i}`,
            createdAt: new Date(Date.UTC(2026, 5, 1) - i * 60_000).toISOString(),
          }),
        );
      const remove = (id: number) => database.db.deleteFrom("submissions").where("id", "=", id).execute();
      // Rows removed while the export runs (after its first row): one in the batch read already is still written, one
      // in a batch not read yet is not.
      const read = async (batch: number | undefined, removed: number[]) => {
        const rows: number[] = [];
        for await (const row of allRows(database, allTab, { me: 0, search: "batched", ...(batch ? { batch } : {}) })) {
          if (rows.length === 0) for (const id of removed) await remove(id);
          rows.push(row.id);
        }
        return rows;
      };
      expect(await read(5, [ids[3]!, ids[7]!])).toEqual(ids.filter((id) => id !== ids[7]));
      expect(await read(undefined, [ids[55]!])).toEqual(ids.filter((id) => id !== ids[3] && id !== ids[7]));
    });

    it("leaves out a row removed between reading its batch and its details (the daily purge, say)", async () => {
      const { database, dialect: name, url } = test();
      const first = await insertRow(database.db, { name: "Raced 1", createdAt: "2026-08-01T09:00:00.000Z" });
      const gone = await insertRow(database.db, { name: "Raced 2", createdAt: "2026-08-01T08:00:00.000Z" });
      const last = await insertRow(database.db, { name: "Raced 3", createdAt: "2026-08-01T07:00:00.000Z" });
      // Another connection removes the row once the batch is read, before its details are.
      const other = openDatabase(name === "sqlite" ? { dialect: name, file: url } : { dialect: name, url });
      let removed = false;
      const racing: SiteDatabase = {
        ...database,
        db: database.db.withPlugin({
          transformQuery: ({ node }) => node,
          async transformResult({ result }) {
            if (!removed) {
              removed = true;
              await other.db.deleteFrom("submissions").where("id", "=", gone).execute();
            }
            return result;
          },
        }),
      };
      try {
        const rows = [];
        for await (const row of allRows(racing, allTab, { me: 0, search: "raced" })) rows.push(row.id);
        expect(removed).toBe(true);
        expect(rows).toEqual([first, last]);
      } finally {
        await other.close();
      }
    });
  });
});

// Most PostgreSQL databases are created with a language's collation (en_GB.UTF-8, en-GB ICU), not C: there "MK1~" sorts
// before "MK11AA" (punctuation counts for little), so a district's range must be compared byte by byte.
describe.runIf(dialects.includes("postgres"))("a postcode search on PostgreSQL with a UK collation", () => {
  it("finds a district's postcodes and a full postcode, and MK1 still not MK10", async () => {
    const adminUrl = inject("postgresUrl");
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'en-GB'`,
    );
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ dialect: "postgres", url: url.toString() });
    try {
      await migrateToLatest(database);
      const { rows } = await sql<{ before: boolean }>`select 'MK11AA' < 'MK1~' as before`.execute(database.db);
      expect(rows[0]!.before).toBe(false);
      await insertRow(database.db, { name: "Dora Field", postcode: "MK1 1AA" });
      await insertRow(database.db, { name: "Eric Field", postcode: "mk1 1ab" });
      await insertRow(database.db, { name: "John Brown", postcode: "MK10 1AA" });
      const found = async (search: string) => namesOf(await listAll(database, {}, { search }));
      expect(await found("MK1")).toEqual(["Dora Field", "Eric Field"]);
      expect(await found("MK10")).toEqual(["John Brown"]);
      expect(await found("mk1 1ab")).toEqual(["Eric Field"]);
    } finally {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    }
  });
});
