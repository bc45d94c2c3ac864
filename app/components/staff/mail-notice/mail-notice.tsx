/** The outbox as staff pages show it: counts only (from the admin layout's loader). */
export interface MailState {
  /** SMTP_URL is set: e-mails go out. */
  configured: boolean;
  waiting: number;
  failed: number;
}

const emails = (count: number) => (count === 1 ? "1 e-mail" : `${count.toLocaleString("en-GB")} e-mails`);

/**
 * Said on every staff page when e-mail is off (no mail server set) or some e-mails failed: staff must not count on an
 * e-mail about a new enquiry that will not come. One line, so the work comes first on a phone (issue 25); what to do
 * about it (the setting, the e-mails waiting) is for admins, folded under "Details". Nothing when all is well.
 */
export function MailNotice({ mail, admin }: { mail: MailState; admin: boolean }) {
  if (mail.configured && mail.failed === 0) return null;
  return (
    <div
      data-mail-notice
      className="mb-4 flex max-w-3xl flex-wrap items-baseline gap-x-3 border-l-4 border-danger-700 bg-brand-50 px-2 py-1 text-xs"
    >
      <p>
        <strong>{mail.configured ? "Some e-mails could not be sent" : "E-mail notifications are off"}</strong>
        {mail.configured ? ": each enquiry says which." : ": check here."}
      </p>
      {admin ? (
        <details>
          <summary className="cursor-pointer font-bold text-brand-700 underline underline-offset-4">Details</summary>
          {mail.configured ? (
            <p className="mt-1">
              {emails(mail.failed)} could not be sent. Each enquiry shows whether its e-mail went and, if not, why; an
              admin can send it again.
            </p>
          ) : (
            <p className="mt-1">
              No mail server is set (SMTP_URL), so nobody is e-mailed about new enquiries: check this inbox. Every
              enquiry is still stored here.{" "}
              {mail.waiting > 0
                ? `${emails(mail.waiting)} ${mail.waiting === 1 ? "waits" : "wait"} and will be sent once it is set.`
                : null}
            </p>
          )}
        </details>
      ) : null}
    </div>
  );
}
