import type { ReactNode } from "react";
import { Link } from "react-router";
import { Fact, Facts } from "#app/components/staff/facts/facts.tsx";
import { ReadBadge, SentFastBadge, SpamBadge, UrgentBadge } from "#app/components/staff/inbox-list/inbox-list.tsx";
import type { EnquiryView } from "#app/inbox/enquiry-view.ts";
import { stageText } from "#app/inbox/stages.ts";

/** The top of an enquiry's page: the way back to the list (to its row), who it is from and its marks. */
export function EnquiryHeading({ enquiry, listHref }: { enquiry: EnquiryView; listHref: string }) {
  return (
    <>
      <p>
        <Link to={listHref} className="font-bold text-brand-700" data-back>
          Back to the list
        </Link>
      </p>
      <h1 className="mt-2 heading-xl">
        <span className="block text-base font-normal text-muted">
          {enquiry.formLabel}
          {enquiry.reference ? `, reference ${enquiry.reference}` : ""}
        </span>
        <span className="block break-words whitespace-pre-wrap" data-enquiry-name>
          {enquiry.name || "(no name given)"}
        </span>
      </h1>
      <p className="mt-1 flex flex-wrap gap-2">
        <ReadBadge read={enquiry.read} />
        {enquiry.urgent ? <UrgentBadge /> : null}
        {enquiry.spam ? <SpamBadge /> : null}
        {enquiry.sentFast ? <SentFastBadge /> : null}
      </p>
    </>
  );
}

/**
 * What staff read before acting on an enquiry, below (or beside) the work: about the enquiry, what the visitor sent
 * (labelled from the form's field list), then `children` (its notes and calls), consent and origin.
 */
export function EnquiryDetails({ enquiry, children }: { enquiry: EnquiryView; children?: ReactNode }) {
  return (
    <>
      <AboutEnquiry enquiry={enquiry} />

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

      {children}

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
    </>
  );
}

/** What staff know of the enquiry itself: when and how it came, its stage, first contact, owner, reading and spam. */
function AboutEnquiry({ enquiry }: { enquiry: EnquiryView }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="heading-l">
        About this enquiry
      </h2>
      <Facts>
        <Fact label="Received">{enquiry.received}</Fact>
        <Fact label="Form">{enquiry.formLabel}</Fact>
        {enquiry.reference ? <Fact label="Reference">{enquiry.reference}</Fact> : null}
        <Fact label="Status">{stageText(enquiry.status, enquiry.stageReason)}</Fact>
        <Fact label="First contact">{enquiry.firstContactedAt ?? "Not yet"}</Fact>
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
  );
}
