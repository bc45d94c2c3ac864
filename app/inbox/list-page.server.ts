import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { InboxFilter } from "#app/inbox/filter.ts";
import {
  encodeCursor,
  listSubmissions,
  timeCursorOf,
  todoCursorOf,
  type Cursor,
  type ListedRow,
} from "#app/inbox/inbox.server.ts";

/** One page of a list: its rows, where it is (the cursor it was asked for), and the cursors of the pages either side. */
export interface ListPageOf {
  rows: ListedRow[];
  page: { after?: string; before?: string };
  next: string | null;
  previous: string | null;
}

/**
 * One page of the list, by keyset: after a row (`after`), or before one (`before`: the rows on the other side of it,
 * read backwards and turned round). When there are no more rows before those, it is the first page, and is shown as
 * the first page (always full). `previous` and `next` are the cursors of the pages either side.
 */
export async function listPage(
  database: SiteDatabase,
  filter: InboxFilter,
  {
    me,
    search,
    after,
    before,
    now,
  }: { me: number; search: string | null; after: Cursor | null; before: Cursor | null; now: Date },
): Promise<ListPageOf> {
  const cursorOf = (row: ListedRow) => encodeCursor(filter.form === "todo" ? todoCursorOf(row) : timeCursorOf(row));
  if (before) {
    const backwards = await listSubmissions(database, filter, { me, search, after: before, backwards: true, now });
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
  const found = await listSubmissions(database, filter, { me, search, after, now });
  return {
    rows: found.rows,
    page: after ? { after: encodeCursor(after) } : {},
    next: found.next ? encodeCursor(found.next) : null,
    previous: after && found.rows[0] ? cursorOf(found.rows[0]) : null,
  };
}
