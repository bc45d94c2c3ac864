import { Form } from "react-router";
import { ErrorSummary, FormStateProvider, SubmitButton, TextArea } from "#app/components/forms/forms.tsx";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { KeepDraft, RestoredDraftMessage } from "#app/components/staff/kept-draft/kept-draft.tsx";
import { KeptEntries } from "#app/components/staff/kept-entries/kept-entries.tsx";
import { GUARDED_FORM } from "#app/hooks/use-leave-guard.ts";
import type { EnquiryActionData, EnquiryView } from "#app/inbox/enquiry-view.ts";

/** An enquiry's notes, oldest first (kept as written, never edited): with the details, below the work. */
export function NoteList({ notes }: { notes: EnquiryView["notes"] }) {
  const entries = notes.map((note) => ({
    id: note.id,
    lead: note.author ?? "A removed account",
    rest: `, ${note.at}`,
    text: note.body,
  }));
  return <KeptEntries kind="note" heading="Notes" empty="No notes yet." entries={entries} />;
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
