/**
 * The one field a staff form adds to have its text kept when it is sent after the session has ended (drafts.server.ts):
 * its value names the form's text field (`<input type="hidden" name="keep-draft" value="note">`). Shared by the forms
 * (components) and the server.
 */
export const KEEP_DRAFT_FIELD = "keep-draft";

/** How long a kept text waits for its author to sign in again. */
export const DRAFT_MINUTES = 15;

/** A kept text, given back to its author on the page it was sent from. */
export interface RestoredDraft {
  /** The form's text field it was typed in. */
  field: string;
  text: string;
}
