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
 * e-mail about a new enquiry that will not come. Nothing when all is well. Coordinators get one line (issue 25: the
 * work first on a phone); admins, who can set the mail server or send again, the detail.
 */
export function MailNotice({ mail, detail }: { mail: MailState; detail: boolean }) {
  if (mail.configured && mail.failed === 0) return null;
  if (!detail)
    return (
      <p data-mail-notice className="mb-6 max-w-3xl border-l-8 border-danger-700 bg-brand-50 px-4 py-1.5 font-bold">
        {mail.configured ? "Some e-mails could not be sent." : "E-mail notifications are off."}
      </p>
    );
  return (
    <div data-mail-notice className="mb-8 max-w-3xl border-l-8 border-danger-700 bg-brand-50 p-4">
      <p className="text-xl font-bold">
        {mail.configured ? "Some e-mails could not be sent" : "E-mail notifications are off"}
      </p>
      {mail.configured ? (
        <p className="mt-2">
          {emails(mail.failed)} could not be sent. Each enquiry shows whether its e-mail went and, if not, why; an admin
          can send it again.
        </p>
      ) : (
        <p className="mt-2">
          No mail server is set (SMTP_URL), so nobody is e-mailed about new enquiries: check this inbox. Every enquiry
          is still stored here.{" "}
          {mail.waiting > 0
            ? `${emails(mail.waiting)} ${mail.waiting === 1 ? "waits" : "wait"} and will be sent once it is set.`
            : null}
        </p>
      )}
    </div>
  );
}
