import { describe, expect, it } from "vitest";
import { decodeListCursor, encodeListCursor } from "#app/inbox/list-cursor.server.ts";

// The cursor in a list's URL is kept in bookmarks and browser history, so its text is a format: a To do cursor written
// by hand (or by an earlier release) reads as the same place, and neither kind is taken for the other. The round
// trips and the malformed cursors are tested with the list (inbox.server.test.ts, "encodeCursor and decodeCursor").

const text = (cursor: string) => Buffer.from(cursor, "base64url").toString("utf8");
const encode = (value: string) => Buffer.from(value).toString("base64url");

describe("a To do cursor's text", () => {
  it("is 'todo', the part, the due time (empty without one) and the id", () => {
    expect(text(encodeListCursor({ segment: 3, dueAt: "2026-07-01T23:30:00.000Z", id: 42 }))).toBe(
      "todo|3|2026-07-01T23:30:00.000Z|42",
    );
    expect(text(encodeListCursor({ segment: 0, dueAt: null, id: 7 }))).toBe("todo|0||7");
  });

  it("reads as To do's place, and a time cursor's text as a time cursor's", () => {
    expect(decodeListCursor(encode("todo|5|2026-07-01T23:30:00Z|42"))).toEqual({
      segment: 5,
      dueAt: "2026-07-01T23:30:00.000Z",
      id: 42,
    });
    expect(decodeListCursor(encode("todo|0||7"))).toEqual({ segment: 0, dueAt: null, id: 7 });
    expect(decodeListCursor(encode("2026-07-01T23:30:00Z|42"))).toEqual({
      createdAt: "2026-07-01T23:30:00.000Z",
      id: 42,
    });
    // Without its 'todo', a To do cursor is no cursor of either kind.
    expect(decodeListCursor(encode("|5|2026-07-01T23:30:00Z|42"))).toBeNull();
  });
});
