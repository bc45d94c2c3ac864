import type { ReactNode } from "react";
import { Link } from "react-router";
import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";
import { EmailLink } from "#app/components/email-link/email-link.tsx";

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
    <CardTable caption={caption} columns={columns} busy={busy} name="inbox-list">
      {rows.map((row) => (
        <tr
          key={row.id}
          role="row"
          className={`border-b border-muted/40 align-top max-md:block max-md:border-2 max-md:border-ink max-md:p-4 ${row.read ? "" : "bg-brand-50"}`}
          data-enquiry={row.id}
        >
          <th role="rowheader" scope="row" className="py-3 pr-1.5 font-normal max-md:block max-md:p-0 md:pl-2">
            <Link to={row.href} className="font-bold wrap-anywhere whitespace-pre-wrap" data-enquiry-link>
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
          </th>
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
        </tr>
      ))}
    </CardTable>
  );
}

/**
 * A table from 768 px and one card per row below it (the column headers kept for screen readers; explicit roles keep
 * the table's meaning whatever the CSS does to it): the frame of the inbox's list and the audit log's. Its children
 * are the rows, each a `<tr>` with a row header and `Cell`s.
 */
export function CardTable({
  caption,
  columns,
  busy = false,
  name,
  children,
}: {
  caption: string;
  columns: readonly string[];
  busy?: boolean;
  name: string;
  children: ReactNode;
}) {
  return (
    <table
      role="table"
      aria-busy={busy || undefined}
      className="w-full border-collapse text-left md:text-sm max-md:block"
      {...{ [`data-${name}`]: true }}
    >
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="border-b-2 border-ink max-md:sr-only">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col" className="px-1.5 py-2 align-bottom first:pl-0 last:pr-0">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-md:block max-md:space-y-4">
        {children}
      </tbody>
    </table>
  );
}

/** A cell, with its column's name shown before the value on a narrow screen (the header says it to screen readers). */
export function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td role="cell" className="px-1.5 py-3 break-words last:pr-0 max-md:mt-2 max-md:block max-md:p-0">
      <span aria-hidden="true" className="font-bold md:hidden">
        {label}:{" "}
      </span>
      {children}
    </td>
  );
}
