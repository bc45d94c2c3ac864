import { decodeCursor, encodeCursor, type Cursor } from "#app/http/keyset-cursor.server.ts";

/**
 * Where a page of the inbox's list starts: the last row of the page before, as the list's own order places it. The tabs
 * by arrival go by its time and id (the shared keyset cursor); To do goes by its part (a stage, with or without a due
 * time: `todoSegments` in inbox.server.ts), its due time and id. In a URL it is base64url of those values: no personal
 * data, nothing a page number would let someone guess past.
 */
export type TimeCursor = Cursor;
export interface TodoCursor {
  /** The index of the row's part of To do's order. */
  segment: number;
  /** ISO 8601 UTC, or null for a row without a due time. */
  dueAt: string | null;
  id: number;
}
export type ListCursor = TimeCursor | TodoCursor;

const TODO = "todo";
/** More parts than To do has are refused with the rest of a malformed cursor. */
const MAX_SEGMENT = 99;

export function encodeListCursor(cursor: ListCursor): string {
  if (!("segment" in cursor)) return encodeCursor(cursor);
  return Buffer.from(`${TODO}|${cursor.segment}|${cursor.dueAt ?? ""}|${cursor.id}`).toString("base64url");
}

/** The cursor in a URL, either kind, or null when it is missing or malformed (the first page). */
export function decodeListCursor(value: string | null): ListCursor | null {
  if (!value || value.length > 100) return null;
  const parts = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (parts[0] !== TODO) return decodeCursor(value);
  const [, segment, dueAt, id] = parts;
  if (parts.length !== 4 || !/^[0-9]{1,2}$/.test(segment ?? "") || Number(segment) > MAX_SEGMENT) return null;
  if (!/^[0-9]{1,12}$/.test(id ?? "")) return null;
  if (dueAt && Number.isNaN(Date.parse(dueAt))) return null;
  return { segment: Number(segment), dueAt: dueAt ? new Date(dueAt).toISOString() : null, id: Number(id) };
}
