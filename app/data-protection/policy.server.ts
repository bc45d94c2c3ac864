import { env, retentionOverrides, type Env } from "#app/config/env.server.ts";
import type { StoredFormName } from "#app/db.server/schema.ts";
import { formNames } from "#app/enquiries/definitions.ts";

/**
 * How long the site keeps what it holds (ADR 0009), from the configuration: the purge removes by it, and /privacy
 * states it, so the two cannot disagree.
 */
export interface RetentionPolicy {
  /** Enquiries flagged as spam: days after they arrived. */
  spamDays: number;
  /** Closed enquiries (not going ahead), per form: months after staff last worked on them. */
  closedMonths: Record<StoredFormName, number>;
  /** Every other enquiry (new, contacted, assessment booked, care started), per form: months after the last work on it. */
  openMonths: Record<StoredFormName, number>;
  /** Audit log entries and the records of erasures: years. */
  auditYears: number;
  /** Job applicants not progressed: months after staff last changed them (applications caught as spam: spamDays). */
  applicantMonths: number;
}

/** Staff e-mails (invitations, reset links) are kept this long after they were sent or given up on. */
export const STAFF_EMAIL_DAYS = 30;

export function retentionPolicy(config: Env = env()): RetentionPolicy {
  const perForm = (overrides: Record<StoredFormName, string>, fallback: number) =>
    Object.fromEntries(
      formNames.map((form) => [form, (config[overrides[form] as keyof Env] as number | undefined) ?? fallback]),
    ) as Record<StoredFormName, number>;
  return {
    spamDays: config.RETENTION_SPAM_DAYS,
    closedMonths: perForm(retentionOverrides.closed, config.RETENTION_CLOSED_MONTHS),
    openMonths: perForm(retentionOverrides.open, config.RETENTION_OPEN_MONTHS),
    auditYears: config.AUDIT_RETENTION_YEARS,
    applicantMonths: config.RETENTION_APPLICANTS_MONTHS,
  };
}

/** The same day and time `months` calendar months earlier, in UTC (31 March less one month is 3 March, as Date does). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** Anything older than its cut-off (strictly) is due for removal. */
export interface Cutoffs {
  spam: Date;
  closed: Record<StoredFormName, Date>;
  open: Record<StoredFormName, Date>;
  audit: Date;
  staffEmails: Date;
  applicants: Date;
}

export function cutoffsAt(policy: RetentionPolicy, now: Date): Cutoffs {
  const perForm = (months: Record<StoredFormName, number>) =>
    Object.fromEntries(formNames.map((form) => [form, monthsBefore(now, months[form])])) as Record<
      StoredFormName,
      Date
    >;
  return {
    spam: new Date(now.getTime() - policy.spamDays * 86_400_000),
    closed: perForm(policy.closedMonths),
    open: perForm(policy.openMonths),
    audit: monthsBefore(now, policy.auditYears * 12),
    staffEmails: new Date(now.getTime() - STAFF_EMAIL_DAYS * 86_400_000),
    applicants: monthsBefore(now, policy.applicantMonths),
  };
}
