import { KEEP_DRAFT_FIELD } from "#app/http/kept-drafts.ts";

/**
 * Put inside a staff form whose text must not be lost: sent after the session has ended, the text of `field` is kept
 * (sealed, for this person, 15 minutes) and put back in the form when they sign in again (app/auth/drafts.server.ts).
 */
export function KeepDraft({ field }: { field: string }) {
  return <input type="hidden" name={KEEP_DRAFT_FIELD} value={field} />;
}

/** The message above a form whose text was put back after signing in again. */
export function RestoredDraftMessage() {
  return (
    <div className="mt-6 border-l-4 border-brand-700 bg-brand-50 p-4" role="status" data-restored-draft>
      <p className="font-bold">Your unsent text has been put back</p>
      <p className="mt-1">
        You were signed out before it was saved. Check it and send it, or clear the box to discard it: it is not kept
        anywhere else.
      </p>
    </div>
  );
}
