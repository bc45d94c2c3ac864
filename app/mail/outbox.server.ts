import { randomUUID } from "node:crypto";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { env } from "#app/config/env.server.ts";
import type { Queryable, SiteDatabase, SiteTransaction } from "#app/db.server/db.server.ts";
import type { OutboxKind, StoredFormName } from "#app/db.server/schema.ts";
import { openSecret, sealSecret } from "#app/security/secret-box.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import type { StaffMailKind, StaffMailPayload } from "#app/mail/messages.server.ts";

/**
 * Putting e-mails in the outbox (ADR 0007), always in the caller's transaction: the e-mail exists if and only if what
 * it tells of was committed. The worker (worker.server.ts) sends them afterwards. An enquiry's e-mail holds no copy of
 * the enquiry: it is written from the row when sent, and goes when the row goes.
 */

/** At most one acknowledgement per visitor address in this time. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 3_600_000;

/** A Message-ID of our own, the same for every attempt of a row: `<uuid@site's host>`. */
function newMessageId(): string {
  return `<${randomUUID()}@${new URL(getBusinessDetails().siteUrl).hostname}>`;
}

function outboxRow(kind: OutboxKind, now: number) {
  return { kind, message_id: newMessageId(), next_attempt_ms: now, created_ms: now };
}

/** Was an acknowledgement queued for this address within the interval? */
async function acknowledgedRecently(db: Queryable, email: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("submissions", "submissions.id", "outbox.submission_id")
    .select("outbox.id")
    .where("outbox.kind", "=", "acknowledgement")
    .where("outbox.created_ms", ">", now - ACKNOWLEDGEMENT_INTERVAL_MS)
    .where((eb) => eb(eb.fn("lower", ["submissions.email"]), "=", email.trim().toLowerCase()))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface QueuedSubmission {
  id: number;
  form: StoredFormName;
  email: string | null;
  spam: boolean;
}

/**
 * The e-mails a new submission brings, in its transaction: one to staff, and (ACKNOWLEDGE_VISITORS) one to the visitor
 * if they gave an address that had none in the last hour. Nothing for a submission flagged as spam. Returns how many.
 */
export async function queueSubmissionMails(
  { db }: SiteTransaction,
  submission: QueuedSubmission,
  now: number,
): Promise<number> {
  if (submission.spam) return 0;
  await db
    .insertInto("outbox")
    .values({ ...outboxRow("enquiry", now), submission_id: submission.id })
    .execute();
  if (!env().ACKNOWLEDGE_VISITORS || !submission.email?.trim()) return 1;
  if (await acknowledgedRecently(db, submission.email, now)) return 1;
  await db
    .insertInto("outbox")
    .values({ ...outboxRow("acknowledgement", now), submission_id: submission.id })
    .execute();
  return 2;
}

/** The key that seals staff e-mails' links: fetched before a transaction (on SQLite one must not query beside it). */
export function outboxKey(database: SiteDatabase): Promise<Buffer> {
  return keyFor("outbox-payload", database);
}

/**
 * An e-mail to a staff member, in the caller's transaction. A link in it (an invitation's token) is sealed under the
 * outbox's key (`outboxKey`): the database holds only the token's hash elsewhere, and a copy of it alone does not give
 * the link.
 */
export async function queueStaffMail(
  db: Queryable,
  mail: { kind: StaffMailKind; to: string } & ({ payload?: undefined } | { payload: StaffMailPayload; key: Buffer }),
  now: number,
): Promise<void> {
  const sealed = mail.payload ? sealSecret(mail.key, Buffer.from(JSON.stringify(mail.payload))) : null;
  await db
    .insertInto("outbox")
    .values({ ...outboxRow(mail.kind, now), recipient: mail.to, sealed_payload: sealed })
    .execute();
}

/** A staff e-mail's payload, opened; throws when it cannot be (another SITE_SECRET, a changed row). */
export async function openPayload(database: SiteDatabase, sealed: string | null): Promise<StaffMailPayload> {
  if (!sealed) return {};
  return JSON.parse(Buffer.from(openSecret(await outboxKey(database), sealed)).toString("utf8")) as StaffMailPayload;
}
