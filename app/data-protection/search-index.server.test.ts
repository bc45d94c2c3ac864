import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { compactSearchIndex } from "#app/data-protection/search-index.server.ts";

// The word index keeps nothing of a removed enquiry once compacted: on SQLite FTS5 leaves a removed row's words in its
// segments until they are rewritten, so the compaction must merge every segment (not only when FTS5 would choose to)
// and report how many steps it took; on PostgreSQL the words are a column of the row and go with it.

describe.each(dialects)("the search index's compaction on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.dispose();
  });
  beforeEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
    if (dialect === "sqlite") await compactSearchIndex(test.database);
  });

  /** Each enquiry written in a transaction of its own: on SQLite each leaves a segment of its own in the index. */
  const seed = (name: string) => seedEnquiry(test.database.db, { createdAt: 0, dueAt: 0, name });

  if (dialect === "sqlite") {
    /** The index's stored pages (its structure record, averages and one leaf per segment, at this size). */
    const pages = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from submissions_words_data`.execute(test.database.db)).rows[0]!
          .n,
      );
    /** Whether any stored page of the index still holds `word` (FTS5 keeps tokens lower-cased). */
    const inSegments = async (word: string) =>
      (
        await sql<{ block: Uint8Array | null }>`select block from submissions_words_data`.execute(test.database.db)
      ).rows.some((row) => row.block !== null && Buffer.from(row.block).includes(Buffer.from(word)));
    const matches = async (word: string) =>
      (
        await sql<{ rowid: number }>`select rowid from submissions_words where submissions_words match ${word}`.execute(
          test.database.db,
        )
      ).rows.map((row) => Number(row.rowid));

    it("rewrites the segments holding a removed enquiry's words: one step that merged, one that found nothing left", async () => {
      const gone = await seed("Zedwardine Removed");
      const kept = await seed("Yorrick Kept");
      await test.database.db.deleteFrom("submissions").where("id", "=", gone).execute();
      // The row no longer matches, but its words are still in the stored segments.
      expect(await matches("zedwardine")).toEqual([]);
      expect(await inSegments("zedwardine")).toBe(true);

      expect(await compactSearchIndex(test.database)).toBe(2);
      expect(await inSegments("zedwardine")).toBe(false);
      expect(await matches("yorrick")).toEqual([kept]);
      // Nothing left to merge: the first step finds nothing to do.
      expect(await compactSearchIndex(test.database)).toBe(1);
    });

    it("merges every segment into one even when there are fewer than FTS5 would merge by itself", async () => {
      // Two writes, two segments: FTS5's own merge ('merge' with a positive page count) waits for four.
      await seed("Xanthe One");
      await seed("Wilbur Two");
      const before = await pages();
      expect(await compactSearchIndex(test.database)).toBe(2);
      expect(await pages()).toBe(before - 1);
      expect(await matches("xanthe")).toHaveLength(1);
      expect(await matches("wilbur")).toHaveLength(1);
    });
  } else {
    it("does nothing on PostgreSQL, where a row's words are a column of the row and go with it", async () => {
      const gone = await seed("Zedwardine Removed");
      await seed("Yorrick Kept");
      await test.database.db.deleteFrom("submissions").where("id", "=", gone).execute();
      expect(await compactSearchIndex(test.database)).toBe(0);
      const found = await sql<{
        id: number;
      }>`select id from submissions where search_words @@ to_tsquery('simple', 'zedwardine')`.execute(test.database.db);
      expect(found.rows).toEqual([]);
    });
  }
});
