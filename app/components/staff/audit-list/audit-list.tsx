import { Form, Link } from "react-router";
import { FilterButtons, FilterDate, FilterSelect } from "#app/components/staff/inbox-filters/inbox-filters.tsx";
import { EmailText } from "#app/components/email-link/email-link.tsx";
import { Cell, ResponsiveTable, Row, RowHeader } from "#app/components/responsive-table/responsive-table.tsx";

/** One audit entry as the page shows it: plain text, worked out on the server. */
export interface AuditRow {
  id: number;
  /** "21 Nov 2026, 14:05", UK time; and the instant, for <time>. */
  when: string;
  whenIso: string;
  action: string;
  who: string;
  /** The account it concerns (an e-mail address, or "account 12 (removed)"). */
  account: string | null;
  enquiry: { id: number; href: string } | null;
  details: string[];
  /** The client hash, shortened. */
  client: string | null;
}

export interface AuditFilterValues {
  person: string;
  action: string;
  from: string;
  to: string;
}

interface Choice {
  value: string;
  label: string;
}

const columns = ["When", "Action", "Who did it", "About", "Details", "Client"] as const;

/**
 * The entries: a table from 768 px, one card per entry below (each value with its label), like the inbox's list.
 * Read only: there is nothing here, or anywhere, to change or remove an entry.
 */
export function AuditList({ rows, caption }: { rows: readonly AuditRow[]; caption: string }) {
  return (
    <ResponsiveTable caption={caption} columns={columns} name="audit-list">
      {rows.map((row) => (
        <Row key={row.id} data={{ "data-audit-entry": row.id }}>
          <RowHeader bold>
            <time dateTime={row.whenIso} className="whitespace-nowrap">
              {row.when}
            </time>
          </RowHeader>
          <Cell label="Action">
            <span data-action>{row.action}</span>
          </Cell>
          <Cell label="Who did it">
            <span className="wrap-anywhere" data-who>
              <Breakable text={row.who} />
            </span>
          </Cell>
          <Cell label="About">
            {row.account || row.enquiry ? (
              <span className="inline-flex flex-col md:flex">
                {row.account ? (
                  <span className="wrap-anywhere" data-account>
                    <Breakable text={row.account} />
                  </span>
                ) : null}
                {row.enquiry ? (
                  <Link to={row.enquiry.href} className="font-bold text-brand-700" data-enquiry>
                    Enquiry {row.enquiry.id}
                  </Link>
                ) : null}
              </span>
            ) : (
              <span className="text-muted">Nothing else</span>
            )}
          </Cell>
          <Cell label="Details">
            {row.details.length ? (
              <ul className="inline-flex flex-col md:flex" data-details>
                {row.details.map((line) => (
                  <li key={line} className="wrap-anywhere">
                    {line}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">None</span>
            )}
          </Cell>
          <Cell label="Client">
            {row.client ? <code className="font-mono">{row.client}</code> : <span className="text-muted">None</span>}
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}

/** An e-mail address with places to break after its @ and dots; other words as they are. */
function Breakable({ text }: { text: string }) {
  return text.includes("@") ? <EmailText address={text} /> : text;
}

/** The filters: an ordinary GET form (a filtered log is a link that can be kept), with or without JavaScript. */
export function AuditFilters({
  values,
  people,
  actions,
  chosen,
}: {
  values: AuditFilterValues;
  people: readonly Choice[];
  actions: readonly Choice[];
  chosen: boolean;
}) {
  return (
    <Form
      method="get"
      action="/admin/audit"
      className="border-2 border-brand-100 bg-brand-50 p-4"
      data-form="audit-filters"
      key={JSON.stringify(values)}
    >
      <h2 className="heading-m">Filters</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="audit-person"
          name="person"
          label="Person"
          hint="What they did, or what was done to their account"
          value={values.person}
          options={[{ value: "", label: "Anyone" }, ...people]}
        />
        <FilterSelect
          id="audit-action"
          name="action"
          label="Action"
          value={values.action}
          options={[{ value: "", label: "Any action" }, ...actions]}
        />
        <FilterDate id="audit-from" name="from" label="From" value={values.from} />
        <FilterDate id="audit-to" name="to" label="To" value={values.to} />
      </div>
      <FilterButtons clearHref={chosen ? "/admin/audit" : null} />
    </Form>
  );
}
