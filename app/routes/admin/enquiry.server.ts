import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { StaffMember } from "#app/auth/guard.server.ts";
import { oneEnquiryOf } from "#app/components/staff/inbox-list/inbox-list.tsx";
import { emailHref, pageHref, phoneHref } from "#app/components/staff/inbox-list/list-location.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { hiddenCharacterErrors } from "#app/http/form-values.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { requestProblem as routeProblem, problems } from "#app/http/problem.server.ts";
import {
  enquiryIntents,
  type EmailView,
  type EnquiryActionData,
  type EnquiryIntent,
  type EnquiryView,
  panelFields,
  type PanelField,
  type PanelSaved,
  type PanelValues,
} from "#app/inbox/enquiry-view.ts";
import { displayValue } from "#app/inbox/field-values.ts";
import { filterFromParams } from "#app/inbox/filter.ts";
import {
  assignableStaff,
  changeEnquiry,
  decodeCursor,
  encodeCursor,
  getEnquiry,
  NOTE_MAX,
  recordView,
  type EnquiryChange,
} from "#app/inbox/inbox.server.ts";
import { callOutcomes, stageOfChoice } from "#app/inbox/stages.ts";
import { isUrgentEnquiry } from "#app/inbox/urgency.ts";
import { deliveriesOf, mailConfigured, sendAgain, type Delivery } from "#app/mail/delivery.server.ts";
import { nudgeMailWorker } from "#app/mail/server-worker.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * The work of one enquiry's page (`app/routes/admin/enquiry.tsx`): the loader's view of it (opening it marks it read,
 * in the audit log through `recordView`), and the action's changes (each in one transaction with its audit entry,
 * through `changeEnquiry`; the panel's Save all in one), read with one zod schema; where "Back to the list" goes.
 */

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

const notFound = () =>
  routeProblem(
    404,
    "Enquiry not found",
    "There is no enquiry with that number. The link may be mistyped, or the enquiry may have been removed.",
  );

/** The enquiry's id from the URL: digits only, or no such enquiry. */
function enquiryId(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,11}$/.test(value)) throw notFound();
  return Number(value);
}

/** A stand-in origin: `from` is read as an address on this site, and anything that leaves it is refused. */
const HERE = "http://enquiry.invalid";

/**
 * Where "Back to the list" goes: the list the enquiry was opened from (`from`, the list's address: its filter, its
 * search's id and its page), rebuilt from the parameters the list reads, never a URL taken as given: only the inbox's
 * own path on this site (no other site, no `//host`, no other page), only its known parameters and a valid cursor;
 * anything else is the inbox. The fragment names the enquiry's row, so the list opens scrolled to it.
 */
export function listHrefFrom(from: string | null, id: number): string {
  const row = `#enquiry-${id}`;
  if (!from || from.length > 1_000 || !from.startsWith("/") || /^\/[/\\]/.test(from)) return `/admin${row}`;
  let address: URL;
  try {
    address = new URL(from, HERE);
  } catch {
    return `/admin${row}`;
  }
  if (address.origin !== HERE || address.pathname !== "/admin") return `/admin${row}`;
  const after = decodeCursor(address.searchParams.get("after"));
  const before = after ? null : decodeCursor(address.searchParams.get("before"));
  const list = pageHref(filterFromParams(address.searchParams), {
    after: after && encodeCursor(after),
    before: before && encodeCursor(before),
  });
  return `${list}${row}`;
}

/** A calendar date the visitor chose (YYYY-MM-DD) as "1 Dec 2026"; anything else as it is. */
function shownValue(kind: string, value: string): string {
  if (kind !== "date" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        date,
      );
}

/** The page's data: the enquiry (marked read by this person, the view audited), its e-mails, who it can go to. */
export async function enquiryPage({ session, deps }: StaffMember, { request, params, context }: Args) {
  const id = enquiryId(params.id);
  const now = new Date();
  const { database } = deps;
  if (!(await recordView(database, id, session.account.id, now))) throw notFound();
  const [enquiry, staff, deliveries] = await Promise.all([
    getEnquiry(database.db, id),
    assignableStaff(database.db),
    deliveriesOf(database.db, id),
  ]);
  if (!enquiry) throw notFound();
  const values = { ...enquiry };
  const urgencyField = fieldLists[enquiry.form].find((field) => field.column === "urgency");
  const url = new URL(request.url);
  const view: EnquiryView = {
    id: enquiry.id,
    formLabel: oneEnquiryOf[enquiry.form],
    reference: enquiry.reference,
    name: enquiry.name,
    received: formatUkDateTime(enquiry.createdAt),
    status: enquiry.status,
    stageReason: enquiry.stageReason,
    firstContactedAt: enquiry.firstContactedAt ? formatUkDateTime(enquiry.firstContactedAt) : null,
    read: enquiry.read,
    readBy: enquiry.readBy,
    readAt: enquiry.readAt ? formatUkDateTime(enquiry.readAt) : null,
    assignedTo: enquiry.assignedTo,
    assignedEmail: enquiry.assignedEmail,
    spam: enquiry.isSpam,
    spamReason: enquiry.spamReason,
    sentFast: enquiry.sentFast,
    urgent: isUrgentEnquiry(enquiry, now.getTime()),
    urgency: urgencyField ? displayValue(urgencyField, values) : "",
    consentGiven: enquiry.consentGiven,
    consentGivenAt: enquiry.consentGivenAt ? formatUkDateTime(enquiry.consentGivenAt) : null,
    consentText: enquiry.consentText,
    originPage: enquiry.originPage,
    // Every field of the form's list, as staff read it; the columns the form does not ask for only when they hold
    // something (rows from before), and consent in its own section.
    fields: fieldLists[enquiry.form]
      .filter((field) => field.kind !== "consent")
      .map((field) => ({
        label: field.label,
        kind: field.kind,
        value: shownValue(field.kind, displayValue(field, values)),
        asked: field.field !== null,
      }))
      .filter((field) => field.asked || field.value !== "")
      .map(({ label, kind, value }) => ({
        label,
        kind,
        value,
        href: kind === "phone" ? phoneHref(value) : kind === "email" ? emailHref(value) : null,
      })),
    notes: enquiry.notes.map((note) => ({
      id: note.id,
      author: note.author,
      at: formatUkDateTime(note.createdAt),
      body: note.body,
    })),
    calls: enquiry.calls.map((call) => ({
      id: call.id,
      by: call.by,
      at: formatUkDateTime(call.createdAt),
      outcome: call.outcome,
      note: call.note,
    })),
  };
  const emails: EmailView[] = deliveries.map((delivery) => ({
    id: delivery.id,
    to: delivery.kind === "acknowledgement" ? "To the visitor" : "To staff",
    ...deliveryState(delivery, mailConfigured()),
  }));
  return {
    enquiry: view,
    emails,
    canSendAgain: session.account.role === "admin",
    me: session.account.id,
    noteMax: NOTE_MAX,
    staff,
    listHref: listHrefFrom(url.searchParams.get("from"), id),
    done: enquiryIntents.find((intent) => intent === url.searchParams.get("done")) ?? null,
    hasErrors: hasFormErrors(context),
  };
}

/** An e-mail's state as staff read it: queued, being sent, sent (when), failed (when and why). */
function deliveryState(delivery: Delivery, configured: boolean): Pick<EmailView, "state" | "text"> {
  const at = formatUkDateTime(delivery.at);
  if (delivery.state === "sent") return { state: "sent", text: `Sent, ${at}` };
  if (delivery.state === "failed")
    return { state: "failed", text: `Not sent, ${at}: ${delivery.lastError ?? "no reason given"}` };
  if (!configured) return { state: "pending", text: "Waiting: e-mail notifications are off (no mail server is set)" };
  if (delivery.sending) return { state: "pending", text: "Being sent now" };
  if (delivery.attempts === 0) return { state: "pending", text: "Queued: it goes out in a moment" };
  return {
    state: "pending",
    text: `Queued: attempt ${delivery.attempts} did not go (${delivery.lastError ?? "no reason given"}); next try ${at}`,
  };
}

/** Where on the page each change's answer is shown (the redirect after it goes there). */
const sectionOf: Record<EnquiryIntent, string> = {
  save: "follow-up",
  note: "notes",
  call: "calls",
  "send-again": "emails",
};

const noteMessages = {
  missing: "Enter a note",
  tooLong: `The note must be ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer`,
};

/** A note as staff meant it: line breaks as one character, however the browser sent them (CRLF without JavaScript). */
const noteText = (value: string) => withoutHiddenCharacters(value).replace(/\r\n?/g, "\n");

/**
 * The page's buttons, each with the field its form sends. A field's value is checked below, where a wrong one is
 * shown on the page beside the field; a body without the field at all (no form of ours sends one) is a 400 page.
 */
const changeSchema = z.discriminatedUnion("intent", [
  // The panel: each control with the value the page showed; an unticked box is not sent at all. `at-once`: a change
  // made as the control changed (with JavaScript), answered with data rather than a redirect.
  z.object({
    intent: z.literal("save"),
    stage: z.string(),
    assignee: z.string(),
    spam: z.literal("yes").optional(),
    "shown-stage": z.string(),
    "shown-assignee": z.string(),
    "shown-spam": z.enum(["yes", "no"]),
    "at-once": z.literal("1").optional(),
  }),
  z.object({ intent: z.literal("note"), note: z.string() }),
  z.object({ intent: z.literal("call"), outcome: z.string().optional(), note: z.string().optional() }),
  z.object({ intent: z.literal("unread") }),
  z.object({ intent: z.literal("send-again"), email: z.string() }),
]);
type ChangeForm = z.output<typeof changeSchema>;

const isId = (value: string) => /^[1-9][0-9]{0,11}$/.test(value);

/**
 * A change. Done, it is followed by a redirect (303) to the enquiry with `done` naming the change and the fragment of
 * the section it was made in (post, redirect, get: reloading the page never repeats it; without JavaScript the
 * browser scrolls to the confirmation). A panel change made at once (with JavaScript, `at-once`) is answered with the
 * controls it changed instead: the fetcher's page reads the enquiry again. Refused, the page is shown again with the
 * error where it was made (the panel's values as sent), or the fetcher is answered with it.
 */
export async function enquiryAction({ session, deps }: StaffMember, { request, params, context }: Args) {
  const id = enquiryId(params.id);
  const body = await readFormBody(request);
  const form = intentOf(changeSchema, body);
  const invalid = (
    intent: EnquiryIntent,
    errors: Record<string, string>,
    extra: { message?: string; note?: string; values?: Record<string, string> } = {},
    status = 400,
  ) => formProblem<EnquiryActionData>(context, { form: intent, status: "invalid", errors, ...extra }, { status });
  const url = new URL(request.url);
  /** This page's own path (with JavaScript the request's is the `.data` one), its `from` kept, the change confirmed. */
  const doneAt = (intent: EnquiryIntent) => {
    const next = new URLSearchParams(url.searchParams);
    next.delete("_routes");
    next.set("done", intent);
    return redirect(`/admin/enquiries/${id}?${next.toString()}#${sectionOf[intent]}`, 303);
  };

  if (form.intent === "send-again") {
    if (session.account.role !== "admin") throw problems.adminsOnly();
    const sent =
      isId(form.email) && (await sendAgain(deps.database, session.account.id, id, Number(form.email), new Date()));
    if (!sent)
      return invalid("send-again", { email: "That e-mail has been sent again already, or it did not fail." }, {}, 409);
    nudgeMailWorker();
    return doneAt("send-again");
  }

  const change = changeOf(form, body);
  if ("refused" in change) {
    const { refused, errors, ...extra } = change;
    return invalid(refused, errors, extra);
  }
  const outcome = await changeEnquiry(deps.database, id, session.account.id, change.changes, new Date());
  if (outcome.kind === "gone") throw notFound();
  if (form.intent === "unread") {
    const back = new URL(listHrefFrom(url.searchParams.get("from"), id), url);
    back.searchParams.set("done", "unread");
    return redirect(`${back.pathname}${back.search}`, 303);
  }
  const intent: EnquiryIntent = form.intent;
  if (outcome.kind === "refused") {
    const field = fieldOf[outcome.of];
    const extra =
      form.intent === "save" ? { values: panelValuesOf(form) } : { note: "note" in form ? form.note : undefined };
    return invalid(intent, { [field]: outcome.reason }, extra, 409);
  }
  if (form.intent === "save" && form["at-once"])
    return data<PanelSaved>({ form: "save", status: "saved", changed: change.fields });
  return doneAt(intent);
}

/** The field beside which a refused change's reason is shown. */
const fieldOf: Record<EnquiryChange["kind"], string> = {
  status: "stage",
  assign: "assignee",
  spam: "spam",
  note: "note",
  call: "outcome",
  unread: "unread",
};

type Refusal = {
  refused: EnquiryIntent;
  errors: Record<string, string>;
  note?: string;
  values?: Record<string, string>;
};

/** What a form asks to change (the panel's: the controls the person changed), or why its values cannot be used. */
type Changes = { changes: EnquiryChange[]; fields: PanelField[] };

/** The change a form asks for, or why its value cannot be used (shown where the change was asked for). */
function changeOf(
  form: Exclude<ChangeForm, { intent: "send-again" }>,
  body: URLSearchParams | FormData,
): Changes | Refusal {
  const one = (change: EnquiryChange | Refusal): Changes | Refusal =>
    "refused" in change ? change : { changes: [change], fields: [] };
  switch (form.intent) {
    case "unread":
      return one({ kind: "unread" });
    case "save":
      return panelChangesOf(form);
    case "note":
      return one(noteChangeOf(form, body));
    case "call":
      return one(callChangeOf(form, body));
  }
}

type FormOf<Intent extends ChangeForm["intent"]> = Extract<ChangeForm, { intent: Intent }>;

/** The panel's values as sent (shown again beside a refusal). */
const panelValuesOf = (form: FormOf<"save">): PanelValues => ({
  stage: form.stage,
  assignee: form.assignee,
  spam: form.spam ?? "no",
});

/**
 * The panel's changes: each control whose value differs from the one the page showed, all saved together. A stage must
 * be a whole one (not going ahead with its reason), an assignee one of the list's ids or no one.
 */
function panelChangesOf(form: FormOf<"save">): Changes | Refusal {
  const sent = panelValuesOf(form);
  const changed = panelFields.filter((field) => sent[field] !== form[`shown-${field}`]);
  const changes: EnquiryChange[] = [];
  const errors: Record<string, string> = {};
  if (changed.includes("stage")) {
    const stage = stageOfChoice(sent.stage);
    if (stage) changes.push({ kind: "status", ...stage });
    else errors.stage = sent.stage === "not-going-ahead" ? "Choose why it is not going ahead" : "Choose a stage";
  }
  if (changed.includes("assignee")) {
    if (sent.assignee === "") changes.push({ kind: "assign", to: null });
    else if (isId(sent.assignee)) changes.push({ kind: "assign", to: Number(sent.assignee) });
    else errors.assignee = "Choose someone from the list";
  }
  if (changed.includes("spam")) changes.push({ kind: "spam", spam: sent.spam === "yes" });
  if (Object.keys(errors).length > 0) return { refused: "save", errors, values: sent };
  return { changes, fields: changed };
}

/** A note: some words, none hidden, within the limit. */
function noteChangeOf(form: FormOf<"note">, body: URLSearchParams | FormData): EnquiryChange | Refusal {
  const note = noteText(form.note);
  const length = note.trim().length;
  const hidden = hiddenCharacterErrors(body, { note: "Add a note" });
  if (hidden.note) return { refused: "note", errors: hidden, note };
  if (length === 0) return { refused: "note", errors: { note: noteMessages.missing }, note };
  if (length > NOTE_MAX) return { refused: "note", errors: { note: noteMessages.tooLong }, note };
  return { kind: "note", body: note };
}

/** A call: how it went, and an optional note within the limit. */
function callChangeOf(form: FormOf<"call">, body: URLSearchParams | FormData): EnquiryChange | Refusal {
  const note = noteText(form.note ?? "");
  const outcome = callOutcomes.find((value) => value === form.outcome);
  const errors: Record<string, string> = {};
  if (!outcome) errors.outcome = "Choose how the call went";
  const hidden = hiddenCharacterErrors(body, { note: "Note about the call (optional)" });
  if (hidden.note) errors.note = hidden.note;
  else if (note.trim().length > NOTE_MAX) errors.note = noteMessages.tooLong;
  if (!outcome || errors.note) return { refused: "call", errors, note, values: { outcome: outcome ?? "" } };
  return { kind: "call", outcome, note: note.trim() || null };
}
