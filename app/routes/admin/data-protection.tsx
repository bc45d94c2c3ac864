import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/data-protection";
import { Checkbox, Confirmation, ErrorSummary, FormStateProvider, SubmitButton, TextArea, TextField, useErrorTitle } from "~/components/forms/forms";
import { staffOf } from "~/auth/guard.server";
import { staffPageHeaders, staffPageMeta } from "~/auth/staff-pages";
import { hiddenCharacterErrors, textOf } from "~/auth/form-values";
import { problem } from "~/auth/form-answers.server";
import { erasePerson } from "~/data-protection/erasure.server";
import { REASON_MAX } from "~/data-protection/erasure-rules";
import { findPersonRecords, personQueryOf } from "~/data-protection/person.server";
import { retentionPolicy } from "~/data-protection/policy.server";
import { formTitles } from "~/data-protection/subject-access.server";
import { formErrorContext, readFormBody } from "~/forms/form-action.server";
import { formLabels } from "~/inbox/filter";
import { withoutHiddenCharacters } from "~/utils/hidden-characters";
import { formatUkDateTime } from "~/utils/uk-date-time";

/**
 * Data protection for admins (ADR 0009): find everything held about a person by e-mail address or phone number (the
 * search posts: it never lands in a URL), download it for them (subject access, HTML and JSON), or erase it with a
 * reason, leaving a record without personal data. Also how long things are kept, and the latest erasures.
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
      form: formTitles[row.form],
      receivedAt: formatUkDateTime(row.received_at),
      erasedAt: formatUkDateTime(row.erased_at),
      by: row.email ?? "the command line",
      reason: row.reason,
    })),
    hasErrors: context.get(formErrorContext),
  };
}

const messages = {
  reasonMissing: "Enter why you are erasing it",
  reasonTooLong: `The reason must be ${REASON_MAX} characters or fewer`,
  notConfirmed: "Tick the box to confirm that this cannot be undone",
};

type Found = { id: number; form: string; reference: string | null; name: string; receivedAt: string };
type FoundData = { status: "found"; email: string; phone: string; records: Found[]; errors: Record<string, string>; reason?: string };
type InvalidData = { status: "invalid"; email: string; phone: string; errors: Record<string, string> };
type ActionData = FoundData | InvalidData | { status: "erased"; count: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const body = await readFormBody(request);
  const email = withoutHiddenCharacters(textOf(body, "email"));
  const phone = withoutHiddenCharacters(textOf(body, "phone"));
  const hidden = hiddenCharacterErrors(body, { email: "Their e-mail address", phone: "Their phone number" });
  const made = Object.keys(hidden).length > 0 ? { errors: hidden } : personQueryOf(email, phone);
  if ("errors" in made) return problem<InvalidData>(context, { status: "invalid", email, phone, errors: made.errors }, { status: 400 });

  const found = async (): Promise<Found[]> =>
    (await findPersonRecords(deps.database.db, made.query)).map((record) => ({
      id: record.id,
      form: formTitles[record.form],
      reference: record.reference,
      name: record.name,
      receivedAt: formatUkDateTime(record.createdAt),
    }));

  if (textOf(body, "intent") === "erase") {
    const reason = withoutHiddenCharacters(textOf(body, "reason")).trim();
    const errors: Record<string, string> = {};
    const reasonError =
      hiddenCharacterErrors(body, { reason: "Why are you erasing it?" }).reason ??
      (!reason ? messages.reasonMissing : reason.length > REASON_MAX ? messages.reasonTooLong : undefined);
    if (reasonError) errors.reason = reasonError;
    if (textOf(body, "confirm") !== "on") errors.confirm = messages.notConfirmed;
    if (Object.keys(errors).length > 0) return problem<FoundData>(context, { status: "found", email, phone, records: await found(), errors, reason }, { status: 400 });
    const count = await erasePerson(deps.database, session.account.id, made.query, reason, new Date());
    return data<ActionData>({ status: "erased", count });
  }
  return data<ActionData>({ status: "found", email, phone, records: await found(), errors: {} });
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
        Find everything held about a person to give them a copy (a subject access request: answer within one month) or to erase it when they ask. Only admins
        see this page, and everything done here is in the audit log.
      </p>

      {actionData?.status === "erased" ? (
        <div className="mt-6">
          <Confirmation title="Erased">
            {actionData.count === 1 ? "1 enquiry was" : `${actionData.count} enquiries were`} erased, with their notes and e-mails. A record of the erasure
            without any personal data is kept below.
          </Confirmation>
        </div>
      ) : null}

      <section aria-labelledby="find-heading" className="mt-10 max-w-3xl">
        <h2 id="find-heading" className="heading-l">
          Find a person
        </h2>
        <FormStateProvider value={{ idPrefix: "find", errors: findErrors, values: search ? { email: search.email, phone: search.phone } : undefined, pending }}>
          <Form method="post" noValidate className="mt-4" data-form="find">
            <ErrorSummary errors={findErrors} />
            <TextField name="email" label="Their e-mail address" type="email" autoComplete="off" inputMode="email" required={false} className="max-w-md" />
            <TextField name="phone" label="Their phone number" hint="Either is enough; with both, enquiries with either are found." type="tel" autoComplete="off" required={false} className="max-w-xs" />
            <SubmitButton>Find</SubmitButton>
          </Form>
        </FormStateProvider>
      </section>

      {actionData?.status === "found" ? <Results found={actionData} pending={pending} /> : null}

      <section aria-labelledby="periods-heading" className="mt-12 max-w-3xl">
        <h2 id="periods-heading" className="heading-l">
          How long enquiries are kept
        </h2>
        <p className="mt-4">Set in the configuration (RETENTION_*); removed once a day. The privacy notice states the same periods.</p>
        <ul className="mt-4 list-disc space-y-1 pl-6" data-periods>
          <li>Spam: {policy.spamDays} days after it arrived.</li>
          {(Object.keys(policy.closedMonths) as (keyof typeof policy.closedMonths)[]).map((form) => (
            <li key={form}>
              {formLabels[form]}: {months(policy.closedMonths[form])} after the last work on them once closed, {months(policy.openMonths[form])} otherwise.
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
                  <strong>{row.form}</strong> received {row.receivedAt}, erased {row.erasedAt} by <span className="wrap-anywhere">{row.by}</span>
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

function Results({ found, pending }: { found: FoundData; pending: boolean }) {
  const { records } = found;
  const { errors } = found;
  const person = [found.email.trim(), found.phone.trim()].filter(Boolean).join(" or ");
  return (
    <section aria-labelledby="results-heading" className="mt-10 max-w-3xl" data-results>
      <h2 id="results-heading" className="heading-l" tabIndex={-1}>
        {records.length === 0 ? `Nothing held for ${person}` : `${records.length === 1 ? "1 enquiry" : `${records.length} enquiries`} for ${person}`}
      </h2>
      {records.length === 0 ? (
        <p className="mt-4">No enquiry has this e-mail address or phone number.</p>
      ) : (
        <>
          <ul className="mt-4 space-y-2" data-found>
            {records.map((record) => (
              <li key={record.id}>
                <a href={`/admin/enquiries/${record.id}`} className="font-bold text-brand-700 underline">
                  {record.form}
                  {record.reference ? `, ${record.reference}` : ""}, {record.receivedAt}
                </a>{" "}
                <span className="break-words">({record.name || "no name given"})</span>
              </li>
            ))}
          </ul>

          <h3 className="heading-m mt-8">Give them a copy</h3>
          <p className="mt-2">One page they can read and print, and the same as data (JSON) if they ask for it. Each download is in the audit log.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {(["html", "json"] as const).map((format) => (
              <Form key={format} method="post" action="/admin/data-protection/export" reloadDocument data-form={`export-${format}`}>
                <input type="hidden" name="email" value={found.email} />
                <input type="hidden" name="phone" value={found.phone} />
                <input type="hidden" name="format" value={format} />
                <button type="submit" className="button-secondary">
                  {format === "html" ? "Download as a page (HTML)" : "Download as data (JSON)"}
                </button>
              </Form>
            ))}
          </div>

          <h3 className="heading-m mt-8">Erase it</h3>
          <p className="mt-2">
            Every enquiry above goes for good, with its notes and e-mails. What stays is a record of each: its form, when it arrived, when and by whom it was
            erased, and why.
          </p>
          <FormStateProvider value={{ idPrefix: "erase", errors, values: { reason: found.reason ?? "" }, pending }}>
            <Form method="post" noValidate className="mt-4" data-form="erase">
              <ErrorSummary errors={errors} />
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={found.email} />
              <input type="hidden" name="phone" value={found.phone} />
              <TextArea name="reason" label="Why are you erasing it?" hint="For example: they asked us to by e-mail on 20 November. No personal details." maxLength={REASON_MAX} rows={3} />
              <Checkbox name="confirm" label="I understand that this cannot be undone" />
              <SubmitButton>Erase everything listed</SubmitButton>
            </Form>
          </FormStateProvider>
        </>
      )}
    </section>
  );
}
