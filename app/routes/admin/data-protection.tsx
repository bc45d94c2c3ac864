import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/data-protection";
import {
  Checkbox,
  ChoiceControl,
  Confirmation,
  ErrorMessage,
  ErrorSummary,
  FieldWrapper,
  FormStateProvider,
  SubmitButton,
  TextArea,
  TextField,
  useErrorTitle,
} from "#app/components/forms/forms.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { hiddenCharacterErrors, textOf } from "#app/http/form-values.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { eraseEnquiries } from "#app/data-protection/erasure.server.ts";
import { REASON_MAX } from "#app/data-protection/erasure-rules.ts";
import { findPeople, tickedIdsOf, type PersonResults } from "#app/data-protection/people.server.ts";
import { personQueryOf } from "#app/data-protection/person.server.ts";
import { retentionPolicy } from "#app/data-protection/policy.server.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { formLabels } from "#app/inbox/filter.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * Data protection for admins (ADR 0009, 0013): find everything held about a person by e-mail address or phone number
 * (the search posts: it never lands in a URL), grouped by the person each enquiry names; download the ticked enquiries
 * for them (subject access, HTML and JSON), or erase them with a reason, leaving a record without personal data. Also
 * how long things are kept, and the latest erasures.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Data protection", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { deps } = staffOf(context, { role: "admin" });
  const erased = await deps.database.db
    .selectFrom("erased_enquiries")
    .leftJoin("staff_accounts", "staff_accounts.id", "erased_enquiries.erased_by")
    .select(["erased_enquiries.id", "form", "received_at", "erased_at", "reason", "staff_accounts.email"])
    .orderBy("erased_enquiries.id", "desc")
    .limit(20)
    .execute();
  return {
    policy: retentionPolicy(),
    erased: erased.map((row) => ({
      id: Number(row.id),
      form: formDefinitions[row.form].names.sent,
      receivedAt: formatUkDateTime(row.received_at),
      erasedAt: formatUkDateTime(row.erased_at),
      by: row.email ?? "the command line",
      reason: row.reason,
    })),
    hasErrors: hasFormErrors(context),
  };
}

const messages = {
  reasonMissing: "Enter why you are erasing it",
  reasonTooLong: `The reason must be ${REASON_MAX} characters or fewer`,
  notConfirmed: "Tick the box to confirm that this cannot be undone",
  noneToExport: "Tick the enquiries to give them a copy of",
  noneToErase: "Tick the enquiries to erase",
};

type FoundData = {
  status: "found";
  email: string;
  phone: string;
  errors: Record<string, string>;
  reason?: string;
} & PersonResults;
type InvalidData = { status: "invalid"; email: string; phone: string; errors: Record<string, string> };
type ActionData = FoundData | InvalidData | { status: "erased"; count: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const body = await readFormBody(request);
  const email = withoutHiddenCharacters(textOf(body, "email"));
  const phone = withoutHiddenCharacters(textOf(body, "phone"));
  const hidden = hiddenCharacterErrors(body, { email: "Their e-mail address", phone: "Their phone number" });
  const made = Object.keys(hidden).length > 0 ? { errors: hidden } : personQueryOf(email, phone);
  if ("errors" in made)
    return formProblem<InvalidData>(context, { status: "invalid", email, phone, errors: made.errors }, { status: 400 });

  const intent = textOf(body, "intent");
  if (intent !== "erase" && intent !== "export-html" && intent !== "export-json") {
    return data<ActionData>({
      status: "found",
      email,
      phone,
      ...(await findPeople(deps.database.db, made.query)),
      errors: {},
    });
  }
  // A copy or an erasure: of the enquiries ticked, never simply of everything the search found (ADR 0013).
  const found = await findPeople(deps.database.db, made.query, tickedIdsOf(body));
  const reason = withoutHiddenCharacters(textOf(body, "reason")).trim();
  const errors: Record<string, string> = {};
  if (found.ticked.length === 0) errors.enquiry = intent === "erase" ? messages.noneToErase : messages.noneToExport;
  if (intent === "erase") {
    const reasonError =
      hiddenCharacterErrors(body, { reason: "Why are you erasing it?" }).reason ??
      (!reason ? messages.reasonMissing : reason.length > REASON_MAX ? messages.reasonTooLong : undefined);
    if (reasonError) errors.reason = reasonError;
    if (textOf(body, "confirm") !== "on") errors.confirm = messages.notConfirmed;
  }
  if (Object.keys(errors).length > 0)
    return formProblem<FoundData>(
      context,
      { status: "found", email, phone, ...found, errors, reason },
      { status: 400 },
    );
  // 307: the browser posts the same form to the export, which answers with the file (an action's answer is the page).
  if (intent !== "erase") return redirect("/admin/data-protection/export", 307);
  const count = await eraseEnquiries(deps.database, session.account.id, made.query, found.ticked, reason, new Date());
  return data<ActionData>({ status: "erased", count });
}

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

export default function DataProtection({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const search = actionData?.status === "found" || actionData?.status === "invalid" ? actionData : undefined;
  const findErrors = actionData?.status === "invalid" ? actionData.errors : {};
  const { policy } = loaderData;
  useErrorTitle(actionData?.status === "invalid" || Object.keys(search?.errors ?? {}).length > 0);
  return (
    <>
      <h1 className="heading-xl">Data protection</h1>
      <p className="mt-4 max-w-3xl">
        Find everything held about a person to give them a copy (a subject access request: answer within one month) or
        to erase it when they ask. Only admins see this page, and everything done here is in the audit log.
      </p>

      {actionData?.status === "erased" ? (
        <div className="mt-6">
          <Confirmation title="Erased">
            {actionData.count === 1 ? "1 enquiry was" : `${actionData.count} enquiries were`} erased, with their notes
            and e-mails. A record of the erasure without any personal data is kept below.
          </Confirmation>
        </div>
      ) : null}

      <section aria-labelledby="find-heading" className="mt-10 max-w-3xl">
        <h2 id="find-heading" className="heading-l">
          Find a person
        </h2>
        <FormStateProvider
          value={{
            idPrefix: "find",
            errors: findErrors,
            values: search ? { email: search.email, phone: search.phone } : undefined,
            pending,
          }}
        >
          <Form method="post" noValidate className="mt-4" data-form="find">
            <ErrorSummary errors={findErrors} />
            <TextField
              name="email"
              label="Their e-mail address"
              type="email"
              autoComplete="off"
              inputMode="email"
              required={false}
              className="max-w-md"
            />
            <TextField
              name="phone"
              label="Their phone number"
              hint="Either is enough; with both, enquiries with either are found."
              type="tel"
              autoComplete="off"
              required={false}
              className="max-w-xs"
            />
            <SubmitButton>Find</SubmitButton>
          </Form>
        </FormStateProvider>
      </section>

      {actionData?.status === "found" ? <Results found={actionData} /> : null}

      <section aria-labelledby="periods-heading" className="mt-12 max-w-3xl">
        <h2 id="periods-heading" className="heading-l">
          How long enquiries are kept
        </h2>
        <p className="mt-4">
          Set in the configuration (RETENTION_*); removed once a day. The privacy notice states the same periods.
        </p>
        <ul className="mt-4 list-disc space-y-1 pl-6" data-periods>
          <li>Spam: {policy.spamDays} days after it arrived.</li>
          {(Object.keys(policy.closedMonths) as (keyof typeof policy.closedMonths)[]).map((form) => (
            <li key={form}>
              {formLabels[form]}: {months(policy.closedMonths[form])} after the last work on them once closed,{" "}
              {months(policy.openMonths[form])} otherwise.
            </li>
          ))}
          <li>The audit log and records of erasures: {policy.auditYears} years.</li>
        </ul>
      </section>

      <section aria-labelledby="erased-heading" className="mt-12">
        <h2 id="erased-heading" className="heading-l">
          Latest erasures
        </h2>
        {loaderData.erased.length === 0 ? (
          <p className="mt-4">None yet.</p>
        ) : (
          <ul className="mt-4 space-y-3" data-erasures>
            {loaderData.erased.map((row) => (
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
    </>
  );
}

function Results({ found }: { found: FoundData }) {
  const { groups, errors } = found;
  const count = groups.reduce((total, group) => total + group.enquiries.length, 0);
  const person = [found.email.trim(), found.phone.trim()].filter(Boolean).join(" or ");
  return (
    <section aria-labelledby="results-heading" className="mt-10 max-w-3xl" data-results>
      <h2 id="results-heading" className="heading-l" tabIndex={-1}>
        {count === 0
          ? `Nothing held for ${person}`
          : `${count === 1 ? "1 enquiry" : `${count} enquiries`} for ${person}`}
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
function PeopleChoice({
  groups,
  ticked,
  error,
}: {
  groups: PersonResults["groups"];
  ticked: number[];
  error?: string;
}) {
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
