import { Link } from "react-router";
import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";
import { EmailLink } from "#app/components/email-link/email-link.tsx";
import { Cell, ResponsiveTable, Row, RowHeader } from "#app/components/responsive-table/responsive-table.tsx";

/** One enquiry as the list shows it: plain text, worked out on the server (labels from the forms' field lists). */
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
  email: string | null;
  emailHref: string | null;
  /** The urgency's label from the form's field list; null where the form does not ask. */
  urgency: string | null;
  urgent: boolean;
  status: string;
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

/** New (unread) or Read: in words, never colour alone. */
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
}: Pick<ListRow, "phone" | "phoneHref" | "email" | "emailHref">) {
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

const columns = ["Enquiry", "Received", "Contact", "Urgency", "Status"] as const;

/** "21 Nov 2026, 14:05" on two lines when it must wrap: the date, then the time. */
function Received({ text, iso }: { text: string; iso: string }) {
  const [date, time] = text.split(", ");
  return (
    <time dateTime={iso} className="lg:whitespace-nowrap">
      <span className="whitespace-nowrap">{date}</span>
      {time ? (
        <>
          ,<wbr /> <span className="whitespace-nowrap">{time}</span>
        </>
      ) : null}
    </time>
  );
}

/**
 * The list: a table with column headers, and the person's name as each row's header, from 768 px; below that the
 * same markup is laid out as one card per enquiry, each value with its label (explicit roles keep the table's meaning
 * for screen readers whatever the CSS does to it). Five columns of this content need about 700 px: between 640 and
 * 768 px (a 1280 px screen at 200 % zoom) the table only fitted by breaking names and addresses mid-word, so cards
 * are shown there too. Every value is text: nothing a visitor typed is ever markup.
 */
export function InboxList({ rows, caption, busy }: { rows: readonly ListRow[]; caption: string; busy: boolean }) {
  return (
    <ResponsiveTable caption={caption} columns={columns} busy={busy} name="inbox-list">
      {rows.map((row) => (
        <Row key={row.id} className={row.read ? "" : "bg-brand-50"} data={{ "data-enquiry": row.id }}>
          <RowHeader>
            <Link
              id={`enquiry-${row.id}`}
              to={row.href}
              className="font-bold wrap-anywhere whitespace-pre-wrap"
              data-enquiry-link
            >
              {row.name || "(no name given)"}
            </Link>
            <span className="mt-1 flex flex-wrap gap-1">
              <ReadBadge read={row.read} />
              {row.spam ? <SpamBadge /> : null}
              {row.sentFast ? <SentFastBadge /> : null}
            </span>
            <span className="mt-1 block wrap-anywhere">
              {row.formLabel}
              {row.reference ? (
                <>
                  , ref. <span data-reference>{row.reference}</span>
                </>
              ) : null}
            </span>
          </RowHeader>
          <Cell label="Received">
            <Received text={row.received} iso={row.receivedIso} />
          </Cell>
          <Cell label="Contact">
            <ContactLinks phone={row.phone} phoneHref={row.phoneHref} email={row.email} emailHref={row.emailHref} />
          </Cell>
          <Cell label="Urgency">
            {row.urgent ? (
              <>
                <UrgentBadge /> <span className="block">{row.urgency}</span>
              </>
            ) : (
              (row.urgency ?? <span className="text-muted">Not asked</span>)
            )}
          </Cell>
          <Cell label="Status">
            <span className="lg:whitespace-nowrap">{row.status}</span>
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}
