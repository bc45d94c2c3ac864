import type { ExpressionBuilder } from "kysely";
import { notCalledYet } from "#app/enquiries/not-called.server.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { Database } from "#app/db.server/schema.ts";
import type { Escalation } from "#app/mail/messages.server.ts";
import { outboxKey, queueStaffMail } from "#app/mail/outbox.server.ts";

/**
 * Nobody forgotten (issue 24, point 6): an enquiry that falls due with nobody having called the family brings the
 * office (ESCALATE_TO, else NOTIFY_TO) one e-mail through the outbox, once. Overdue means: still at the stage New, no
 * call logged (`first_contacted_at` NULL), not spam, and its due time passed. Staff who moved it on without logging
 * a call (Not going ahead: no longer needed) have dealt with it, so it is not overdue.
 *
 * The outbox's worker looks once a minute (worker.server.ts); `escalated_at` is set in the transaction that queues the
 * e-mail, and only where it is still NULL, so two workers never both send one, and none sends it a second time. Both
 * read the index of the enquiries not called yet (`notCalledYet`, migration 0021).
 */

/**
 * Enquiries that fell due longer ago than this are not e-mailed about: they are on the To do list and counted by
 * /healthz, and an e-mail about a week-old enquiry is no alarm. It also keeps the first run after an upgrade (or after
 * the workers were stopped for long) from sending one e-mail for every enquiry the office ever let lapse.
 */
export const ESCALATION_LOOKBACK_MS = 7 * 24 * 3_600_000;
/** At most this many a run (a minute): one short transaction even when many fall due at once. */
const BATCH = 50;

function isOverdue(now: number) {
  return (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.and([notCalledYet, eb("due_at", "<=", new Date(now).toISOString())]);
}

/** How many enquiries are overdue right now, however long ago they fell due (/healthz). */
export async function overdueCount(db: Queryable, now: number): Promise<number> {
  const row = await db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where(isOverdue(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Queues one e-mail to `recipients` for each enquiry that fell due in the last week and was not escalated yet, marking
 * each escalated in the same transaction. Nothing (and nothing marked) when there is nobody to tell. Returns how many.
 */
export async function queueEscalations(database: SiteDatabase, now: number, recipients: string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  const key = await outboxKey(database);
  return inTransaction(database, async ({ db }) => {
    const marked = await db
      .updateTable("submissions")
      .set({ escalated_at: new Date(now).toISOString() })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("submissions")
          .select("id")
          .where(isOverdue(now))
          .where("due_at", ">", new Date(now - ESCALATION_LOOKBACK_MS).toISOString())
          .where("escalated_at", "is", null)
          .orderBy("due_at")
          .limit(BATCH)
          .$if(database.dialect === "postgres", (query) => query.forUpdate().skipLocked()),
      )
      // Checked again on the row itself: a worker that waited for another's lock finds it escalated and skips it.
      .where("escalated_at", "is", null)
      .returning(["id", "form", "reference", "due_at"])
      .execute();
    const escalations: Escalation[] = marked
      .map((row) => {
        const dueAt = new Date(row.due_at!);
        return {
          id: Number(row.id),
          form: row.form,
          reference: row.reference,
          dueAt: dueAt.toISOString(),
          overdueMs: now - dueAt.getTime(),
        };
      })
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id - b.id);
    for (const escalation of escalations)
      await queueStaffMail(
        db,
        { kind: "staff-escalation", to: recipients.join(", "), payload: { escalation }, key },
        now,
      );
    return escalations.length;
  });
}
