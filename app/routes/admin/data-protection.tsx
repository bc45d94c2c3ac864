import type { Route } from "./+types/data-protection";
import { useErrorTitle } from "#app/components/forms/forms.tsx";
import { FindPersonForm } from "#app/components/staff/find-person/find-person.tsx";
import { PersonResults } from "#app/components/staff/person-results/person-results.tsx";
import {
  ErasedNotice,
  LatestErasures,
  RetentionPeriodList,
} from "#app/components/staff/retention-record/retention-record.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { readFormBody } from "#app/http/body.server.ts";
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

export default function DataProtection({ loaderData, actionData }: Route.ComponentProps) {
  const search = actionData?.status === "found" || actionData?.status === "invalid" ? actionData : undefined;
  const findErrors = actionData?.status === "invalid" ? actionData.errors : {};
  useErrorTitle(actionData?.status === "invalid" || Object.keys(search?.errors ?? {}).length > 0);
  return (
    <>
      <h1 className="heading-xl">Data protection</h1>
      <p className="mt-4 max-w-3xl">
        Find everything held about a person to give them a copy (a subject access request: answer within one month) or
        to erase it when they ask. Only admins see this page, and everything done here is in the audit log.
      </p>
      {actionData?.status === "erased" ? <ErasedNotice count={actionData.count} /> : null}
      <FindPersonForm search={search} errors={findErrors} />
      {actionData?.status === "found" ? <PersonResults found={actionData} /> : null}
      <RetentionPeriodList policy={loaderData.policy} />
      <LatestErasures erased={loaderData.erased} />
    </>
  );
}
