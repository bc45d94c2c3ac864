import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { metaFields } from "#app/enquiries/definitions.ts";
import { idempotencyKeyOf, submissionRequestOf } from "#app/forms/submit.server.ts";
import { MAX_FORM_BYTES, readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { requestProblem } from "#app/http/problem.server.ts";
import { logError } from "#app/utils/log.server.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";
import {
  applicationFields,
  applicationMessages,
  CV_FIELD,
  CV_MAX_BYTES,
  vacancySlugOf,
} from "#app/careers/applications.ts";
import { checkCv, type CvCheck } from "#app/careers/cv-file.server.ts";
import { equalityPassCookie, type EqualityRole } from "#app/careers/equality.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import {
  applicationErrors,
  findVacancyForApplication,
  submitApplication,
  type Vacancy,
} from "#app/careers/applications.server.ts";

/**
 * The server side of /careers/apply: the page's data (a fresh idempotency key, the vacancy named in the address) and
 * its action. The form is multipart (the CV); its body is read with a limit of the CV's 5 MB and room for the answers,
 * counted while it streams in, so a larger one is refused before it is all received (readFormBody).
 */

export type ApplyResult =
  /** `equality`: the answer carries a pass to the optional equality questions (ADR 0022), so the panel offers them. */
  | { status: "success"; equality: boolean }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "rate-limited" | "failed"; message: string; values: Record<string, string> };

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The open vacancy `?vacancy=` names, if any (a slug of another shape is not looked up). */
async function vacancyOf(slug: string | null): Promise<Vacancy | null> {
  if (!slug) return null;
  try {
    const database = await getDatabase(env().DATABASE_URL);
    return (await findVacancyForApplication(database.db, slug)) ?? null;
  } catch (error) {
    // The form works without it: the application is then a general one.
    logError(error, { method: "GET", path: "/careers/apply", requestId: null });
    return null;
  }
}

export async function applyPageData({ request, context }: Args) {
  const vacancy = await vacancyOf(vacancySlugOf(new URL(request.url).searchParams.get("vacancy")));
  return { idempotencyKey: randomUUID(), vacancy, hasErrors: hasFormErrors(context) };
}

const cvTooLarge = () =>
  requestProblem(
    413,
    "Your CV is too large to send",
    `Your CV must be 5 MB or smaller, so your application was not sent. Go back: your answers are still in the form. Choose a smaller file (a PDF is usually smallest), or send the application without a CV.`,
  );

const cvErrors: Partial<Record<CvCheck["kind"], string>> = {
  "too-large": applicationMessages.cvTooLarge,
  "wrong-type": applicationMessages.cvType,
  empty: applicationMessages.cvEmpty,
};

/**
 * The cookie that lets the applicant answer the equality questions, made after the application is stored: should the
 * key not be had (its secret kept in a database that just went away), the panel only goes without offering them.
 */
async function equalityPass(role: EqualityRole): Promise<string | undefined> {
  try {
    return equalityPassCookie(await keyFor("equality-pass"), role, Date.now());
  } catch {
    return undefined;
  }
}

export async function applyAction({ request, context }: Args) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const body = await readFormBody(request, { maxBytes: CV_MAX_BYTES + MAX_FORM_BYTES, tooLarge: cvTooLarge });
  const values: Record<string, string> = {};
  for (const field of applicationFields) {
    const value = body.get(field.name);
    values[field.name] = typeof value === "string" ? value : "";
  }
  const cv = body instanceof FormData ? await checkCv(body.get(CV_FIELD)) : ({ kind: "none" } as const);
  const cvError = cvErrors[cv.kind];
  const invalid = (errors: FieldErrors) => {
    markFormErrors(context);
    return data<ApplyResult>({ status: "invalid", errors, values }, { status: 400 });
  };
  // A refused CV is reported with every other answer's error at once, and nothing is stored.
  if (cvError) return invalid({ ...applicationErrors(values).errors, [CV_FIELD]: cvError });

  const field = (name: string) => body.get(name) ?? undefined;
  const outcome = await submitApplication(values, {
    request: submissionRequestOf(request, context),
    signals: { honeypot: field(metaFields.honeypot) },
    idempotencyKey: idempotencyKeyOf(field(metaFields.idempotencyKey)),
    vacancySlug: vacancySlugOf(field("vacancy")),
    cv: cv.kind === "ok" ? cv : null,
  });
  switch (outcome.kind) {
    case "stored": {
      const pass = outcome.spam ? undefined : await equalityPass(outcome.roleKind ?? "general");
      return data<ApplyResult>(
        { status: "success", equality: pass !== undefined },
        pass ? { headers: { "Set-Cookie": pass } } : undefined,
      );
    }
    case "invalid":
      return invalid(outcome.errors);
    case "rate-limited":
      markFormErrors(context);
      return data<ApplyResult>(
        { status: "rate-limited", message: outcome.message, values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "failed":
      markFormErrors(context);
      return data<ApplyResult>({ status: "failed", message: outcome.message, values }, { status: 503 });
  }
}
