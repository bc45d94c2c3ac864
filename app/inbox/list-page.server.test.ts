import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { defaultFilter, PAGE_SIZE, type InboxFilter } from "#app/inbox/filter.ts";
import { decodeCursor, encodeCursor, type Cursor } from "#app/inbox/inbox.server.ts";
import { listPage, type ListPageOf } from "#app/inbox/list-page.server.ts";

// The page of the list a URL names: the first, the one after a cursor (Next), or the one before it (Previous, read
// backwards and turned round), with the cursors its links carry. Paging back to the start shows the first page as
// it is, always full, never a short page the size of what was left. On each database, by arrival and in To do.

const MINUTE = 60_000;
const now = new Date("2026-12-01T09:00:00.000Z");
const allTab: InboxFilter = { ...defaultFilter, form: "all" };
const todo: InboxFilter = { ...defaultFilter };

/** A row as a test placed it in the list: by arrival, or in To do's part and by its due time. */
interface Placed {
  id: number;
  createdAt: string;
}
interface PlacedTodo extends Placed {
  dueAt: string | null;
  /** Its part of To do's order (inbox.server.ts, `todoSegments`). */
  segment: number;
}

/** The page the URL names, for one person with no search. */
const pageOf = (
  database: Parameters<typeof listPage>[0],
  filter: InboxFilter,
  where: { after?: Cursor | null; before?: Cursor | null },
) => listPage(database, filter, { me: 0, search: null, after: where.after ?? null, before: where.before ?? null, now });

const idsOf = (page: ListPageOf) => page.rows.map((row) => row.id);

describe.each(dialects)("a page of the list on %s", (dialect) => {
  describe("by arrival", () => {
    const test = useTestDatabase(dialect);
    /** The rows newest first, as the tab lists them. */
    let newest: Placed[] = [];
    const TOTAL = 2 * PAGE_SIZE + 20;
    /** The cursor of the row at this place in the list, as a link carries it. */
    const cursorAt = (index: number): Cursor => ({ createdAt: newest[index]!.createdAt, id: newest[index]!.id });
    const link = (index: number) => encodeCursor(cursorAt(index));
    const slice = (from: number, to: number) => newest.slice(from, to).map((row) => row.id);

    it("set up: 120 rows a minute apart, inserted out of order so ids do not follow the times", async () => {
      const { db } = test().database;
      const rows: Placed[] = [];
      for (const i of Array.from({ length: TOTAL }, (_, n) => (n * 47) % TOTAL)) {
        const createdAt = now.getTime() - (i + 1) * MINUTE;
        rows.push({
          id: await seedEnquiry(db, { createdAt, dueAt: createdAt + 60 * MINUTE }),
          createdAt: new Date(createdAt).toISOString(),
        });
      }
      newest = rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    });

    it("gives the first page full, with the next page's cursor and no previous one", async () => {
      const page = await pageOf(test().database, allTab, {});
      expect(idsOf(page)).toEqual(slice(0, PAGE_SIZE));
      expect(page.page).toEqual({});
      expect(page.next).toBe(link(PAGE_SIZE - 1));
      expect(page.previous).toBeNull();
    });

    it("gives the page after a row, where it starts, and both its neighbours' cursors", async () => {
      const { database } = test();
      const page = await pageOf(database, allTab, { after: cursorAt(9) });
      expect(idsOf(page)).toEqual(slice(10, 10 + PAGE_SIZE));
      expect(page).toMatchObject({ page: { after: link(9) }, next: link(9 + PAGE_SIZE), previous: link(10) });
      // The last page: no next one.
      const last = await pageOf(database, allTab, { after: cursorAt(99) });
      expect(idsOf(last)).toEqual(slice(100, TOTAL));
      expect(last).toMatchObject({ page: { after: link(99) }, next: null, previous: link(100) });
      // Past the last row (a link to a row since deleted, say): nothing, and no page either side.
      const past = await pageOf(database, allTab, { after: cursorAt(TOTAL - 1) });
      expect(past).toEqual({ rows: [], page: { after: link(TOTAL - 1) }, next: null, previous: null });
    });

    it("gives the page before a row in the list's order, with both its neighbours' cursors", async () => {
      const page = await pageOf(test().database, allTab, { before: cursorAt(80) });
      expect(idsOf(page)).toEqual(slice(80 - PAGE_SIZE, 80));
      expect(page).toMatchObject({ page: { before: link(80) }, next: link(79), previous: link(80 - PAGE_SIZE) });
      // One row more than a page before it: the page starts at the second row, and the first is still before it.
      const second = await pageOf(test().database, allTab, { before: cursorAt(PAGE_SIZE + 1) });
      expect(idsOf(second)).toEqual(slice(1, PAGE_SIZE + 1));
      expect(second).toMatchObject({ page: { before: link(PAGE_SIZE + 1) }, next: link(PAGE_SIZE), previous: link(1) });
    });

    it("gives the first page as it is, full, when no rows are left before the page before", async () => {
      const { database } = test();
      const first = await pageOf(database, allTab, {});
      // Exactly a page before the row, and fewer than a page: the first page both times, not a page of what was left.
      for (const index of [PAGE_SIZE, 20, 1])
        expect(await pageOf(database, allTab, { before: cursorAt(index) })).toEqual(first);
    });

    it("comes back through the same pages by Previous as it went by Next, newest or oldest first", async () => {
      const { database } = test();
      for (const sort of ["newest", "oldest"] as const) {
        const filter = { ...allTab, sort };
        const forwards: number[][] = [];
        let page = await pageOf(database, filter, {});
        forwards.push(idsOf(page));
        // A bound on the pages, so a cursor that leads nowhere new fails the test rather than looping.
        while (page.next && forwards.length < 10) {
          // Through the URL, as the links carry the cursors.
          page = await pageOf(database, filter, { after: decodeCursor(page.next) });
          forwards.push(idsOf(page));
        }
        expect(
          forwards.map((ids) => ids.length),
          sort,
        ).toEqual([PAGE_SIZE, PAGE_SIZE, TOTAL - 2 * PAGE_SIZE]);
        const expected = sort === "newest" ? slice(0, TOTAL) : slice(0, TOTAL).reverse();
        expect(forwards.flat(), sort).toEqual(expected);
        const backwards: number[][] = [];
        while (page.previous && backwards.length < 10) {
          page = await pageOf(database, filter, { before: decodeCursor(page.previous) });
          backwards.unshift(idsOf(page));
        }
        expect(backwards, sort).toEqual(forwards.slice(0, -1));
        expect(page.page, sort).toEqual({});
      }
    });
  });

  describe("in To do", () => {
    const test = useTestDatabase(dialect);
    /** The rows in To do's order: new without a due time, new by due time, then contacted by due time. */
    const order: PlacedTodo[] = [];
    const cursorAt = (index: number) => {
      const row = order[index]!;
      return { segment: row.segment, dueAt: row.dueAt, id: row.id };
    };
    const link = (index: number) => encodeCursor(cursorAt(index));
    const slice = (from: number, to: number) => order.slice(from, to).map((row) => row.id);

    it("set up: 10 new enquiries without a due time, 25 new and 25 contacted ones with one", async () => {
      const { db } = test().database;
      const parts: { status: "new" | "contacted"; dueKnown: boolean; count: number; segment: number }[] = [
        { status: "new", dueKnown: false, count: 10, segment: 0 },
        { status: "new", dueKnown: true, count: 25, segment: 1 },
        { status: "contacted", dueKnown: true, count: 25, segment: 3 },
      ];
      for (const { status, dueKnown, count, segment } of parts) {
        const rows: PlacedTodo[] = [];
        // Due times out of order, so neither the ids nor the arrival times follow them.
        for (const i of Array.from({ length: count }, (_, n) => (n * 7) % count)) {
          const createdAt = now.getTime() - (100 - i) * MINUTE;
          const dueAt = createdAt + (i % 2 ? 30 : 300) * MINUTE + i * 1000;
          const id = await seedEnquiry(db, { status, createdAt, dueAt });
          // A row written some other way has no due time (inbox.server.ts, `todoSegments`); the site never clears one,
          // so the schema's types do not allow it and the SQL is written out.
          if (!dueKnown) await sql`update submissions set due_at = null where id = ${id}`.execute(db);
          rows.push({
            id,
            createdAt: new Date(createdAt).toISOString(),
            dueAt: dueKnown ? new Date(dueAt).toISOString() : null,
            segment,
          });
        }
        order.push(
          ...rows.sort(dueKnown ? (a, b) => a.dueAt!.localeCompare(b.dueAt!) || a.id - b.id : (a, b) => a.id - b.id),
        );
      }
    });

    it("carries To do's own cursors, the row's part, due time and id, to the pages either side", async () => {
      const { database } = test();
      const first = await pageOf(database, todo, {});
      expect(idsOf(first)).toEqual(slice(0, PAGE_SIZE));
      expect(first).toMatchObject({ page: {}, next: link(PAGE_SIZE - 1), previous: null });
      expect(decodeCursor(first.next)).toEqual({
        segment: 3,
        dueAt: order[PAGE_SIZE - 1]!.dueAt,
        id: order[PAGE_SIZE - 1]!.id,
      });

      const after = await pageOf(database, todo, { after: cursorAt(4) });
      expect(idsOf(after)).toEqual(slice(5, 5 + PAGE_SIZE));
      expect(after).toMatchObject({ page: { after: link(4) }, next: link(4 + PAGE_SIZE), previous: link(5) });
      // The first row of that page has no due time: the Previous link says so.
      expect(decodeCursor(after.previous)).toEqual({ segment: 0, dueAt: null, id: order[5]!.id });

      const before = await pageOf(database, todo, { before: cursorAt(57) });
      expect(idsOf(before)).toEqual(slice(57 - PAGE_SIZE, 57));
      expect(before).toMatchObject({ page: { before: link(57) }, next: link(56), previous: link(57 - PAGE_SIZE) });
      expect(decodeCursor(before.next)).toEqual({ segment: 3, dueAt: order[56]!.dueAt, id: order[56]!.id });
      expect(decodeCursor(before.previous)).toEqual({ segment: 0, dueAt: null, id: order[7]!.id });

      // A page's worth or less before it: the first page.
      expect(await pageOf(database, todo, { before: cursorAt(PAGE_SIZE) })).toEqual(first);
    });
  });
});
