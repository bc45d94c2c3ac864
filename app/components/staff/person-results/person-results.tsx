import { Form } from "react-router";
import {
  Checkbox,
  ChoiceControl,
  ErrorMessage,
  ErrorSummary,
  FieldWrapper,
  FormStateProvider,
  TextArea,
} from "#app/components/forms/forms.tsx";
import { REASON_MAX } from "#app/config/erasure-rules.ts";

/** What a search for a person found, grouped by the person each enquiry names, with the ticks and any errors. */
export interface PersonFound {
  email: string;
  phone: string;
  errors: Record<string, string>;
  reason?: string;
  groups: {
    /** The name as first given, or "" when none was. */
    name: string;
    emails: string[];
    phones: string[];
    enquiries: { id: number; form: string; reference: string | null; receivedAt: string }[];
  }[];
  ticked: number[];
  /** Job applications with the address or number (issue 27): listed apart, ticked by the same rule. */
  applications?: { id: number; name: string; vacancyTitle: string | null; receivedAt: string }[];
  tickedApplications?: number[];
}

/**
 * The results of a search on the data protection page: the enquiries held, grouped by person, to tick; a copy of the
 * ticked ones in either format, or their erasure with a reason.
 */
export function PersonResults({ found }: { found: PersonFound }) {
  const { groups, errors } = found;
  const applications = found.applications ?? [];
  const count = groups.reduce((total, group) => total + group.enquiries.length, 0) + applications.length;
  const person = [found.email.trim(), found.phone.trim()].filter(Boolean).join(" or ");
  return (
    <section aria-labelledby="results-heading" className="mt-10 max-w-3xl" data-results>
      <h2 id="results-heading" className="heading-l" tabIndex={-1}>
        {count === 0 ? `Nothing held for ${person}` : `${count === 1 ? "1 record" : `${count} records`} for ${person}`}
      </h2>
      {count === 0 ? (
        <p className="mt-4">No enquiry has this e-mail address or phone number.</p>
      ) : (
        <>
          {groups.length > 1 ? (
            <div className="mt-4 border-l-4 border-danger-700 pl-4" data-people-warning>
              <p>
                <strong>These enquiries name {groups.length} different people.</strong> A phone number or an e-mail
                address can be shared (a couple, a family). Tick only the enquiries of the person who asked: a copy or
                an erasure is of the ticked enquiries alone.
              </p>
            </div>
          ) : null}
          {/* One form for the ticks and the three buttons, posted as a page with or without JavaScript (a download cannot be a fetch). */}
          <FormStateProvider
            value={{ idPrefix: "results", errors, values: { reason: found.reason ?? "" }, pending: false }}
          >
            <Form method="post" reloadDocument noValidate className="mt-6" data-form="results">
              <ErrorSummary errors={errors} groups={["enquiry"]} />
              <input type="hidden" name="email" value={found.email} />
              <input type="hidden" name="phone" value={found.phone} />
              <PeopleChoice groups={groups} ticked={found.ticked} error={errors.enquiry} />
              {applications.length ? (
                <ApplicationsChoice applications={applications} ticked={found.tickedApplications ?? []} />
              ) : null}

              <h3 className="heading-m mt-8">Give them a copy</h3>
              <p className="mt-2">
                Of the ticked enquiries: one page they can read and print, and the same as data (JSON) if they ask for
                it. Each download is in the audit log.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="submit" name="intent" value="export-html" className="button-secondary">
                  Download as a page (HTML)
                </button>
                <button type="submit" name="intent" value="export-json" className="button-secondary">
                  Download as data (JSON)
                </button>
              </div>

              <h3 className="heading-m mt-8">Erase them</h3>
              <p className="mt-2">
                The ticked enquiries go for good, with their notes and e-mails. What stays is a record of each: its
                form, when it arrived, when and by whom it was erased, and why.
              </p>
              <TextArea
                name="reason"
                label="Why are you erasing them?"
                hint="For example: they asked us to by e-mail on 20 November. No personal details."
                maxLength={REASON_MAX}
                rows={3}
              />
              <Checkbox name="confirm" label="I understand that this cannot be undone" />
              <button type="submit" name="intent" value="erase" className="button-primary mt-8">
                Erase the ticked enquiries
              </button>
            </Form>
          </FormStateProvider>
        </>
      )}
    </section>
  );
}

/** A fieldset of tick boxes per person found (GOV.UK checkboxes): their name as its legend, their contact details as its hint. */
function PeopleChoice({ groups, ticked, error }: { groups: PersonFound["groups"]; ticked: number[]; error?: string }) {
  const errorId = "results-enquiry-error";
  let index = 0;
  return (
    <FieldWrapper error={error}>
      <ErrorMessage id="results-enquiry" error={error} />
      {groups.map((group, groupIndex) => {
        const hintId = `results-person-${groupIndex}-hint`;
        return (
          <fieldset
            key={groupIndex}
            aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
            className="mt-6 first:mt-2"
            data-person
          >
            <legend className="heading-s font-bold break-words">{group.name || "No name given"}</legend>
            <p id={hintId} className="mt-1 text-muted break-words">
              {[
                group.emails.length ? `E-mail: ${group.emails.join(", ")}` : "No e-mail address",
                `Phone: ${group.phones.join(", ") || "none"}`,
              ].join(". ")}
            </p>
            <div className="mt-2 grid gap-2">
              {group.enquiries.map((enquiry) => {
                const id = `results-enquiry-${index++}`;
                const title = `${enquiry.form}${enquiry.reference ? `, ${enquiry.reference}` : ""}, ${enquiry.receivedAt}`;
                return (
                  <div key={enquiry.id} className="flex items-start gap-3">
                    <ChoiceControl
                      id={id}
                      name="enquiry"
                      type="checkbox"
                      value={enquiry.id}
                      defaultChecked={ticked.includes(enquiry.id)}
                      aria-invalid={error ? true : undefined}
                    />
                    <label htmlFor={id} className="grow cursor-pointer py-1.5 break-words">
                      {title}
                    </label>
                    <a href={`/admin/enquiries/${enquiry.id}`} className="py-1.5 text-brand-700 underline">
                      View<span className="sr-only"> {title}</span>
                    </a>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </FieldWrapper>
  );
}

/** The person's job applications (issue 27), as tick boxes apart from the enquiries: a copy or an erasure includes the ticked ones. */
function ApplicationsChoice({
  applications,
  ticked,
}: {
  applications: NonNullable<PersonFound["applications"]>;
  ticked: number[];
}) {
  return (
    <fieldset className="mt-8" data-applications>
      <legend className="heading-s font-bold">Job applications</legend>
      <div className="mt-2 grid gap-2">
        {applications.map((application, index) => {
          const id = `results-application-${index}`;
          return (
            <div key={application.id} className="flex items-start gap-3">
              <ChoiceControl
                id={id}
                name="application"
                type="checkbox"
                value={application.id}
                defaultChecked={ticked.includes(application.id)}
              />
              <label htmlFor={id} className="grow cursor-pointer py-1.5 break-words">
                {`${application.name}: ${application.vacancyTitle ?? "general application"}, ${application.receivedAt}`}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
