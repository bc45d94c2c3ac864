/**
 * Where a keyset page starts: the last row of the page before, by its time and id (a list ordered by both). In a URL
 * it is base64url of the two: no personal data, and nothing a page number would let someone guess past.
 */
export interface Cursor {
  /** ISO 8601 UTC. */
  createdAt: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

/** The cursor in a URL, or null when it is missing or malformed (the first page). */
export function decodeCursor(value: string | null): Cursor | null {
  if (!value || value.length > 100) return null;
  const [createdAt, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!createdAt || Number.isNaN(Date.parse(createdAt)) || !/^[0-9]{1,12}$/.test(id ?? "")) return null;
  return { createdAt: new Date(createdAt).toISOString(), id: Number(id) };
}
