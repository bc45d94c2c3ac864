import { env } from "#app/config/env.server.ts";
import { getDatabase, inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import { noteWriteOutcome } from "#app/db.server/write-failures.ts";
import { findOpenVacancyBySlug } from "#app/careers/vacancies.server.ts";
import { clientKey, countRateLimitHit } from "#app/forms/rate-limit.server.ts";
import { spamReason, type SpamSignals } from "#app/forms/spam.server.ts";
import { rateLimitMessage, type SubmissionRequest } from "#app/forms/submit.server.ts";
import { formConfig } from "#app/forms/config.server.ts";
import { queueStaffMail } from "#app/mail/outbox.server.ts";
import { nudgeMailWorker } from "#app/mail/server-worker.server.ts";
import { logRepeatedError } from "#app/utils/log.server.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";
import { applicationSchema, type ApplicationValues } from "#app/careers/applications.ts";
import type { CvType } from "#app/careers/cv-file.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import type { RoleKind } from "#app/careers/vacancy-fields.ts";

/**
 * Job applications: storing one (the same guarantees as an enquiry: schema, honeypot, rate limit, stored before
 * anything else happens, a retry with the same idempotency key finds the first row) and the e-mail telling the office
 * one came. The applicants' inbox is in applicants.server.ts.
 */

export interface Vacancy {
  slug: string;
  title: string;
  roleKind: RoleKind;
}

/** The open vacancy an application names, by its slug: none (a general application) once it has closed. */
export async function findVacancyForApplication(db: Queryable, slug: string): Promise<Vacancy | undefined> {
  const vacancy = await findOpenVacancyBySlug(db, slug);
  return vacancy && { slug: vacancy.slug, title: vacancy.title, roleKind: vacancy.roleKind };
}

export interface AcceptedCv {
  fileName: string;
  type: CvType;
  bytes: Uint8Array;
}

export interface ApplicationContext {
  request: SubmissionRequest;
  signals: Pick<SpamSignals, "honeypot">;
  idempotencyKey: string | null;
  /** The vacancy's slug from /careers/apply?vacancy=…, already checked for its shape; null for a general application. */
  vacancySlug: string | null;
  cv: AcceptedCv | null;
  database?: SiteDatabase;
  now?: number;
  /** The vacancy lookup (`findVacancyForApplication` unless a test gives another). */
  findVacancy?: (db: Queryable, slug: string) => Promise<Vacancy | undefined>;
}

export type ApplicationOutcome =
  /** `roleKind`: the vacancy's (null: a general application), for the equality questions' pass (ADR 0022). */
  | { kind: "stored"; id: number; duplicate: boolean; spam: boolean; roleKind: RoleKind | null }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number; message: string }
  | { kind: "failed"; message: string };

/** The errors of a posted application, by field name (the first message for each). */
export function applicationErrors(raw: Record<string, unknown>): { values?: ApplicationValues; errors: FieldErrors } {
  const parsed = applicationSchema.safeParse(raw);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export function applicationFailureMessage(): string {
  return `Sorry, we could not send your application just now. Please try again in a few minutes, or call us on ${getBusinessDetails().mainPhone}.`;
}

/**
 * Stores one application, never throws. In one transaction: the rate-limit hit, the application, its CV and the
 * office's e-mail (none for spam or a retry). Spam (the honeypot) is stored flagged, so a person caught by mistake is
 * not lost.
 */
export async function submitApplication(
  raw: Record<string, unknown>,
  context: ApplicationContext,
): Promise<ApplicationOutcome> {
  const { values, errors } = applicationErrors(raw);
  if (!values) return { kind: "invalid", errors };
  const config = formConfig();
  const now = context.now ?? Date.now();
  const spam = spamReason(context.signals);
  let database: SiteDatabase | undefined;
  try {
    database = context.database ?? (await getDatabase(env().DATABASE_URL));
    const key = await clientKey(database, context.request.clientAddress);
    const findVacancy = context.findVacancy ?? findVacancyForApplication;
    const outcome = await inTransaction(database, async ({ db }) => {
      const limit = await countRateLimitHit({ database: database!, db }, "job-application", key, {
        max: config.rateLimitMax,
        windowSeconds: config.rateLimitWindowSeconds,
        now,
      });
      if (!limit.allowed) return { limited: true, limit } as const;
      const vacancy = context.vacancySlug ? await findVacancy(db, context.vacancySlug) : undefined;
      if (context.idempotencyKey) {
        const earlier = await db
          .selectFrom("applications")
          .select("id")
          .where("idempotency_key", "=", context.idempotencyKey)
          .executeTakeFirst();
        if (earlier) return { limited: false, id: Number(earlier.id), duplicate: true, vacancy } as const;
      }
      const at = new Date(now).toISOString();
      const inserted = await db
        .insertInto("applications")
        .values({
          created_at: at,
          last_activity_at: at,
          vacancy_slug: vacancy?.slug ?? null,
          vacancy_title: vacancy?.title ?? null,
          name: values.fullName,
          phone: values.phone,
          email: values.email,
          postcode: values.postcode,
          right_to_work: values.rightToWork,
          driving: values.driving,
          availability: values.availability,
          experience: values.experience,
          about: values.about,
          read: false,
          is_spam: spam !== null,
          spam_reason: spam,
          idempotency_key: context.idempotencyKey,
          request_id: context.request.requestId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      if (context.cv) {
        await db
          .insertInto("application_cvs")
          .values({
            application_id: id,
            file_name: context.cv.fileName,
            media_type: context.cv.type.mediaType,
            size: context.cv.bytes.byteLength,
            bytes: context.cv.bytes,
          })
          .execute();
      }
      let mails = 0;
      if (spam === null) {
        for (const to of env().NOTIFY_TO ?? []) {
          await queueStaffMail(db, { kind: "staff-new-application", to }, now);
          mails++;
        }
      }
      return { limited: false, id, duplicate: false, mails, vacancy } as const;
    });
    noteWriteOutcome(true);
    if (outcome.limited)
      return { kind: "rate-limited", retryAfterSeconds: outcome.limit.retryAfterSeconds, message: rateLimitMessage() };
    if (!outcome.duplicate && outcome.mails > 0) nudgeMailWorker();
    return {
      kind: "stored",
      id: outcome.id,
      duplicate: outcome.duplicate,
      spam: spam !== null,
      roleKind: outcome.vacancy?.roleKind ?? null,
    };
  } catch (error) {
    logRepeatedError(error, context.request);
    if (database) noteWriteOutcome(false);
    return { kind: "failed", message: applicationFailureMessage() };
  }
}
