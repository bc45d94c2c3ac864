import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/data-protection";
import {
  Confirmation,
  ErrorSummary,
  FormStateProvider,
  SubmitButton,
  TextField,
  useErrorTitle,
} from "#app/components/forms/forms.tsx";
import { PersonResults } from "#app/components/staff/person-results/person-results.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { formLabels } from "#app/inbox/filter.ts";
import { dataProtectionAction, dataProtectionPage } from "#app/routes/admin/data-protection.server.ts";

/**
 * Data protection for admins (ADR 0009, 0013): find everything held about a person by e-mail address or phone number
 * (the search posts: it never lands in a URL), grouped by the person each enquiry names; download the ticked enquiries
 * for them (subject access, HTML and JSON), or erase them with a reason, leaving a record without personal data. Also
 * how long things are kept, and the latest erasures.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Data protection", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return dataProtectionPage(staffOf(context, { role: "admin" }), context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffOf(context, { role: "admin" });
  return dataProtectionAction(staff, await readFormBody(request), context, new Date());
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

      {actionData?.status === "found" ? <PersonResults found={actionData} /> : null}

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
