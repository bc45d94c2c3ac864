import { Form, Link } from "react-router";
import type { Route } from "./+types/applicants";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { stageLabel, stageOptions } from "#app/careers/applications.ts";
import { SelectFilter } from "#app/components/staff/select-filter/select-filter.tsx";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { applicantsPage, applicantsSearch } from "#app/routes/admin/applicants.server.ts";

/**
 * The applicants' inbox (issue 27): job applications, apart from the enquiries, for admins and recruiters only. A
 * stage filter (a GET form), a search (posted: the words never go in a URL) and the CSV export. The work is in
 * `applicants.server.ts`.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Applicants");
export const headers = staffPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return applicantsPage(staffOf(context, { role: "recruiter" }), { request });
}

export async function action({ request, context }: Route.ActionArgs) {
  return applicantsSearch(staffOf(context, { role: "recruiter" }), { request });
}

export default function Applicants({ loaderData, actionData }: Route.ComponentProps) {
  const { stage, rows, search, seesEquality } = actionData ?? loaderData;
  return (
    <>
      <h1 className="heading-xl">Applicants</h1>
      <p className="mt-2 max-w-2xl">
        Job applications from the careers pages. Enquiries from families are on the{" "}
        <Link to="/admin" className="font-bold text-brand-700 underline">
          enquiries page
        </Link>
        .
      </p>
      <section aria-labelledby="find-applicants" className="mt-6 flex flex-wrap items-end gap-6">
        <h2 id="find-applicants" className="sr-only">
          Find applicants
        </h2>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="search" />
          {stage ? <input type="hidden" name="stage" value={stage} /> : null}
          <div>
            <label htmlFor="applicant-search" className="block font-bold">
              Search by name, e-mail, phone or postcode
            </label>
            <input
              id="applicant-search"
              name="search"
              type="search"
              maxLength={100}
              defaultValue={search ?? ""}
              className="mt-2 block w-full max-w-xs rounded-md border-2 border-ink px-3 py-2"
            />
          </div>
          <button type="submit" className="button-secondary">
            Search
          </button>
        </Form>
        <SelectFilter
          id="applicant-stage"
          name="stage"
          label="Stage"
          everyLabel="All stages"
          options={stageOptions}
          value={stage}
        />
        <a href="/admin/applicants/export" className="font-bold text-brand-700 underline" download>
          Download all as CSV
        </a>
        {seesEquality ? (
          <Link to="/admin/applicants/equality" className="font-bold text-brand-700 underline">
            Equality monitoring (totals only)
          </Link>
        ) : null}
      </section>

      <section aria-labelledby="applicant-list" className="mt-8">
        <h2 id="applicant-list" className="heading-m">
          {search ? `Applications matching your search (${rows.length})` : `Applications (${rows.length})`}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-4">No applications here.</p>
        ) : (
          <ul className="mt-4 divide-y divide-brand-100 border-y border-brand-100" data-applicant-list>
            {rows.map((row) => (
              <li key={row.id} className="py-3" data-applicant={row.id}>
                <Link to={`/admin/applicants/${row.id}`} className="font-bold text-brand-700 underline wrap-anywhere">
                  {row.name}
                </Link>{" "}
                {row.read ? null : <strong className="ml-1 rounded bg-brand-700 px-2 text-white">New</strong>}
                <p className="mt-1 text-muted">
                  {row.vacancyTitle ?? "General application"} · {stageLabel(row.stage)} · received{" "}
                  {formatUkDateTime(row.createdAt)}
                  {row.interviewAt ? ` · interview ${row.interviewAt.replace("T", " at ")}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
