import type { InboxStatus } from "#app/inbox/filter.ts";

/**
 * One enquiry as its page shows it (the loader's answer, `app/routes/admin/enquiry.server.ts`), and the answers of the
 * page's forms: the shapes the route module and the page's staff components share.
 */

/** The changes whose answer the page shows where the change was made (marking unread goes back to the list). */
export type EnquiryIntent = "status" | "assign" | "note" | "spam" | "send-again";
export const enquiryIntents: readonly EnquiryIntent[] = ["status", "assign", "note", "spam", "send-again"];

/** A change refused: the form it was made in, the error by field, and the note as written (shown again). */
export type EnquiryActionData = {
  form: EnquiryIntent;
  status: "invalid";
  errors: Record<string, string>;
  message?: string;
  note?: string;
};

/** The enquiry, every value as staff read it. */
export interface EnquiryView {
  id: number;
  formLabel: string;
  reference: string | null;
  name: string;
  received: string;
  status: InboxStatus;
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
}

/** An e-mail about the enquiry: to whom, and its state in words. */
export interface EmailView {
  id: number;
  to: string;
  /** As the outbox stores it (`OutboxState` in app/db.server/schema.ts, which this browser-safe file may not import). */
  state: "pending" | "sent" | "failed";
  text: string;
}
