import { Link } from "react-router";
import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";
import { EmailLink } from "#app/components/email-link/email-link.tsx";
import { Cell, ResponsiveTable, Row, RowHeader } from "#app/components/responsive-table/responsive-table.tsx";

/** One enquiry as the list shows it: plain text, worked out on the server when the page is drawn. */
export interface ListRow {
  id: number;
  /** The enquiry's page, with the way back to this list. */
  href: string;
  name: string;
  formLabel: string;
  /** The booking reference (assessments). */
  reference: string | null;
  /** "21 Nov 2026, 14:05", UK time; and the instant, for <time>. */
  received: string;
  receivedIso: string;
  phone: string;
  phoneHref: string | null;
  /** Urgent by the inbox's one rule (app/inbox/urgency.ts). */
  urgent: boolean;
  /** The stage in words. */
  status: string;
  /** "Due in 25 min", "Overdue by 1 h 10 min", "First call after 40 min"…; null for spam. */
  due: { text: string; overdue: boolean } | null;
  /** A callback's chosen day and window: "Today, Morning (8am-12pm)". */
  chosenTime: string | null;
  /** Who it is assigned to: "you", another's address, or nobody. */
  assignee: string | null;
  read: boolean;
  spam: boolean;
  /** Sent sooner than the minimum time to fill: autofill, or a bot that left the honeypot empty. */
  sentFast: boolean;
}

/** What one enquiry of each form is called (its definition's name; the tabs' names are plural). */
export const oneEnquiryOf = Object.fromEntries(
  formNames.map((form) => [form, formDefinitions[form].names.one]),
) as Record<FormName, string>;

const badge =
  "inline-block rounded-sm px-2 py-0.5 text-[0.875em] leading-snug font-bold whitespace-nowrap no-underline";

/** New (unread) or Read, in words, on the enquiry's own page (the list shows unread in bold, with a hidden word). */
export function ReadBadge({ read }: { read: boolean }) {
  return read ? (
    <span className={`${badge} border-2 border-muted text-muted`} data-badge="read">
      Read
    </span>
  ) : (
    <span className={`${badge} border-2 border-brand-700 bg-brand-700 text-white`} data-badge="new">
      New
    </span>
  );
}

export function UrgentBadge() {
  return (
    <span className={`${badge} border-2 border-danger-700 bg-danger-700 text-white`} data-badge="urgent">
      Urgent
    </span>
  );
}

/** Sent sooner than a person types: listed all the same (browser autofill is that fast), for staff to judge. */
export function SentFastBadge() {
  return (
    <span className={`${badge} border-2 border-dotted border-ink bg-white text-ink`} data-badge="sent-fast">
      Sent very fast
    </span>
  );
}

export function SpamBadge() {
  return (
    <span className={`${badge} border-2 border-dashed border-ink bg-white text-ink`} data-badge="spam">
      Spam
    </span>
  );
}

/** Contact details as links: `tel:` and `mailto:`, or plain text when the stored value is not a number or an address. */
export function ContactLinks({
  phone,
  phoneHref,
  email,
  emailHref,
}: {
  phone: string;
  phoneHref: string | null;
  email: string | null;
  emailHref: string | null;
}) {
  return (
    <ul className="space-y-1">
      {phone ? (
        <li>
          {phoneHref ? (
            <a href={phoneHref} className="whitespace-nowrap">
              {phone}
            </a>
          ) : (
            <span className="wrap-anywhere whitespace-pre-wrap">{phone}</span>
          )}
        </li>
      ) : null}
      {email ? (
        <li className="wrap-anywhere">
          {emailHref ? <EmailLink address={email} /> : <span className="whitespace-pre-wrap">{email}</span>}
        </li>
      ) : null}
    </ul>
  );
}

const columns = ["Enquiry", "Due", "Stage", "Assigned", "Phone", "Received"] as const;

/** The row's header: the name (bold while unread, with a word for screen readers), its badges, its form and reference. */
function RowName({ row }: { row: ListRow }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <Link
        id={`enquiry-${row.id}`}
        to={row.href}
        className={`text-sm leading-tight wrap-anywhere whitespace-pre-wrap ${row.read ? "font-normal" : "font-bold"}`}
        data-enquiry-link
      >
        {row.name || "(no name given)"}
      </Link>
      {row.read ? null : <span className="sr-only">(unread)</span>}
      {row.urgent ? <UrgentBadge /> : null}
      {row.spam ? <SpamBadge /> : null}
      {row.sentFast ? <SentFastBadge /> : null}
      <span className="whitespace-nowrap text-muted">
        {row.formLabel}
        {row.reference ? (
          <>
            , ref. <span data-reference>{row.reference}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}

/** When the call is due, in words (overdue in bold, the warning colour and the word), and a callback's chosen time. */
function Due({ due, chosenTime }: Pick<ListRow, "due" | "chosenTime">) {
  return (
    <>
      {due ? (
        <span className={due.overdue ? "font-bold text-danger-700" : ""} data-due>
          {due.text}
        </span>
      ) : null}
      {chosenTime ? (
        <span className="md:block md:whitespace-nowrap" data-chosen-time>
          <span className="md:hidden">{due ? " · " : ""}</span>Chosen: {chosenTime}
        </span>
      ) : null}
    </>
  );
}

/**
 * The list, dense enough to see the morning's work at once (issue 25: ten rows at 1280 × 900, a card at most 140 px
 * tall on a phone): a table with column headers, and the person's name as each row's header, from 768 px; below that
 * the same markup as one card per enquiry, its values running on in lines. Unread is the name in bold, with the word
 * "unread" for screen readers (no "New" badge beside the stage "New"); overdue is said in words, in bold. Every value is
 * text: nothing a visitor typed is ever markup.
 */
export function InboxList({ rows, caption, busy }: { rows: readonly ListRow[]; caption: string; busy: boolean }) {
  return (
    <ResponsiveTable caption={caption} columns={columns} busy={busy} name="inbox-list" dense>
      {rows.map((row) => (
        <Row
          key={row.id}
          className={row.read ? "" : "bg-brand-50"}
          data={{ "data-enquiry": row.id, ...(row.read ? {} : { "data-unread": true }) }}
        >
          <RowHeader>
            <RowName row={row} />
          </RowHeader>
          <Cell label="Due" labelShown={false} narrow="line">
            <Due due={row.due} chosenTime={row.chosenTime} />
          </Cell>
          <Cell label="Stage">
            <span className="lg:whitespace-nowrap" data-stage>
              {row.status}
            </span>
          </Cell>
          <Cell label="Assigned">
            {row.assignee === null ? (
              <span className="text-muted">Nobody</span>
            ) : (
              <span className="wrap-anywhere" data-assignee>
                {row.assignee === "you" ? "You" : row.assignee}
              </span>
            )}
          </Cell>
          <Cell label="Phone" labelShown={false}>
            {row.phoneHref ? (
              <a href={row.phoneHref} className="whitespace-nowrap">
                {row.phone}
              </a>
            ) : (
              <span className="wrap-anywhere whitespace-pre-wrap">{row.phone}</span>
            )}
          </Cell>
          {/* On a phone the due time says how long: the arrival's date and time are on the enquiry's page. */}
          <Cell label="Received" narrow="hidden">
            <time dateTime={row.receivedIso} className="whitespace-nowrap">
              {row.received}
            </time>
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}
