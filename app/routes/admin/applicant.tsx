import { Form, Link } from "react-router";
import type { Route } from "./+types/applicant";
import { ErrorMessage, useErrorTitle } from "#app/components/forms/forms.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { NOTE_MAX, REASON_MAX, stageLabel, stageOptions, type ApplicantIntent } from "#app/careers/applications.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { applicantAction, applicantPage } from "#app/routes/admin/applicants.server.ts";

/**
 * One job application: the answers (labelled from the form's field list), the vacancy, the CV to download, and the
 * hiring: stage (or not progressed, with a reason), interview date, notes. Opening it is in the audit log, as is each
 * change. Every form posts and works without JavaScript.
 */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Application ${loaderData.applicant.id}` : "Application", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await applicantPage(staffOf(context, { role: "recruiter" }), { params, context });
  return { ...page, done: new URL(request.url).searchParams.get("done") };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return applicantAction(staffOf(context, { role: "recruiter" }), { request, params, context });
}

const doneMessages: Record<ApplicantIntent, string> = {
  stage: "The stage is saved.",
  interview: "The interview date is saved.",
  note: "The note is added.",
};

export default function ApplicantPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applicant, done } = loaderData;
  useErrorTitle(Boolean(actionData));
  const errorOf = (intent: ApplicantIntent) => (actionData?.intent === intent ? actionData.error : undefined);
  const doneMessage = !actionData && done && done in doneMessages ? doneMessages[done as ApplicantIntent] : null;
  return (
    <>
      <p>
        <Link to="/admin/applicants" className="font-bold text-brand-700 underline">
          Back to the applicants
        </Link>
      </p>
      <h1 className="heading-xl mt-4 wrap-anywhere">{applicant.name}</h1>
      <p className="mt-2 text-lg">
        {applicant.vacancyTitle ?? "General application"} · received {formatUkDateTime(applicant.createdAt)} · stage:{" "}
        <strong data-stage>{stageLabel(applicant.stage)}</strong>
        {applicant.notProgressedReason ? ` (${applicant.notProgressedReason})` : ""}
      </p>
      {doneMessage ? (
        <p className="mt-4 border-l-4 border-brand-700 pl-4" role="status" data-done>
          {doneMessage}
        </p>
      ) : null}

      <section aria-labelledby="answers" className="mt-8">
        <h2 id="answers" className="heading-m">
          Their application
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          {applicant.answers.map((answer) => (
            <div key={answer.label} className="contents">
              <dt className="font-bold">{answer.label}</dt>
              <dd className="mb-2 whitespace-pre-line wrap-anywhere sm:mb-0">{answer.value}</dd>
            </div>
          ))}
          <dt className="font-bold">CV</dt>
          <dd>
            {applicant.cv ? (
              <a
                href={`/admin/applicants/${applicant.id}/cv`}
                className="font-bold text-brand-700 underline wrap-anywhere"
                download
              >
                Download {applicant.cv.fileName} ({Math.ceil(applicant.cv.size / 1024)} kB)
              </a>
            ) : (
              "None sent"
            )}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="hiring" className="mt-10 max-w-2xl">
        <h2 id="hiring" className="heading-m">
          Stage
        </h2>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="stage" />
          <label htmlFor="stage" className="block font-bold">
            Stage
          </label>
          <select
            id="stage"
            name="stage"
            defaultValue={applicant.stage}
            className="mt-2 block rounded-md border-2 border-ink px-3 py-2"
          >
            {stageOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <label htmlFor="reason" className="mt-4 block font-bold">
            Reason (when not progressed)
          </label>
          <ErrorMessage id="reason" error={errorOf("stage")} />
          <input
            id="reason"
            name="reason"
            maxLength={REASON_MAX}
            defaultValue={applicant.notProgressedReason ?? ""}
            aria-invalid={errorOf("stage") ? true : undefined}
            aria-describedby={errorOf("stage") ? "reason-error" : undefined}
            className="mt-2 block w-full rounded-md border-2 border-ink px-3 py-2"
          />
          <button type="submit" className="button-primary mt-4">
            Save stage
          </button>
        </Form>

        <h2 className="heading-m mt-10">Interview</h2>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="interview" />
          <label htmlFor="interviewAt" className="block font-bold">
            Interview date and time
          </label>
          <input
            id="interviewAt"
            name="interviewAt"
            type="datetime-local"
            defaultValue={applicant.interviewAt ?? ""}
            className="mt-2 block w-full max-w-xs rounded-md border-2 border-ink px-3 py-2"
          />
          <button type="submit" className="button-secondary mt-4">
            Save interview date
          </button>
        </Form>

        <h2 className="heading-m mt-10">Notes</h2>
        {applicant.notes.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {applicant.notes.map((note) => (
              <li key={note.id} className="border-l-4 border-brand-100 pl-4">
                <p className="whitespace-pre-line wrap-anywhere">{note.body}</p>
                <p className="mt-1 text-muted">
                  {note.author ?? "A former staff member"}, {formatUkDateTime(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4">No notes yet.</p>
        )}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className="block font-bold">
            Add a note
          </label>
          <ErrorMessage id="note" error={errorOf("note")} />
          <textarea
            id="note"
            name="note"
            rows={4}
            maxLength={NOTE_MAX}
            aria-invalid={errorOf("note") ? true : undefined}
            aria-describedby={errorOf("note") ? "note-error" : undefined}
            className="mt-2 block w-full rounded-md border-2 border-ink px-3 py-2"
          />
          <button type="submit" className="button-secondary mt-4">
            Add note
          </button>
        </Form>
      </section>
    </>
  );
}
