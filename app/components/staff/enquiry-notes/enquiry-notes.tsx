import { Form } from "react-router";
import { ErrorSummary, FormStateProvider, SubmitButton, TextArea } from "#app/components/forms/forms.tsx";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { KeepDraft, RestoredDraftMessage } from "#app/components/staff/kept-draft/kept-draft.tsx";
import type { EnquiryActionData, EnquiryView } from "#app/inbox/enquiry-view.ts";

/** An enquiry's notes, oldest first (kept as written), and the form that adds one. */
export function EnquiryNotes({
  notes,
  formAction,
  answer,
  result,
  pending,
  max,
  restored,
}: {
  notes: EnquiryView["notes"];
  formAction: string;
  /** The confirmation of the note just added. */
  answer?: Answered;
  /** The note refused, with its error and its text. */
  result?: EnquiryActionData;
  pending: boolean;
  max: number;
  /** A note sent after the session had ended, put back after signing in again. */
  restored?: string | null;
}) {
  return (
    <section aria-labelledby="notes-heading" className="mt-10 max-w-3xl" id="notes">
      <h2 id="notes-heading" className="heading-l">
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className="mt-4">No notes yet.</p>
      ) : (
        <ol className="mt-4 space-y-4" data-notes>
          {notes.map((note) => (
            <li key={note.id} className="border-l-4 border-brand-700 pl-4" data-note>
              <p className="text-muted">
                <strong className="text-ink">{note.author ?? "A removed account"}</strong>, {note.at}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Answer result={answer?.status === "done" ? answer : undefined} />
      {restored && !result ? <RestoredDraftMessage /> : null}
      <NoteForm
        action={formAction}
        result={result}
        pending={pending}
        notes={notes.length}
        max={max}
        restored={result ? null : restored}
      />
    </section>
  );
}

function NoteForm({
  action,
  result,
  pending,
  notes,
  max,
  restored,
}: {
  action: string;
  result?: EnquiryActionData;
  pending: boolean;
  notes: number;
  max: number;
  restored?: string | null;
}) {
  const invalid = result;
  const errors = invalid?.errors ?? {};
  const text = invalid?.note ?? restored ?? undefined;
  return (
    <FormStateProvider value={{ idPrefix: "note", errors, values: text !== undefined ? { note: text } : {}, pending }}>
      <Form method="post" action={action} noValidate className="mt-6" data-form="note" key={notes}>
        <ErrorSummary errors={errors} message={invalid?.message} />
        <input type="hidden" name="intent" value="note" />
        <KeepDraft field="note" />
        <TextArea
          name="note"
          label="Add a note"
          hint={`Notes are kept as written and cannot be changed. Up to ${max.toLocaleString("en-GB")} characters.`}
          rows={4}
        />
        <SubmitButton>Add note</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}
