import { Form } from "react-router";
import { ErrorSummary, FormStateProvider, SubmitButton, TextArea } from "#app/components/forms/forms.tsx";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { KeepDraft, RestoredDraftMessage } from "#app/components/staff/kept-draft/kept-draft.tsx";
import { GUARDED_FORM } from "#app/hooks/use-leave-guard.ts";
import type { EnquiryActionData, EnquiryView } from "#app/inbox/enquiry-view.ts";

/** An enquiry's notes, oldest first (kept as written, never edited): with the details, below the work. */
export function NoteList({ notes }: { notes: EnquiryView["notes"] }) {
  return (
    <section aria-labelledby="notes-heading" className="mt-10" id="note-list">
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
    </section>
  );
}

/**
 * The note box, at the top of the page with the work: its confirmation, a note put back after signing in again, and
 * the form (a refused note is shown again as written). Its text is guarded: leaving with it unsent asks first.
 */
export function AddNote({
  notes,
  formAction,
  answer,
  result,
  pending,
  max,
  restored,
}: {
  /** How many notes there are: a new one empties the form. */
  notes: number;
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
  const errors = result?.errors ?? {};
  const text = result?.note ?? (result ? undefined : restored) ?? undefined;
  return (
    <div id="notes" className="mt-8">
      <Answer result={answer?.status === "done" ? answer : undefined} />
      {restored && !result ? <RestoredDraftMessage /> : null}
      <FormStateProvider
        value={{ idPrefix: "note", errors, values: text !== undefined ? { note: text } : {}, pending }}
      >
        <Form method="post" action={formAction} noValidate data-form="note" key={notes} {...{ [GUARDED_FORM]: "" }}>
          <ErrorSummary errors={errors} message={result?.message} />
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
    </div>
  );
}
