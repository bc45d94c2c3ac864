import { getBusinessDetails } from "#app/config/business.server.ts";
import { env } from "#app/config/env.server.ts";
import { serverNow } from "#app/config/clock.server.ts";
import { getDatabase, inTransaction, type SiteDatabase } from "#app/db.server/db.server.ts";
import { noteWriteOutcome } from "#app/db.server/write-failures.ts";
import type { RouterContextProvider } from "react-router";
import { logRepeatedError, type RequestInfo } from "#app/utils/log.server.ts";
import { queueSubmissionMails } from "#app/mail/outbox.server.ts";
import { nudgeMailWorker } from "#app/mail/server-worker.server.ts";
import { requestFactsOf, requestInfoIn } from "#app/http/request-context.server.ts";
import { formConfig } from "#app/forms/config.server.ts";
import { formDefinitions, type FormName } from "#app/enquiries/definitions.ts";
import { validate } from "#app/enquiries/validate.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";
import { clientKey, countRateLimitHit } from "#app/forms/rate-limit.server.ts";
import { sentFast, spamReason, type SpamSignals } from "#app/forms/spam.server.ts";
import { verifiedStartTime } from "#app/forms/start-time.server.ts";
import { officeCalendarWith } from "#app/enquiries/office-time.ts";
import { KEY_REUSED, storeSubmission, type StoreOptions } from "#app/enquiries/submissions.server.ts";

/**
 * The one path every submission takes, from a page's form or from the JSON API:
 * schema → spam signals → rate limit → storage. Never throws: a storage failure is an outcome.
 */
export type SubmissionOutcome =
  | { kind: "stored"; id: number; reference?: string; duplicate: boolean; spam: boolean; arrivedAt: number }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
  /** Only when the context asked to refuse it (the API): the idempotency key was used before for other fields. */
  | { kind: "key-reused" }
  | { kind: "failed"; message: string };

/** The request a submission came in, as far as storing it needs: the rate limit and the log lines. */
export interface SubmissionRequest extends RequestInfo {
  /** The client's address as the production server worked it out: hashed for the rate limit, never stored. */
  clientAddress: string;
}

export interface SubmissionContext<K extends StoreOptions["onKeyReuse"] = StoreOptions["onKeyReuse"]> {
  request: SubmissionRequest;
  signals: SpamSignals;
  idempotencyKey: string | null;
  /** What to do with fields that differ from those first sent with the same idempotency key (see `StoreOptions`). */
  onKeyReuse: K;
  originPage: string;
  /** The database to use; the site's own (DATABASE_URL) when not given. */
  database?: SiteDatabase;
  now?: number;
}

/**
 * The request a page's form came in, with the id and client address the production server put in the load context
 * (never headers a client could send). Under `npm run dev` there is none: no id, and every client is "unknown".
 */
export function submissionRequestOf(request: Request, context?: Readonly<RouterContextProvider>): SubmissionRequest {
  return { ...requestInfoIn(request, context), clientAddress: requestFactsOf(context)?.clientAddress ?? "unknown" };
}

/** Idempotency keys: 8 to 200 letters, digits and - _ . : (a UUID fits). Anything else is ignored. */
export function idempotencyKeyOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_.:-]{8,200}$/.test(value) ? value : null;
}

/**
 * Where a form says it was sent from: a path on this site (no spaces, control characters or half an emoji, which
 * PostgreSQL and SQLite would store differently), else the fallback.
 */
export function originPageOf(value: unknown, fallback: string): string {
  return typeof value === "string" &&
    /^\/[^\s\p{Cc}]{0,300}$/u.test(value) &&
    value.isWellFormed() &&
    !value.startsWith("//")
    ? value
    : fallback;
}

export function rateLimitMessage(): string {
  const { mainPhone } = getBusinessDetails();
  return `You have sent this form several times in a short while, so we have paused it for a few minutes. Please call us on ${mainPhone} and we will help you straight away.`;
}

export function failureMessage(form: FormName): string {
  const { mainPhone } = getBusinessDetails();
  return `${formDefinitions[form].failure.text} Our phone number is ${mainPhone}.`;
}

/** The outcomes a caller can get: "key-reused" only when it asked for such submissions to be refused. */
export type SubmissionOutcomeFor<K extends StoreOptions["onKeyReuse"]> = K extends "refuse"
  ? SubmissionOutcome
  : Exclude<SubmissionOutcome, { kind: "key-reused" }>;

export async function submitForm<K extends StoreOptions["onKeyReuse"]>(
  form: FormName,
  raw: Record<string, unknown>,
  context: SubmissionContext<K>,
): Promise<SubmissionOutcomeFor<K>> {
  return (await submit(form, raw, context)) as SubmissionOutcomeFor<K>;
}

async function submit(
  form: FormName,
  raw: Record<string, unknown>,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const config = formConfig();
  const now = context.now ?? serverNow();
  // An invalid form always gets its errors, however fast it came and whatever the honeypot holds: a person who pressed
  // Send on an empty form is told what is missing, never that it was received.
  const parsed = validate(form, raw);
  if (!parsed.success) return { kind: "invalid", errors: parsed.errors };
  const values = parsed.data;
  const spam = spamReason(context.signals);

  let database: SiteDatabase | undefined;
  try {
    // The form's start time counts only when this server signed it (start-time.server.ts); else the browser's measure.
    const startedAt = await verifiedStartTime(context.signals.startedAt, now, context.database);
    const fast = sentFast({ ...context.signals, startedAt }, now, config.minFillMs);
    database = context.database ?? (await getDatabase(env().DATABASE_URL));
    const key = await clientKey(database, context.request.clientAddress);
    // One transaction: the rate-limit hit, the submission and its e-mails in the outbox commit together, in one commit.
    // A refused submission commits its hit alone; a duplicate brings no new e-mail.
    const outcome = await inTransaction(database, async (transaction) => {
      const limit = await countRateLimitHit(transaction, form, key, {
        max: config.rateLimitMax,
        windowSeconds: config.rateLimitWindowSeconds,
        now,
      });
      if (!limit.allowed) return { limited: true, limit } as const;
      const stored = await storeSubmission(transaction, form, values, {
        spamReason: spam,
        sentFast: fast,
        idempotencyKey: context.idempotencyKey,
        onKeyReuse: context.onKeyReuse,
        originPage: context.originPage,
        requestId: context.request.requestId,
        now,
        duplicateWindowSeconds: config.duplicateWindowSeconds,
        calendar: officeCalendarWith(getBusinessDetails()),
      });
      const mails =
        stored === KEY_REUSED || stored.duplicate
          ? 0
          : await queueSubmissionMails(
              transaction,
              {
                id: stored.id,
                form,
                email: typeof values.email === "string" ? values.email : null,
                spam: spam !== null,
              },
              now,
            );
      return { limited: false, stored, mails } as const;
    });
    noteWriteOutcome(true);
    if (outcome.limited)
      return { kind: "rate-limited", retryAfterSeconds: outcome.limit.retryAfterSeconds, message: rateLimitMessage() };
    const { stored } = outcome;
    if (outcome.mails > 0) nudgeMailWorker();
    if (stored === KEY_REUSED) return { kind: "key-reused" };
    return { kind: "stored", ...stored, spam: spam !== null, arrivedAt: now };
  } catch (error) {
    // While the database is down every submission fails the same way: logged once a minute with a count.
    logRepeatedError(error, context.request);
    // The database answered but the write failed (a full disk): /healthz reports it until a write succeeds again.
    if (database) noteWriteOutcome(false);
    return { kind: "failed", message: failureMessage(form) };
  }
}
