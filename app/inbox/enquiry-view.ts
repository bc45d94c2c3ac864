import type { CallOutcome, InboxStatus, StageReason } from "#app/inbox/stages.ts";

/**
 * One enquiry as its page shows it (the loader's answer, `app/routes/admin/enquiry.server.ts`), and the answers of the
 * page's forms: the shapes the route module and the page's staff components share.
 */

/** The changes whose answer the page shows where the change was made (marking unread goes back to the list). */
export type EnquiryIntent = "save" | "note" | "call" | "send-again";
export const enquiryIntents: readonly EnquiryIntent[] = ["save", "note", "call", "send-again"];

/**
 * The follow-up panel's controls, saved together by its Save button (without JavaScript) or each as it is changed
 * (with it): the stage as one choice (`stageChoiceOf`), the assignee's id ("" for no one) and spam ("yes" or "no").
 * Each is sent with the value the page showed (`shown-…`), so only what the person changed is changed: a colleague's
 * change to another control in the meantime is kept.
 */
export const panelFields = ["stage", "assignee", "spam"] as const;
export type PanelField = (typeof panelFields)[number];
export type PanelValues = Record<PanelField, string>;

/** A panel change made at once (with JavaScript): which controls it changed. */
export type PanelSaved = { form: "save"; status: "saved"; changed: PanelField[] };

/**
 * A change refused: the form it was made in, the error by field, and what was entered (shown again): the note as
 * written (a note's, or a call's), the call's outcome, the panel's values.
 */
export type EnquiryActionData = {
  form: EnquiryIntent;
  status: "invalid";
  errors: Record<string, string>;
  message?: string;
  note?: string;
  values?: Record<string, string>;
};

/** The enquiry, every value as staff read it. */
export interface EnquiryView {
  id: number;
  formLabel: string;
  reference: string | null;
  name: string;
  received: string;
  status: InboxStatus;
  stageReason: StageReason | null;
  /** When staff first logged a call, as staff read it, or null. */
  firstContactedAt: string | null;
  read: boolean;
  readBy: string | null;
  readAt: string | null;
  assignedTo: number | null;
  assignedEmail: string | null;
  spam: boolean;
  spamReason: string | null;
  sentFast: boolean;
  urgent: boolean;
  urgency: string;
  consentGiven: boolean;
  consentGivenAt: string | null;
  consentText: string;
  originPage: string;
  fields: { label: string; kind: string; value: string; href: string | null }[];
  notes: { id: number; author: string | null; at: string; body: string }[];
  /** The calls logged, newest first. */
  calls: { id: number; by: string | null; at: string; outcome: CallOutcome; note: string | null }[];
}

/** An e-mail about the enquiry: to whom, and its state in words. */
export interface EmailView {
  id: number;
  to: string;
  /** As the outbox stores it (`OutboxState` in app/db.server/schema.ts, which this browser-safe file may not import). */
  state: "pending" | "sent" | "failed";
  text: string;
}
