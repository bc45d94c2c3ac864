import { Form } from "react-router";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { Fact, Facts } from "#app/components/staff/facts/facts.tsx";
import type { EmailView } from "#app/inbox/enquiry-view.ts";

/** The e-mails about an enquiry and their state; an admin can send a failed one again. */
export function EnquiryEmails({
  emails,
  canSendAgain,
  formAction,
  answer,
}: {
  emails: EmailView[];
  canSendAgain: boolean;
  formAction: string;
  answer?: Answered;
}) {
  return (
    <section aria-labelledby="emails-heading" className="mt-10" id="emails">
      <h2 id="emails-heading" className="heading-l">
        E-mails about it
      </h2>
      <Answer result={answer} />
      {emails.length === 0 ? (
        <p className="mt-4">
          None: no e-mail is sent for an enquiry flagged as spam, or for one stored before e-mail notifications.
        </p>
      ) : (
        <Facts data-emails>
          {emails.map((email) => (
            <Fact key={email.id} label={email.to}>
              <span data-email-state={email.state}>{email.text}</span>
              {email.state === "failed" && canSendAgain ? (
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
  );
}
