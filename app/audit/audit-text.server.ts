import type { CsvColumn } from "#app/http/csv.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import type { AuditListEntry } from "#app/audit/audit-log.server.ts";
import type { AuditAction } from "#app/audit/audit.server.ts";

/**
 * The audit log as an admin reads it, on the page and in the CSV export: each action in words, who did it, the
 * details as "key: value". One place, so the page and the file say the same.
 */

/** Each action in words (a new action without words here does not compile). */
export const auditActionLabels: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-in-blocked": "Sign-in blocked (too many attempts)",
  "password-check-failed": "Current password wrong (My account)",
  "sign-in-lock-cleared": "Sign-in lock cleared",
  "second-factor-failed": "Wrong authenticator code",
  "second-factor-blocked": "Second step blocked (too many attempts)",
  "mfa-enrolled": "Authenticator app set up",
  "mfa-reset": "Authenticator app reset",
  "recovery-code-used": "Recovery code used",
  "recovery-codes-renewed": "New recovery codes made",
  "password-changed": "Password changed",
  "password-rehashed": "Password hash renewed",
  "password-reset-sent": "Password reset link made",
  "password-reset": "Password reset with a link",
  "access-requested": "Access requested",
  "access-confirmed": "Request confirmed from its mailbox",
  "access-approved": "Request for access approved",
  "access-refused": "Request for access refused",
  "invite-sent": "Invitation made",
  "invite-accepted": "Invitation taken up",
  "invite-resent": "Invitation sent again with a new link",
  "invite-revoked": "Invitation revoked",
  "role-changed": "Role changed",
  "recruiter-granted": "Recruiter permission given (sees job applicants)",
  "recruiter-removed": "Recruiter permission removed",
  "account-disabled": "Account disabled",
  "account-enabled": "Account enabled",
  "admin-created": "Admin account created",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "sessions-ended": "Sessions ended",
  "everyone-signed-out": "Everyone else signed out",
  "enquiry-viewed": "Enquiry viewed",
  "enquiry-marked-unread": "Enquiry marked unread",
  "enquiry-status-changed": "Enquiry status changed",
  "enquiry-assigned": "Enquiry assigned",
  "enquiry-note-added": "Note added to an enquiry",
  "enquiry-call-logged": "Call logged on an enquiry",
  "enquiry-spam-changed": "Enquiry marked or unmarked as spam",
  "enquiries-exported": "Enquiries exported (CSV)",
  "e-mail-sent-again": "E-mail sent again",
  "audit-exported": "Audit log exported (CSV)",
  "retention-purge": "Retention purge ran",
  "enquiries-erased": "Enquiries erased on request",
  "subject-access-exported": "Subject access export downloaded",
  "vacancy-created": "Vacancy added",
  "vacancy-changed": "Vacancy changed",
  "vacancy-published": "Vacancy published",
  "vacancy-closed": "Vacancy closed",
  "application-viewed": "Job application viewed",
  "application-stage-changed": "Job application stage changed",
  "application-interview-set": "Interview date set",
  "application-note-added": "Note added to a job application",
  "application-cv-downloaded": "CV downloaded",
  "applications-exported": "Job applications exported (CSV)",
  "applications-erased": "Job applications erased",
  "reports-viewed": "Reports viewed",
  "reports-exported": "Reports exported (CSV)",
};

/** Actions of someone who has not signed in (a sign-in that failed, a request for access and its confirmation). */
const visitorActions: ReadonlySet<AuditAction> = new Set([
  "sign-in-failed",
  "sign-in-blocked",
  "access-requested",
  "access-confirmed",
]);

/** Who did it: the account's e-mail address (or its id once removed), someone not signed in, or the command line. */
export function whoDidIt(entry: Pick<AuditListEntry, "action" | "actorId" | "actorEmail" | "clientHash">): string {
  if (entry.actorId !== null) return entry.actorEmail ?? `account ${entry.actorId} (removed)`;
  return visitorActions.has(entry.action) || entry.clientHash ? "someone not signed in" : "command line";
}

/** The account an entry was done to or concerns, by e-mail address (or its id once removed); null when none. */
export function accountOf(entry: Pick<AuditListEntry, "accountId" | "accountEmail">): string | null {
  if (entry.accountId === null) return null;
  return entry.accountEmail ?? `account ${entry.accountId} (removed)`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** The details as lines of "key: value" (none for an entry without details). */
export function detailsLines(details: Record<string, unknown> | null): string[] {
  return details ? Object.entries(details).map(([key, value]) => `${key}: ${valueText(value)}`) : [];
}

/** The client hash as the page shows it: its first 8 hex digits, enough to see that two entries share a client. */
export const shortHash = (hash: string | null) => (hash ? hash.slice(0, 8) : null);

/** The export's columns: every field of an entry, in words and as stored. */
export const auditCsvColumns: CsvColumn<AuditListEntry>[] = [
  { header: "Entry", value: (entry) => String(entry.id) },
  { header: "When (UK time)", value: (entry) => formatUkDateTime(entry.at) },
  { header: "When (UTC)", value: (entry) => entry.at },
  { header: "Action", value: (entry) => auditActionLabels[entry.action] ?? entry.action },
  { header: "Action code", value: (entry) => entry.action },
  { header: "Done by", value: whoDidIt },
  { header: "Done by (account id)", value: (entry) => (entry.actorId === null ? "" : String(entry.actorId)) },
  { header: "Account", value: (entry) => accountOf(entry) ?? "" },
  { header: "Account id", value: (entry) => (entry.accountId === null ? "" : String(entry.accountId)) },
  { header: "Enquiry id", value: (entry) => (entry.submissionId === null ? "" : String(entry.submissionId)) },
  { header: "Details", value: (entry) => detailsLines(entry.details).join("; ") },
  { header: "Client hash", value: (entry) => entry.clientHash ?? "" },
];
