import { Form } from "react-router";
import { ErrorMessage } from "#app/components/forms/forms.tsx";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { ContactLinks } from "#app/components/staff/inbox-list/inbox-list.tsx";
import type { EnquiryView } from "#app/inbox/enquiry-view.ts";
import { stageReasonLabels, stageReasons, statuses, statusLabels } from "#app/inbox/stages.ts";

/**
 * The follow-up of an enquiry: the ways to get in touch, then its status (its stage, with the reason when it is not
 * going ahead), whom it is assigned to, spam or not, and marking it unread, each a form of its own with its answer
 * above it.
 */
export function EnquiryFollowUp({
  enquiry,
  staff,
  me,
  formAction,
  answerOf,
}: {
  enquiry: EnquiryView;
  staff: { id: number; email: string }[];
  me: number;
  formAction: string;
  answerOf: (form: "status" | "assign" | "spam") => Answered | undefined;
}) {
  const statusAnswer = answerOf("status");
  const refused = statusAnswer?.status === "invalid" ? statusAnswer : undefined;
  return (
    <section aria-labelledby="follow-up-heading" className="mt-10 max-w-3xl" id="follow-up">
      <h2 id="follow-up-heading" className="heading-l">
        Follow-up
      </h2>
      <ContactLinksBlock enquiry={enquiry} />
      <Answer result={statusAnswer} />
      <StageForm enquiry={enquiry} formAction={formAction} refused={refused} />

      <Answer result={answerOf("assign")} />
      <Form method="post" action={formAction} className="mt-6 flex flex-wrap items-end gap-3" data-form="assign">
        <div className="max-w-full">
          <label htmlFor="assign-assignee" className="block font-bold">
            Assigned to
          </label>
          <select
            id="assign-assignee"
            name="assignee"
            defaultValue={enquiry.assignedTo === null ? "" : String(enquiry.assignedTo)}
            key={String(enquiry.assignedTo)}
            className="mt-1 max-w-full rounded-md border-2 border-ink bg-white px-3 py-2"
          >
            <option value="">Unassigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
                {member.id === me ? " (you)" : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="assign" className="button-secondary">
          Assign
        </button>
      </Form>

      <Answer result={answerOf("spam")} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action={formAction} data-form="spam">
          {enquiry.spam ? (
            <button type="submit" name="intent" value="not-spam" className="button-secondary">
              Not spam
            </button>
          ) : (
            <button type="submit" name="intent" value="spam" className="button-secondary">
              Mark as spam
            </button>
          )}
        </Form>
        <Form method="post" action={formAction} data-form="unread">
          <button type="submit" name="intent" value="unread" className="button-secondary">
            Mark as unread
          </button>
        </Form>
      </div>
    </section>
  );
}

function ContactLinksBlock({ enquiry }: { enquiry: EnquiryView }) {
  const phone = enquiry.fields.find((field) => field.kind === "phone");
  const email = enquiry.fields.find((field) => field.kind === "email");
  if (!phone?.value && !email?.value) return null;
  return (
    <div className="mt-4">
      <p className="font-bold">Get in touch</p>
      <ContactLinks
        phone={phone?.value ?? ""}
        phoneHref={phone?.href ?? null}
        email={email?.value || null}
        emailHref={email?.href ?? null}
      />
    </div>
  );
}

/** The stage, and the reason when it is not going ahead: a refused choice is shown as it was sent. */
function StageForm({
  enquiry,
  formAction,
  refused,
}: {
  enquiry: EnquiryView;
  formAction: string;
  refused: Extract<Answered, { status: "invalid" }> | undefined;
}) {
  const reasonError = refused?.errors.reason;
  return (
    <Form method="post" action={formAction} className="mt-6 flex flex-wrap items-end gap-3" data-form="status">
      <div>
        <label htmlFor="status-status" className="block font-bold">
          Status
        </label>
        <select
          id="status-status"
          name="status"
          defaultValue={refused?.values?.status ?? enquiry.status}
          key={`${enquiry.status}-${refused ? "refused" : ""}`}
          className="mt-1 rounded-md border-2 border-ink bg-white px-3 py-2"
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="max-w-full">
        <label htmlFor="status-reason" className="block font-bold">
          Reason, if not going ahead
        </label>
        <ErrorMessage id="status-reason" error={reasonError} />
        <select
          id="status-reason"
          name="reason"
          defaultValue={refused ? "" : (enquiry.stageReason ?? "")}
          key={`${enquiry.stageReason ?? ""}-${refused ? "refused" : ""}`}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "status-reason-error" : undefined}
          className={`mt-1 max-w-full rounded-md border-2 bg-white px-3 py-2 ${reasonError ? "border-danger-700" : "border-ink"}`}
        >
          <option value="">Not going ahead only</option>
          {stageReasons.map((reason) => (
            <option key={reason} value={reason}>
              {stageReasonLabels[reason]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="status" className="button-secondary">
        Change status
      </button>
    </Form>
  );
}
