import { recordAudit } from "#app/audit/audit.server.ts";
import { env } from "#app/config/env.server.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { OutboxState } from "#app/db.server/schema.ts";

/**
 * What staff and monitoring see of the outbox: the backlog (for /healthz and the staff pages), each enquiry's e-mails
 * and their state, and an admin's "send again" for a failed one.
 */

export interface Backlog {
  /** E-mails not yet sent (waiting, being sent, or to be tried again). */
  waiting: number;
  /** How long the oldest of them has waited, in whole seconds; null when none waits. */
  oldestSeconds: number | null;
  /** E-mails given up on (refused, or out of attempts) that nobody has sent again. */
  failed: number;
}

export async function outboxBacklog(db: Queryable, now: number): Promise<Backlog> {
  const [pending, failed] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.min("created_ms").as("oldest")])
      .where("state", "=", "pending")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("state", "=", "failed")
      .executeTakeFirstOrThrow(),
  ]);
  const oldest = pending.oldest === null ? null : Number(pending.oldest);
  return {
    waiting: Number(pending.count),
    oldestSeconds: oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 1000)),
    failed: Number(failed.count),
  };
}

/** Whether e-mails can go out at all (SMTP_URL set); without it they wait. */
export function mailConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

export interface Delivery {
  id: number;
  kind: "enquiry" | "acknowledgement";
  state: OutboxState;
  /** A worker holds it right now. */
  sending: boolean;
  attempts: number;
  lastError: string | null;
  /** When it was sent or given up on (ISO), or when it is next tried (pending). */
  at: string;
}

/** The e-mails of one enquiry, oldest first. */
export async function deliveriesOf(db: Queryable, submissionId: number): Promise<Delivery[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "kind", "state", "lease_token", "attempts", "last_error", "next_attempt_ms", "finished_ms"])
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind === "acknowledgement" ? "acknowledgement" : "enquiry",
    state: row.state,
    sending: row.state === "pending" && row.lease_token !== null,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    at: new Date(
      Number(row.state === "pending" ? row.next_attempt_ms : (row.finished_ms ?? row.next_attempt_ms)),
    ).toISOString(),
  }));
}

/**
 * An admin sends a failed e-mail of an enquiry again: it is pending once more, with its attempts counted afresh and
 * its Message-ID kept (if the first did arrive after all, the receiving system sees the same message). Audited.
 * False when there is no such failed e-mail of that enquiry.
 */
export async function sendAgain(
  database: SiteDatabase,
  actorId: number,
  submissionId: number,
  outboxId: number,
  now: Date,
): Promise<boolean> {
  return inTransaction(database, async ({ db }) => {
    const result = await db
      .updateTable("outbox")
      .set({ state: "pending", attempts: 0, next_attempt_ms: now.getTime(), finished_ms: null, lease_token: null })
      .where("id", "=", outboxId)
      .where("submission_id", "=", submissionId)
      .where("state", "=", "failed")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordAudit(db, { action: "e-mail-sent-again", actorId, submissionId, details: { email: outboxId } }, now);
    return true;
  });
}
