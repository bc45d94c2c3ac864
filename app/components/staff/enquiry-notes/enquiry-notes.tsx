import { Form } from "react-router";
import { ErrorSummary, FormStateProvider, SubmitButton, TextArea } from "#app/components/forms/forms.tsx";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import type { EnquiryActionData, EnquiryView } from "#app/inbox/enquiry-view.ts";

/** An enquiry's notes, oldest first (kept as written), and the form that adds one. */
export function EnquiryNotes({
  notes,
  formAction,
  answer,
  result,
  pending,
  max,
}: {
  notes: EnquiryView["notes"];
  formAction: string;
  /** The confirmation of the note just added. */
  answer?: Answered;
  /** The note refused, with its error and its text. */
  result?: EnquiryActionData;
  pending: boolean;
  max: number;
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
      <NoteForm action={formAction} result={result} pending={pending} notes={notes.length} max={max} />
    </section>
  );
}

function NoteForm({
  action,
  result,
  pending,
  notes,
  max,
}: {
  action: string;
  result?: EnquiryActionData;
  pending: boolean;
  notes: number;
  max: number;
}) {
  const invalid = result;
  const errors = invalid?.errors ?? {};
  return (
    <FormStateProvider
      value={{ idPrefix: "note", errors, values: invalid?.note !== undefined ? { note: invalid.note } : {}, pending }}
    >
      <Form method="post" action={action} noValidate className="mt-6" data-form="note" key={notes}>
        <ErrorSummary errors={errors} message={invalid?.message} />
        <input type="hidden" name="intent" value="note" />
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
