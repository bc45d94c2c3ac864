import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { recordAudit } from "#app/audit/audit.server.ts";
import type { StaffMember } from "#app/auth/guard.server.ts";
import { NOTE_MAX, REASON_MAX, stageOptions, type ApplicantIntent } from "#app/careers/applications.ts";
import {
  applicantCsvColumns,
  changeApplicant,
  downloadCv,
  exportRows,
  listApplicants,
  viewApplicant,
  type ApplicantChange,
} from "#app/careers/applicants.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { csvHeaders, csvStreamOf } from "#app/http/csv.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { requestProblem } from "#app/http/problem.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { ukToday } from "#app/utils/uk-day.ts";

/**
 * The work of the applicants' pages (`app/routes/admin/applicants.tsx`, `applicant.tsx`, the CV and the export): each
 * takes the staff member from `staffOf(context, { role: "recruiter" })`, so only admins and recruiters reach it. A
 * search is posted (its words never in a URL) and answered with the list; changes are one zod discriminated union.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const stageValues = stageOptions.map((option) => option.value) as [
  (typeof stageOptions)[number]["value"],
  ...(typeof stageOptions)[number]["value"][],
];
const stageOf = (value: string | null) => stageValues.find((stage) => stage === value) ?? null;

/** Equality monitoring's counts are for admins only (ADR 0022): a recruiter who shortlists is not shown the link. */
const seesEqualityOf = ({ session }: StaffMember) => session.account.role === "admin";

export async function applicantsPage(staff: StaffMember, { request }: Pick<Args, "request">) {
  const params = new URL(request.url).searchParams;
  const stage = stageOf(params.get("stage"));
  const spam = params.get("spam") === "1";
  const rows = await listApplicants(staff.deps.database.db, { stage, spam });
  return { stage, spam, rows, search: null, seesEquality: seesEqualityOf(staff) };
}

const searchSchema = z.object({
  intent: z.literal("search"),
  search: z.string().max(100).default(""),
  stage: z.string().optional(),
});

/** A search: the list of the matching applications, as the action's answer (the words stay in the post). */
export async function applicantsSearch(staff: StaffMember, { request }: Pick<Args, "request">) {
  const posted = intentOf(searchSchema, await readFormBody(request));
  const search = withoutHiddenCharacters(posted.search).trim();
  const stage = stageOf(posted.stage ?? null);
  const rows = await listApplicants(staff.deps.database.db, { stage, search });
  return { stage, spam: false, rows, search, seesEquality: seesEqualityOf(staff) };
}

const notFound = () =>
  requestProblem(
    404,
    "Application not found",
    "There is no job application with that number. The link may be mistyped, or it may have been removed.",
  );

function applicationId(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,11}$/.test(value)) throw notFound();
  return Number(value);
}

export async function applicantPage(
  { session, deps }: StaffMember,
  { params, context }: { params: { id?: string }; context: Args["context"] },
) {
  const applicant = await viewApplicant(deps.database, applicationId(params.id), session.account.id);
  if (!applicant) throw notFound();
  return {
    applicant,
    done: null as string | null,
    hasErrors: hasFormErrors(context),
  };
}

const typed = (max: number, tooLong: string) =>
  z
    .string()
    .transform((value) => withoutHiddenCharacters(value).trim())
    .pipe(z.string().max(max, tooLong));

const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("stage"),
    stage: z.enum(stageValues),
    reason: typed(REASON_MAX, `Please keep the reason to ${REASON_MAX} characters`).default(""),
  }),
  z.object({
    intent: z.literal("interview"),
    interviewAt: z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)]),
  }),
  z.object({ intent: z.literal("note"), note: typed(NOTE_MAX, `Please keep a note to ${NOTE_MAX} characters`) }),
]);

export type ApplicantActionData = { intent: ApplicantIntent; error: string };

/**
 * A change to one application. Done: a redirect (303) to the application with `done` naming it. Refused (a note or a
 * reason missing or too long): the page again with the error by the form it came from.
 */
export async function applicantAction(
  { session, deps }: StaffMember,
  { request, params, context }: Args & { params: { id?: string } },
) {
  const id = applicationId(params.id);
  const posted = intentOf(changeSchema, await readFormBody(request));
  const refuse = (error: string) => {
    markFormErrors(context);
    return data<ApplicantActionData>({ intent: posted.intent, error }, { status: 400 });
  };
  let change: ApplicantChange;
  switch (posted.intent) {
    case "stage":
      if (posted.stage === "not-progressed" && !posted.reason)
        return refuse("Please say why the application is not progressed");
      change = { kind: "stage", stage: posted.stage, reason: posted.reason || null };
      break;
    case "interview":
      change = { kind: "interview", at: posted.interviewAt || null };
      break;
    case "note":
      if (!posted.note) return refuse("Please write the note");
      change = { kind: "note", body: posted.note };
      break;
  }
  if (!(await changeApplicant(deps.database, id, change, session.account.id))) throw notFound();
  return redirect(`/admin/applicants/${id}?done=${posted.intent}`, { status: 303 });
}

/**
 * The CV, for a recruiter only, as a download: never cached, never shown inline, its type the one its content was
 * checked to be, and sniffing off, so a browser never runs it as a page.
 */
export async function applicantCv({ session, deps }: StaffMember, { params }: { params: { id?: string } }) {
  const cv = await downloadCv(deps.database, applicationId(params.id), session.account.id);
  if (!cv) throw notFound();
  return new Response(new Uint8Array(cv.bytes), {
    headers: {
      "Content-Type": cv.mediaType,
      "Content-Disposition": `attachment; filename="${cv.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** Every application (spam left out) as CSV, formula-safe; in the audit log with its row count once written. */
export function applicantsExport({ session, deps }: StaffMember): Response {
  const { db } = deps.database;
  const done = (rows: number) =>
    recordAudit(db, { action: "applications-exported", actorId: session.account.id, details: { rows } });
  return new Response(csvStreamOf(applicantCsvColumns, exportRows(db), done), {
    headers: csvHeaders(`applicants-${ukToday()}.csv`),
  });
}
