import { recordAudit } from "#app/audit/audit.server.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { StoredFormName } from "#app/db.server/schema.ts";
import { clearFileTraces } from "#app/data-protection/file-traces.server.ts";
import { personCondition, type PersonQuery } from "#app/data-protection/person.server.ts";
import { applicationsOfPerson, eraseApplications } from "#app/careers/applicants.server.ts";

/**
 * Erasure on request (UK GDPR Art. 17; ADR 0009, 0013): the enquiries staff ticked among those a person's search finds
 * go, with their notes and e-mails (cascade) and their words in the search index. What stays is one `erased_enquiries`
 * row per enquiry with no personal data: its form, when it arrived, when and by whom it was erased, and why. One
 * transaction, audited with the count and the enquiries' ids. Every inbox search kept on the server goes too, and on
 * SQLite the file keeps no copy of what went (clearFileTraces).
 */

export async function eraseEnquiries(
  database: SiteDatabase,
  actorId: number | null,
  query: PersonQuery,
  ids: readonly number[],
  reason: string,
  now: Date,
  applicationIds: readonly number[] = [],
): Promise<number> {
  if (ids.length === 0 && applicationIds.length === 0) return 0;
  const erased = await inTransaction(database, async ({ db }) => {
    // Job applications (issue 27) the search finds among those ticked go too, CVs and notes with them; the audit
    // entry keeps their count and ids.
    const own = await applicationsOfPerson(db, personCondition(query), applicationIds);
    const erasedApplications = await eraseApplications(
      db,
      own.map((application) => application.id),
    );
    if (erasedApplications.length)
      await recordAudit(
        db,
        {
          action: "applications-erased",
          actorId,
          details: { count: erasedApplications.length, ids: erasedApplications.join(", ") },
        },
        now,
      );
    if (ids.length === 0) return erasedApplications;
    // Only what the search finds: an id posted for someone else's enquiry is never erased.
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "form", "created_at"])
      .where(personCondition(query))
      .where("id", "in", [...ids])
      .orderBy("id")
      .execute();
    if (rows.length === 0) return erasedApplications;
    await db
      .insertInto("erased_enquiries")
      .values(
        rows.map((row) => ({
          form: row.form,
          received_at: new Date(row.created_at).toISOString(),
          erased_at: now.toISOString(),
          erased_by: actorId,
          reason,
        })),
      )
      .execute();
    const erasedIds = rows.map((row) => Number(row.id));
    await db.deleteFrom("submissions").where("id", "in", erasedIds).execute();
    // A search typed to find them (kept 12 hours for the inbox's lists) may hold their name, address, number or
    // postcode, in any spelling: all of them go, which costs staff no more than typing a search again.
    await db.deleteFrom("inbox_searches").execute();
    await recordAudit(
      db,
      { action: "enquiries-erased", actorId, details: { count: rows.length, ids: erasedIds.join(", ") } },
      now,
    );
    return [...erasedIds, ...erasedApplications];
  });
  if (erased.length > 0) await clearFileTraces(database, { compactIndex: true });
  return erased.length;
}

/** One erasure's record as the data protection page lists it: no personal data, and the admin's address if still held. */
export interface ErasureRecord {
  id: number;
  form: StoredFormName;
  receivedAt: string | Date;
  erasedAt: string | Date;
  /** The admin who erased it; null when done from the command line, or the account has gone since. */
  by: string | null;
  reason: string;
}

/** The latest erasures, newest first. */
export async function latestErasures(db: Queryable, limit: number): Promise<ErasureRecord[]> {
  const rows = await db
    .selectFrom("erased_enquiries")
    .leftJoin("staff_accounts", "staff_accounts.id", "erased_enquiries.erased_by")
    .select(["erased_enquiries.id", "form", "received_at", "erased_at", "reason", "staff_accounts.email"])
    .orderBy("erased_enquiries.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    form: row.form,
    receivedAt: row.received_at,
    erasedAt: row.erased_at,
    by: row.email ?? null,
    reason: row.reason,
  }));
}
