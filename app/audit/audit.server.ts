import { createHmac } from "node:crypto";
import type { Queryable } from "#app/db.server/db.server.ts";

/**
 * The audit log: one row per thing a staff member (or the command line, or someone trying to sign in) did. It is only
 * ever added to: nothing in the app changes an entry, and only the retention purge removes old ones
 * (`purgeAuditEntriesBefore` in audit-log.server.ts; on PostgreSQL the database refuses anything else: ADR 0008). Entries name accounts and enquiries by id and the
 * client by a keyed hash of its address; `details` never holds personal data (no addresses, names or e-mail text).
 */

/** Every action the log knows, so that a typo cannot make a new kind of entry nobody looks for. */
export const auditActions = [
  "sign-in",
  "sign-in-failed",
  "sign-in-blocked",
  // A signed-in person's current password, asked for again on "My account", was wrong.
  "password-check-failed",
  // An admin cleared the sign-in locks of an account (app/auth/sign-in-locks.server.ts).
  "sign-in-lock-cleared",
  "second-factor-failed",
  "second-factor-blocked",
  "mfa-enrolled",
  "mfa-reset",
  "recovery-code-used",
  "recovery-codes-renewed",
  "password-changed",
  "password-rehashed",
  "password-reset-sent",
  "password-reset",
  "access-requested",
  "access-confirmed",
  "access-approved",
  "access-refused",
  "invite-sent",
  "invite-accepted",
  "invite-resent",
  "invite-revoked",
  "role-changed",
  // The permission to see job applicants (issue 27), given or removed by an admin on the staff page.
  "recruiter-granted",
  "recruiter-removed",
  "account-disabled",
  "account-enabled",
  "admin-created",
  "sign-out",
  "sign-out-everywhere",
  "sessions-ended",
  "everyone-signed-out",
  // The inbox (app/inbox/): each view of an enquiry, each change to one, each export.
  "enquiry-viewed",
  "enquiry-marked-unread",
  "enquiry-status-changed",
  "enquiry-assigned",
  "enquiry-note-added",
  "enquiry-call-logged",
  "enquiry-spam-changed",
  "enquiries-exported",
  // The outbox (app/mail/): an admin sends a failed e-mail again.
  "e-mail-sent-again",
  // The audit log itself (app/audit/audit-log.server.ts): each export, with its filter and row count.
  "audit-exported",
  // Data protection (app/data-protection/): the retention purge's runs, erasures and subject access exports.
  "retention-purge",
  "enquiries-erased",
  "subject-access-exported",
  // Vacancies (app/careers/vacancies.server.ts): each one added, changed, published or closed, by its id.
  "vacancy-created",
  "vacancy-changed",
  "vacancy-published",
  "vacancy-closed",
  // Careers (app/careers/): each view of a job application, each change to one, each CV download and export. The
  // application is named by its id in the details (the submission column is for enquiries).
  "application-viewed",
  "application-stage-changed",
  "application-interview-set",
  "application-note-added",
  "application-cv-downloaded",
  "applications-exported",
  "applications-erased",
  // Reports (app/reports/): each view of /admin/reports and each CSV of it; counts only, never an enquiry.
  "reports-viewed",
  "reports-exported",
] as const;

export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  action: AuditAction;
  /** Who did it: NULL for the command line or someone not signed in. */
  actorId?: number | null;
  /** The account it was done to or concerned. */
  accountId?: number | null;
  submissionId?: number | null;
  /** From `clientHashOf`. */
  clientHash?: string | null;
  /** More about the event: counts, roles, reasons chosen from a list. Never personal data. */
  details?: Record<string, string | number | boolean | null>;
}

/** Adds one entry, in the caller's transaction when it passes one (the entry commits with what it records). */
export async function recordAudit(db: Queryable, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: now.toISOString(),
      action: entry.action,
      actor_id: entry.actorId ?? null,
      account_id: entry.accountId ?? null,
      submission_id: entry.submissionId ?? null,
      client_hash: entry.clientHash ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

/**
 * A keyed hash of a client's address for the log (HMAC-SHA-256 under the "audit-client" key, first 32 hex digits):
 * the same client gives the same hash, so staff can see that failures came from one place, but the log does not hold
 * the address.
 */
export function clientHashOf(key: Buffer, address: string | null | undefined): string | null {
  if (!address) return null;
  return createHmac("sha256", key).update(address).digest("hex").slice(0, 32);
}
