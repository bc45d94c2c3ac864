import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { recordAudit } from "#app/audit/audit.server.ts";
import { purgeAuditEntriesBefore } from "#app/audit/audit-log.server.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { Database, StoredFormName } from "#app/db.server/schema.ts";
import { formNames } from "#app/enquiries/definitions.ts";
import { cutoffsAt, type Cutoffs, type RetentionPolicy } from "#app/data-protection/policy.server.ts";
import { removeExpiredSearches } from "#app/inbox/inbox.server.ts";
import { CLOSED_STATUS } from "#app/inbox/stages.ts";
import { clearFileTraces } from "#app/data-protection/file-traces.server.ts";
import { purgeApplications } from "#app/careers/applicants.server.ts";
import { purgeEqualityAnswers } from "#app/careers/equality.server.ts";

/**
 * The retention purge (ADR 0009): removes what is older than its period. "Closed" enquiries are those not going ahead
 * (ADR 0016); every other stage, care started included, is open. An enquiry goes with its notes and e-mails
 * (foreign keys, on delete cascade) and its words in the search index (trigger or generated column). Rows go in
 * batches, each its own short transaction, so a large first purge never holds the database for long and forms keep
 * being stored meanwhile. A dry run counts the same rows without removing them. Each real run is audited with its
 * counts, never with personal data. Job applicants not progressed (with their CVs and notes), equality monitoring
 * answers past the applicants' period, inbox searches kept past their time go too, and on SQLite the file keeps no copy
 * of what went (clearFileTraces).
 */

/** How many rows one batch removes. */
const BATCH = 500;

export interface PurgeCounts {
  spam: number;
  closed: Record<StoredFormName, number>;
  open: Record<StoredFormName, number>;
  /** Records of erasures older than the audit period. */
  erasureRecords: number;
  /** Staff e-mails (invitations, reset links) sent or given up on more than 30 days ago. */
  staffEmails: number;
  /** Audit log entries older than the audit period (the only way one is ever removed: ADR 0008). */
  auditEntries: number;
  /** Inbox searches kept past their 12 hours (their words may name a person: ADR 0013). */
  savedSearches: number;
  /** Job applicants not progressed past RETENTION_APPLICANTS_MONTHS, or caught as spam past the spam period, with their CVs. */
  applicants: number;
  /** Equality monitoring answers given in a month that ended more than RETENTION_APPLICANTS_MONTHS ago (ADR 0022). */
  equalityAnswers: number;
}

export function totalOf(counts: PurgeCounts): number {
  const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);
  return (
    counts.spam +
    sum(counts.closed) +
    sum(counts.open) +
    counts.erasureRecords +
    counts.staffEmails +
    counts.auditEntries +
    counts.savedSearches +
    counts.applicants +
    counts.equalityAnswers
  );
}

type SubmissionsWhere = (eb: ExpressionBuilder<Database, "submissions">) => Expression<SqlBool>;

/** Staff last worked on it before `cutoff` (a row without that time counts from its arrival). */
const lastActiveBefore = (eb: ExpressionBuilder<Database, "submissions">, cutoff: Date) =>
  eb.or([
    eb("last_activity_at", "<", cutoff.toISOString()),
    eb.and([eb("last_activity_at", "is", null), eb("created_at", "<", cutoff.toISOString())]),
  ]);

/** Each group of enquiries the purge removes, with its rule. */
function submissionGroups(
  cutoffs: Cutoffs,
): { key: ["spam"] | ["closed" | "open", StoredFormName]; where: SubmissionsWhere }[] {
  return [
    {
      key: ["spam"],
      where: (eb) => eb.and([eb("is_spam", "=", true), eb("created_at", "<", cutoffs.spam.toISOString())]),
    },
    ...formNames.flatMap((form) => [
      {
        key: ["closed", form] as ["closed", StoredFormName],
        where: ((eb) =>
          eb.and([
            eb("is_spam", "=", false),
            eb("form", "=", form),
            eb("status", "=", CLOSED_STATUS),
            lastActiveBefore(eb, cutoffs.closed[form]),
          ])) as SubmissionsWhere,
      },
      {
        key: ["open", form] as ["open", StoredFormName],
        where: ((eb) =>
          eb.and([
            eb("is_spam", "=", false),
            eb("form", "=", form),
            eb("status", "!=", CLOSED_STATUS),
            lastActiveBefore(eb, cutoffs.open[form]),
          ])) as SubmissionsWhere,
      },
    ]),
  ];
}

/** Removes the rows `ids` picks, a batch at a time, each batch in its own transaction; returns how many went. */
async function removeInBatches(
  database: SiteDatabase,
  removeBatch: (db: Queryable) => Promise<number>,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await inTransaction(database, ({ db }) => removeBatch(db));
    removed += count;
    if (count < BATCH) return removed;
  }
}

const emptyPerForm = () => Object.fromEntries(formNames.map((form) => [form, 0])) as Record<StoredFormName, number>;

/**
 * Counts (dry run) or removes what the policy says is due at `now`. The real run is audited (action
 * `retention-purge`, the counts), then the search index is compacted and the WAL emptied (clearFileTraces).
 */
export async function purge(
  database: SiteDatabase,
  policy: RetentionPolicy,
  now: Date,
  { dryRun }: { dryRun: boolean },
): Promise<PurgeCounts> {
  const cutoffs = cutoffsAt(policy, now);
  const counts: PurgeCounts = {
    spam: 0,
    closed: emptyPerForm(),
    open: emptyPerForm(),
    erasureRecords: 0,
    staffEmails: 0,
    auditEntries: 0,
    savedSearches: 0,
    applicants: 0,
    equalityAnswers: 0,
  };
  const { db } = database;
  counts.applicants = await purgeApplications(
    database,
    { before: cutoffs.applicants, spamBefore: cutoffs.spam },
    { dryRun, batch: BATCH },
  );
  // Not linked to any application, so they cannot go with one: by the month they were given in, on the same period.
  counts.equalityAnswers = await purgeEqualityAnswers(db, cutoffs.applicants, { dryRun });

  for (const group of submissionGroups(cutoffs)) {
    const count = dryRun
      ? Number(
          (
            await db
              .selectFrom("submissions")
              .select((eb) => eb.fn.countAll().as("n"))
              .where(group.where)
              .executeTakeFirstOrThrow()
          ).n,
        )
      : await removeInBatches(database, async (tx) =>
          Number(
            (
              await tx
                .deleteFrom("submissions")
                .where("id", "in", (eb) => eb.selectFrom("submissions").select("id").where(group.where).limit(BATCH))
                .executeTakeFirst()
            ).numDeletedRows,
          ),
        );
    if (group.key[0] === "spam") counts.spam = count;
    else counts[group.key[0]][group.key[1]] = count;
  }

  const oldErasures = (eb: ExpressionBuilder<Database, "erased_enquiries">) =>
    eb("erased_at", "<", cutoffs.audit.toISOString());
  const oldStaffEmails = (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([
      eb("submission_id", "is", null),
      eb("state", "!=", "pending"),
      eb("finished_ms", "<", cutoffs.staffEmails.getTime()),
    ]);
  if (dryRun) {
    counts.erasureRecords = Number(
      (
        await db
          .selectFrom("erased_enquiries")
          .select((eb) => eb.fn.countAll().as("n"))
          .where(oldErasures)
          .executeTakeFirstOrThrow()
      ).n,
    );
    counts.staffEmails = Number(
      (
        await db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .where(oldStaffEmails)
          .executeTakeFirstOrThrow()
      ).n,
    );
    counts.auditEntries = Number(
      (
        await db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("at", "<", cutoffs.audit.toISOString())
          .executeTakeFirstOrThrow()
      ).n,
    );
    counts.savedSearches = await removeExpiredSearches(db, now, { dryRun: true });
    return counts;
  }
  counts.erasureRecords = Number(
    (await db.deleteFrom("erased_enquiries").where(oldErasures).executeTakeFirst()).numDeletedRows,
  );
  counts.staffEmails = Number((await db.deleteFrom("outbox").where(oldStaffEmails).executeTakeFirst()).numDeletedRows);
  counts.auditEntries = await inTransaction(database, (transaction) =>
    purgeAuditEntriesBefore(transaction, cutoffs.audit),
  );
  counts.savedSearches = await removeExpiredSearches(db, now);

  await recordAudit(db, { action: "retention-purge", details: flatCounts(counts) }, now);
  // After every run, not only one that removed enquiries: the day's changes left earlier versions of rows in the WAL.
  await clearFileTraces(database, { compactIndex: totalOf(counts) > 0 });
  return counts;
}

/** The counts as one flat object of numbers, for the audit log and the command line. */
export function flatCounts(counts: PurgeCounts): Record<string, number> {
  return {
    spam: counts.spam,
    ...Object.fromEntries(formNames.map((form) => [`closed ${form}`, counts.closed[form]])),
    ...Object.fromEntries(formNames.map((form) => [`open ${form}`, counts.open[form]])),
    "erasure records": counts.erasureRecords,
    "staff e-mails": counts.staffEmails,
    "audit entries": counts.auditEntries,
    "inbox searches": counts.savedSearches,
    "job applicants": counts.applicants,
    "equality answers": counts.equalityAnswers,
  };
}
