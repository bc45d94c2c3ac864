import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Confirmation } from "#app/components/forms/forms.tsx";
import type { EnquiryActionData, EnquiryIntent, PanelField } from "#app/inbox/enquiry-view.ts";
import { stageText, type InboxStatus, type StageReason } from "#app/inbox/stages.ts";

/** A change's answer: its refusal (the action's), or its confirmation (the page after the redirect). */
export type Answered = EnquiryActionData | { status: "done"; message: string; form?: undefined };

/** The enquiry's follow-up as stored: what the panel's messages are worded from. */
type Stored = { status: InboxStatus; stageReason: StageReason | null; assignedEmail: string | null; spam: boolean };

/** What the page says of one control of the panel once it is saved, from the enquiry as it now is. */
export function panelMessage(field: PanelField, enquiry: Stored): string {
  switch (field) {
    case "stage":
      return `Stage changed to ${stageText(enquiry.status, enquiry.stageReason)}.`;
    case "assignee":
      return enquiry.assignedEmail
        ? `Assigned to ${enquiry.assignedEmail}.`
        : "The enquiry is no longer assigned to anyone.";
    case "spam":
      return enquiry.spam
        ? "Marked as spam: it is hidden from the lists unless you show spam."
        : "Marked as not spam: it is back in the lists.";
  }
}

/** What the page says after a change, from the enquiry as it now is (the panel's Save: all three, as stored). */
export function doneMessage(done: EnquiryIntent, enquiry: Stored): string {
  switch (done) {
    case "save":
      return [
        `Stage: ${stageText(enquiry.status, enquiry.stageReason)}.`,
        `Assigned to: ${enquiry.assignedEmail ?? "no one"}.`,
        `Spam: ${enquiry.spam ? "yes" : "no"}.`,
      ].join(" ");
    case "note":
      return "Note added.";
    case "call":
      return "Call logged.";
    case "send-again":
      return "The e-mail is queued to be sent again.";
  }
}

/** A change's confirmation (or its refusal, when it is not about one field), where the change was made. */
export function Answer({ result }: { result?: Answered }) {
  if (!result) return null;
  if (result.status === "done") return <Saved message={result.message} />;
  if (result.form && result.form !== "note") {
    return (
      <div className="mt-6 border-4 border-danger-700 p-4" role="alert">
        <h3 className="heading-m">That could not be done</h3>
        <p className="mt-2">{Object.values(result.errors)[0] ?? result.message}</p>
      </div>
    );
  }
  return null;
}

/**
 * A change's confirmation takes focus, as GOV.UK's success banner does: the form it answers is made afresh for the next
 * entry, and the button that had focus goes with it, which would send a keyboard user back to the top of the page; a
 * screen reader reads the confirmation out. After each change: a new location, so two calls logged one after the other
 * both move it. (Without JavaScript the redirect's fragment, the change's section, is where the page loads and where
 * Tab starts from; browsers do not autofocus on a page opened at a fragment.)
 */
function Saved({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    box.current?.focus();
  }, [key]);
  return (
    <div ref={box} tabIndex={-1} className="mt-6" data-saved>
      <Confirmation title="Saved">{message}</Confirmation>
    </div>
  );
}
