import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/enquiry";
import {
  Confirmation,
  ErrorSummary,
  FormStateProvider,
  SubmitButton,
  TextArea,
  useErrorTitle,
} from "#app/components/forms/forms.tsx";
import {
  ContactLinks,
  oneEnquiryOf,
  ReadBadge,
  SentFastBadge,
  SpamBadge,
  UrgentBadge,
} from "#app/components/staff/inbox-list/inbox-list.tsx";
import { emailHref, pageHref, phoneHref } from "#app/components/staff/inbox-list/list-location.ts";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { hiddenCharacterErrors, textOf } from "#app/http/form-values.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { displayValue } from "#app/inbox/field-values.ts";
import { filterFromParams, statuses, statusLabels } from "#app/inbox/filter.ts";
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
import { isUrgent } from "#app/inbox/urgency.ts";
import { deliveriesOf, mailConfigured, sendAgain, type Delivery } from "#app/mail/delivery.server.ts";
import { nudgeMailWorker } from "#app/mail/server-worker.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { isProblem } from "#app/http/problem.ts";
import { requestProblem as routeProblem } from "#app/http/problem.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * One enquiry: everything the visitor sent, labelled from the form's field list; consent, where it came from, spam;
 * who read it and when; and the follow-up: status, assignment, notes (kept, never edited), spam or not, mark unread.
 * Opening it marks it read and is in the audit log (recordView); each change is too (changeEnquiry). Every form posts
 * and works without JavaScript.
 */
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  staffPageMeta(
    loaderData
      ? `Enquiry ${loaderData.enquiry.id}`
      : isRouteErrorResponse(error) && error.status === 404
        ? "Enquiry not found"
        : "Enquiry",
    loaderData?.hasErrors,
  );
export const headers = staffPageHeaders;

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

/** The list the enquiry was opened from (its parameters, rebuilt: never a URL taken as given), or the inbox. */
function listHrefFrom(url: URL): string {
  const back = new URLSearchParams(url.searchParams.get("back") ?? "");
  const after = decodeCursor(back.get("after"));
  const before = after ? null : decodeCursor(back.get("before"));
  return pageHref(filterFromParams(back), {
    after: after && encodeCursor(after),
    before: before && encodeCursor(before),
  });
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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context);
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
  return {
    enquiry: {
      id: enquiry.id,
      formLabel: oneEnquiryOf[enquiry.form],
      reference: enquiry.reference,
      name: enquiry.name,
      received: formatUkDateTime(enquiry.createdAt),
      status: enquiry.status,
      read: enquiry.read,
      readBy: enquiry.readBy,
      readAt: enquiry.readAt ? formatUkDateTime(enquiry.readAt) : null,
      assignedTo: enquiry.assignedTo,
      assignedEmail: enquiry.assignedEmail,
      spam: enquiry.isSpam,
      spamReason: enquiry.spamReason,
      sentFast: enquiry.sentFast,
      urgent: isUrgent(enquiry.urgency),
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
    },
    emails: deliveries.map((delivery) => ({
      id: delivery.id,
      to: delivery.kind === "acknowledgement" ? "To the visitor" : "To staff",
      ...deliveryState(delivery, mailConfigured()),
    })),
    canSendAgain: session.account.role === "admin",
    me: session.account.id,
    noteMax: NOTE_MAX,
    staff,
    listHref: listHrefFrom(new URL(request.url)),
    done: intents.find((intent) => intent === new URL(request.url).searchParams.get("done")) ?? null,
    hasErrors: hasFormErrors(context),
  };
}

/** An e-mail's state as staff read it: queued, being sent, sent (when), failed (when and why). */
function deliveryState(delivery: Delivery, configured: boolean): { state: Delivery["state"]; text: string } {
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

type Intent = "status" | "assign" | "note" | "spam" | "send-again";
const intents: readonly Intent[] = ["status", "assign", "note", "spam", "send-again"];
/** Where on the page each change's answer is shown (the redirect after it goes there). */
const sectionOf: Record<Intent, string> = {
  status: "follow-up",
  assign: "follow-up",
  spam: "follow-up",
  note: "notes",
  "send-again": "emails",
};

type EnquiryActionData = {
  form: Intent;
  status: "invalid";
  errors: Record<string, string>;
  message?: string;
  note?: string;
};

const noteMessages = {
  missing: "Enter a note",
  tooLong: `The note must be ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer`,
};

/**
 * A change. Done, it is followed by a redirect (303) to the enquiry with `done` naming the change and the fragment of
 * the section it was made in (post, redirect, get: reloading the page never repeats it; without JavaScript the
 * browser scrolls to the confirmation). Refused, the page is shown again with the error where it was made.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context);
  const id = enquiryId(params.id);
  const body = await readFormBody(request);
  const intent = textOf(body, "intent");
  const invalid = (
    form: Intent,
    errors: Record<string, string>,
    extra: { message?: string; note?: string } = {},
    status = 400,
  ) => formProblem<EnquiryActionData>(context, { form, status: "invalid", errors, ...extra }, { status });
  const url = new URL(request.url);
  /** This page's own path (with JavaScript the request's is the `.data` one), its `back` kept, the change confirmed. */
  const doneAt = (form: Intent) => {
    const next = new URLSearchParams(url.searchParams);
    next.delete("_routes");
    next.set("done", form);
    return redirect(`/admin/enquiries/${id}?${next.toString()}#${sectionOf[form]}`, 303);
  };

  if (intent === "send-again") {
    staffOf(context, { role: "admin" });
    const email = textOf(body, "email");
    const sent =
      /^[1-9][0-9]{0,11}$/.test(email) &&
      (await sendAgain(deps.database, session.account.id, id, Number(email), new Date()));
    if (!sent)
      return invalid("send-again", { email: "That e-mail has been sent again already, or it did not fail." }, {}, 409);
    nudgeMailWorker();
    return doneAt("send-again");
  }

  let change: EnquiryChange;
  switch (intent) {
    case "unread":
      change = { kind: "unread" };
      break;
    case "status": {
      const status = statuses.find((value) => value === textOf(body, "status"));
      if (!status) return invalid("status", { status: "Choose a status" });
      change = { kind: "status", status };
      break;
    }
    case "assign": {
      const to = textOf(body, "assignee");
      if (to !== "" && !/^[1-9][0-9]{0,11}$/.test(to))
        return invalid("assign", { assignee: "Choose someone from the list" });
      change = { kind: "assign", to: to === "" ? null : Number(to) };
      break;
    }
    case "note": {
      // Line breaks as one character, however the browser sent them (a form without JavaScript sends CRLF).
      const note = withoutHiddenCharacters(textOf(body, "note")).replace(/\r\n?/g, "\n");
      const length = note.trim().length;
      const hidden = hiddenCharacterErrors(body, { note: "Add a note" });
      if (hidden.note) return invalid("note", hidden, { note });
      if (length === 0) return invalid("note", { note: noteMessages.missing }, { note });
      if (length > NOTE_MAX) return invalid("note", { note: noteMessages.tooLong }, { note });
      change = { kind: "note", body: note };
      break;
    }
    case "spam":
    case "not-spam":
      change = { kind: "spam", spam: intent === "spam" };
      break;
    default:
      throw routeProblem(
        400,
        "That change could not be made",
        "The page sent a change it does not know. Go back to the enquiry and try again.",
      );
  }

  const outcome = await changeEnquiry(deps.database, id, session.account.id, change, new Date());
  if (outcome.kind === "gone") throw notFound();
  if (change.kind === "unread") {
    const back = new URL(listHrefFrom(url), url);
    back.searchParams.set("done", "unread");
    return redirect(`${back.pathname}${back.search}`, 303);
  }
  const form: Intent = change.kind;
  if (outcome.kind === "refused") {
    const field = form === "assign" ? "assignee" : form;
    return invalid(
      form,
      { [field]: outcome.reason },
      { note: form === "note" ? textOf(body, "note") : undefined },
      409,
    );
  }
  return doneAt(form);
}

/** What the page says after a change, from the enquiry as it now is. */
function doneMessage(done: Intent, enquiry: { status: string; assignedEmail: string | null; spam: boolean }): string {
  switch (done) {
    case "status":
      return `Status changed to ${statusLabels[enquiry.status as keyof typeof statusLabels]}.`;
    case "assign":
      return enquiry.assignedEmail
        ? `Assigned to ${enquiry.assignedEmail}.`
        : "The enquiry is no longer assigned to anyone.";
    case "note":
      return "Note added.";
    case "spam":
      return enquiry.spam
        ? "Marked as spam: it is hidden from the lists unless you show spam."
        : "Marked as not spam: it is back in the lists.";
    case "send-again":
      return "The e-mail is queued to be sent again.";
  }
}

type Enquiry = Route.ComponentProps["loaderData"]["enquiry"];

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, listHref } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // The forms post to this page as it is (its `back`), without the last change's confirmation.
  const kept = new URLSearchParams(location.search);
  kept.delete("done");
  const formAction = `${location.pathname}${kept.size > 0 ? `?${kept.toString()}` : ""}`;
  // A refusal (this post's answer), or the confirmation of the change just made (from `done`), where it was made.
  const of = (form: Intent): Answered | undefined =>
    actionData?.form === form
      ? actionData
      : !actionData && loaderData.done === form
        ? { status: "done", message: doneMessage(form, enquiry) }
        : undefined;
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const hasErrors = actionData?.status === "invalid";
  useErrorTitle(hasErrors);

  return (
    <>
      <p>
        <Link to={listHref} className="font-bold text-brand-700" data-back>
          Back to the list
        </Link>
      </p>
      <h1 className="mt-4 heading-xl">
        <span className="block text-xl font-normal text-muted">
          {enquiry.formLabel}
          {enquiry.reference ? `, reference ${enquiry.reference}` : ""}
        </span>
        <span className="block break-words whitespace-pre-wrap" data-enquiry-name>
          {enquiry.name || "(no name given)"}
        </span>
      </h1>
      <p className="mt-3 flex flex-wrap gap-2">
        <ReadBadge read={enquiry.read} />
        {enquiry.urgent ? <UrgentBadge /> : null}
        {enquiry.spam ? <SpamBadge /> : null}
        {enquiry.sentFast ? <SentFastBadge /> : null}
      </p>

      <section aria-labelledby="about-heading" className="mt-8">
        <h2 id="about-heading" className="heading-l">
          About this enquiry
        </h2>
        <Facts>
          <Fact label="Received">{enquiry.received}</Fact>
          <Fact label="Form">{enquiry.formLabel}</Fact>
          {enquiry.reference ? <Fact label="Reference">{enquiry.reference}</Fact> : null}
          <Fact label="Status">{statusLabels[enquiry.status]}</Fact>
          <Fact label="Assigned to">{enquiry.assignedEmail ?? "No one"}</Fact>
          <Fact label="Read">
            {enquiry.readAt ? `By ${enquiry.readBy ?? "a removed account"}, ${enquiry.readAt}` : "Not yet"}
          </Fact>
          <Fact label="Spam">{enquiry.spam ? `Yes${enquiry.spamReason ? `: ${enquiry.spamReason}` : ""}` : "No"}</Fact>
          {enquiry.sentFast ? (
            <Fact label="Sent very fast">
              Yes: sooner after the form was shown than a person types. Often the browser filling it in; a bot that got
              past the hidden field is possible too.
            </Fact>
          ) : null}
        </Facts>
      </section>

      <section aria-labelledby="sent-heading" className="mt-10">
        <h2 id="sent-heading" className="heading-l">
          What they sent
        </h2>
        <Facts data-fields>
          {enquiry.fields.map((field) => (
            <Fact key={field.label} label={field.label}>
              {field.value === "" ? (
                <span className="text-muted">Not given</span>
              ) : field.href ? (
                <a href={field.href} className="break-all">
                  {field.value}
                </a>
              ) : (
                <span className="whitespace-pre-wrap">{field.value}</span>
              )}
            </Fact>
          ))}
        </Facts>
      </section>

      <section aria-labelledby="consent-heading" className="mt-10">
        <h2 id="consent-heading" className="heading-l">
          Consent and where it came from
        </h2>
        <Facts>
          <Fact label="Agreed to be contacted">
            {enquiry.consentGiven ? `Yes${enquiry.consentGivenAt ? `, ${enquiry.consentGivenAt}` : ""}` : "No"}
          </Fact>
          <Fact label="What they agreed to">{enquiry.consentText}</Fact>
          <Fact label="Sent from">
            <code className="break-all">{enquiry.originPage}</code>
          </Fact>
        </Facts>
      </section>

      <section aria-labelledby="emails-heading" className="mt-10" id="emails">
        <h2 id="emails-heading" className="heading-l">
          E-mails about it
        </h2>
        <Answer result={of("send-again")} />
        {loaderData.emails.length === 0 ? (
          <p className="mt-4">
            None: no e-mail is sent for an enquiry flagged as spam, or for one stored before e-mail notifications.
          </p>
        ) : (
          <Facts data-emails>
            {loaderData.emails.map((email) => (
              <Fact key={email.id} label={email.to}>
                <span data-email-state={email.state}>{email.text}</span>
                {email.state === "failed" && loaderData.canSendAgain ? (
                  <Form method="post" action={formAction} className="mt-2" data-form="send-again">
                    <input type="hidden" name="email" value={email.id} />
                    <button type="submit" name="intent" value="send-again" className="button-secondary">
                      Send it again
                    </button>
                  </Form>
                ) : null}
              </Fact>
            ))}
          </Facts>
        )}
      </section>

      <section aria-labelledby="follow-up-heading" className="mt-10 max-w-3xl" id="follow-up">
        <h2 id="follow-up-heading" className="heading-l">
          Follow-up
        </h2>
        <ContactLinksBlock enquiry={enquiry} />
        <Answer result={of("status")} />
        <Form method="post" action={formAction} className="mt-6 flex flex-wrap items-end gap-3" data-form="status">
          <div>
            <label htmlFor="status-status" className="block font-bold">
              Status
            </label>
            <select
              id="status-status"
              name="status"
              defaultValue={enquiry.status}
              key={enquiry.status}
              className="mt-1 rounded-md border-2 border-ink bg-white px-3 py-2"
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="status" className="button-secondary">
            Change status
          </button>
        </Form>

        <Answer result={of("assign")} />
        <Form method="post" action={formAction} className="mt-6 flex flex-wrap items-end gap-3" data-form="assign">
          <div className="max-w-full">
            <label htmlFor="assign-assignee" className="block font-bold">
              Assigned to
            </label>
            <select
              id="assign-assignee"
              name="assignee"
              defaultValue={enquiry.assignedTo === null ? "" : String(enquiry.assignedTo)}
              key={String(enquiry.assignedTo)}
              className="mt-1 max-w-full rounded-md border-2 border-ink bg-white px-3 py-2"
            >
              <option value="">Unassigned</option>
              {loaderData.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                  {member.id === loaderData.me ? " (you)" : ""}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="assign" className="button-secondary">
            Assign
          </button>
        </Form>

        <Answer result={of("spam")} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post" action={formAction} data-form="spam">
            {enquiry.spam ? (
              <button type="submit" name="intent" value="not-spam" className="button-secondary">
                Not spam
              </button>
            ) : (
              <button type="submit" name="intent" value="spam" className="button-secondary">
                Mark as spam
              </button>
            )}
          </Form>
          <Form method="post" action={formAction} data-form="unread">
            <button type="submit" name="intent" value="unread" className="button-secondary">
              Mark as unread
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="notes-heading" className="mt-10 max-w-3xl" id="notes">
        <h2 id="notes-heading" className="heading-l">
          Notes
        </h2>
        {enquiry.notes.length === 0 ? (
          <p className="mt-4">No notes yet.</p>
        ) : (
          <ol className="mt-4 space-y-4" data-notes>
            {enquiry.notes.map((note) => (
              <li key={note.id} className="border-l-4 border-brand-700 pl-4" data-note>
                <p className="text-muted">
                  <strong className="text-ink">{note.author ?? "A removed account"}</strong>, {note.at}
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <Answer result={of("note")?.status === "done" ? of("note") : undefined} />
        <NoteForm
          action={formAction}
          result={actionData?.form === "note" ? actionData : undefined}
          pending={busy("note")}
          notes={enquiry.notes.length}
          max={loaderData.noteMax}
        />
      </section>
    </>
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

type Answered = EnquiryActionData | { status: "done"; message: string; form?: undefined };

/** A change's confirmation (or its refusal, when it is not about one field), where the change was made. */
function Answer({ result }: { result?: Answered }) {
  if (!result) return null;
  if (result.status === "done") {
    return (
      <div className="mt-6">
        <Confirmation title="Saved">{result.message}</Confirmation>
      </div>
    );
  }
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

function ContactLinksBlock({ enquiry }: { enquiry: Enquiry }) {
  const phone = enquiry.fields.find((field) => field.kind === "phone");
  const email = enquiry.fields.find((field) => field.kind === "email");
  if (!phone?.value && !email?.value) return null;
  return (
    <div className="mt-4">
      <p className="font-bold">Get in touch</p>
      <ContactLinks
        phone={phone?.value ?? ""}
        phoneHref={phone?.href ?? null}
        email={email?.value || null}
        emailHref={email?.href ?? null}
      />
    </div>
  );
}

function Facts({ children, ...rest }: { children: ReactNode; "data-fields"?: boolean }) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-6 md:grid-cols-[minmax(10rem,16rem)_minmax(0,1fr)]" {...rest}>
      {children}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-muted/40 py-2 md:col-span-2 md:grid md:grid-cols-subgrid">
      <dt className="font-bold">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** No such enquiry (404), or a refusal: inside the staff frame, with the way back to the list. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shown = isRouteErrorResponse(error) && isProblem(error.data) ? error.data : null;
  return (
    <>
      <h1 className="heading-xl">{shown?.title ?? "Sorry, something went wrong"}</h1>
      <p className="mt-4 max-w-2xl">
        {shown?.text ?? "This enquiry could not be shown. Please try again in a few minutes."}
      </p>
      <p className="mt-4">
        <Link to="/admin" className="font-bold text-brand-700">
          Back to the enquiries
        </Link>
      </p>
    </>
  );
}
