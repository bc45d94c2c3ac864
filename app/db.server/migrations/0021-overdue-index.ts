import { sql, type Kysely, type SqlBool } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * To do's overdue count, read on every inbox page (issue 24, point 8): the enquiries not called yet, counted by due
 * time. Through the (status, due_at) index it looked up each such row in the table for its first call and spam mark:
 * 150 ms at a million enquiries, where the seed leaves 37,000 never called. This index holds only those rows, with
 * every column the count reads, so the count reads the index alone (1-2 ms). Its condition is literal SQL, as the
 * count's is (`overdueCount`), so both planners match them; the columns repeat the condition's so SQLite, too, sees
 * that the index covers the query, and begin as the (status, due_at) index does, so that even without statistics
 * (no ANALYZE yet) SQLite prefers it, as the one of the two that covers the query. No stored row changes.
 */
export const overdueIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("submissions_not_called")
      .on("submissions")
      .columns(["status", "due_at", "first_contacted_at", "is_spam"])
      .where(sql<SqlBool>`status = 'new' and first_contacted_at is null and is_spam = false`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("submissions_not_called").execute();
  },
};
