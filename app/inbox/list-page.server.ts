import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { InboxFilter } from "#app/inbox/filter.ts";
import { encodeCursor, listSubmissions, type Cursor, type InboxRow } from "#app/inbox/inbox.server.ts";

/** One page of a list: its rows, where it is (the cursor it was asked for), and the cursors of the pages either side. */
export interface ListPageOf {
  rows: InboxRow[];
  page: { after?: string; before?: string };
  next: string | null;
  previous: string | null;
}

/**
 * One page of the list, by keyset: after a row (`after`), or before one (`before`: the rows on the other side of it in
 * the other order, turned round). When there are no more rows before those, it is the first page, and is shown as the
 * first page (always full). `previous` and `next` are the cursors of the pages either side.
 */
export async function listPage(
  database: SiteDatabase,
  filter: InboxFilter,
  { me, search, after, before }: { me: number; search: string | null; after: Cursor | null; before: Cursor | null },
): Promise<ListPageOf> {
  const cursorOf = (row: InboxRow) => encodeCursor({ createdAt: row.createdAt, id: row.id });
  if (before) {
    const backwards = await listSubmissions(
      database,
      { ...filter, sort: filter.sort === "newest" ? "oldest" : "newest" },
      { me, search, after: before },
    );
    if (backwards.next) {
      const rows = backwards.rows.reverse();
      return {
        rows,
        page: { before: encodeCursor(before) },
        next: cursorOf(rows.at(-1)!),
        previous: cursorOf(rows[0]!),
      };
    }
  }
  const found = await listSubmissions(database, filter, { me, search, after });
  return {
    rows: found.rows,
    page: after ? { after: encodeCursor(after) } : {},
    next: found.next ? encodeCursor(found.next) : null,
    previous: after && found.rows[0] ? cursorOf(found.rows[0]) : null,
  };
}
