import { sql } from "kysely";
import { recordAudit } from "../audit/audit.server.ts";
import { inTransaction, type SiteDatabase } from "../db.server/db.server.ts";
import { personCondition, type PersonQuery } from "./person.server.ts";
import { compactSearchIndex } from "./search-index.server.ts";

/**
 * Erasure on request (UK GDPR Art. 17; ADR 0009): every enquiry of a person goes, with its notes and e-mails
 * (cascade) and its words in the search index; the inbox searches kept on the server that name them go too. What stays
 * is one `erased_enquiries` row per enquiry with no personal data: its form, when it arrived, when and by whom it was
 * erased, and why. One transaction, audited with the count.
 */

export async function erasePerson(database: SiteDatabase, actorId: number | null, query: PersonQuery, reason: string, now: Date): Promise<number> {
  const erased = await inTransaction(database, async ({ db }) => {
    const rows = await db.selectFrom("submissions").select(["id", "form", "created_at"]).where(personCondition(query)).orderBy("id").execute();
    if (rows.length === 0) return 0;
    await db
      .insertInto("erased_enquiries")
      .values(rows.map((row) => ({ form: row.form, received_at: new Date(row.created_at).toISOString(), erased_at: now.toISOString(), erased_by: actorId, reason })))
      .execute();
    await db
      .deleteFrom("submissions")
      .where(
        "id",
        "in",
        rows.map((row) => Number(row.id)),
      )
      .execute();
    // A search typed to find them (kept 12 hours for the inbox's lists) holds their address or number.
    const terms = [query.email, ...query.phones].filter((term): term is string => Boolean(term));
    for (const term of terms) {
      await db.deleteFrom("inbox_searches").where(sql`replace(replace(replace(replace(lower(search), ' ', ''), '-', ''), '(', ''), ')', '')`, "like", `%${term.replace(/[%_]/g, "")}%`).execute();
    }
    await recordAudit(db, { action: "enquiries-erased", actorId, details: { count: rows.length } }, now);
    return rows.length;
  });
  if (erased > 0) await compactSearchIndex(database);
  return erased;
}
