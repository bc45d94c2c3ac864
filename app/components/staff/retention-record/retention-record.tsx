import { Confirmation } from "#app/components/forms/forms.tsx";
import { formLabels, type InboxForm } from "#app/inbox/filter.ts";

/**
 * What the data protection page (app/routes/admin/data-protection.tsx) shows of keeping and erasing: an erasure just
 * done, how long enquiries are kept, and the latest erasures (records without personal data).
 */

/** How long things are kept, as the configuration sets it (app/data-protection/policy.server.ts). */
export interface RetentionPeriods {
  spamDays: number;
  closedMonths: Record<InboxForm, number>;
  openMonths: Record<InboxForm, number>;
  auditYears: number;
}

/** One erasure as the page lists it: which form, when, by whom and why (no personal data). */
export interface ErasureRow {
  id: number;
  form: string;
  receivedAt: string;
  erasedAt: string;
  by: string;
  reason: string;
}

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

/** The erasure just done: how many enquiries went. */
export function ErasedNotice({ count }: { count: number }) {
  return (
    <div className="mt-6">
      <Confirmation title="Erased">
        {count === 1 ? "1 enquiry was" : `${count} enquiries were`} erased, with their notes and e-mails. A record of
        the erasure without any personal data is kept below.
      </Confirmation>
    </div>
  );
}

/** The retention periods, per form; the privacy notice states the same. */
export function RetentionPeriodList({ policy }: { policy: RetentionPeriods }) {
  return (
    <section aria-labelledby="periods-heading" className="mt-12 max-w-3xl">
      <h2 id="periods-heading" className="heading-l">
        How long enquiries are kept
      </h2>
      <p className="mt-4">
        Set in the configuration (RETENTION_*); removed once a day. The privacy notice states the same periods.
      </p>
      <ul className="mt-4 list-disc space-y-1 pl-6" data-periods>
        <li>Spam: {policy.spamDays} days after it arrived.</li>
        {(Object.keys(policy.closedMonths) as InboxForm[]).map((form) => (
          <li key={form}>
            {formLabels[form]}: {months(policy.closedMonths[form])} after the last work on them once closed,{" "}
            {months(policy.openMonths[form])} otherwise.
          </li>
        ))}
        <li>The audit log and records of erasures: {policy.auditYears} years.</li>
      </ul>
    </section>
  );
}

/** The latest erasures, newest first. */
export function LatestErasures({ erased }: { erased: ErasureRow[] }) {
  return (
    <section aria-labelledby="erased-heading" className="mt-12">
      <h2 id="erased-heading" className="heading-l">
        Latest erasures
      </h2>
      {erased.length === 0 ? (
        <p className="mt-4">None yet.</p>
      ) : (
        <ul className="mt-4 space-y-3" data-erasures>
          {erased.map((row) => (
            <li key={row.id} className="border-l-4 border-brand-700 pl-4">
              <p>
                <strong>{row.form}</strong> received {row.receivedAt}, erased {row.erasedAt} by{" "}
                <span className="wrap-anywhere">{row.by}</span>
              </p>
              <p className="break-words whitespace-pre-wrap">Why: {row.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
