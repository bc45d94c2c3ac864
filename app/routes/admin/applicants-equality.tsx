import { Link } from "react-router";
import type { Route } from "./+types/applicants-equality";
import { SelectFilter } from "#app/components/staff/select-filter/select-filter.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { equalityReport, isEqualityRole } from "#app/careers/equality.server.ts";
import { roleKinds } from "#app/careers/vacancy-fields.ts";

/**
 * Equality monitoring (issue 27, ADR 0022): how many applicants gave each answer, for admins only (a recruiter who is
 * not an admin gets a 403: those who shortlist never see it). Counts only, never a row; a count below 5 is shown as
 * "fewer than 5", and nothing at all while fewer than 5 people have answered.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Equality monitoring");
export const headers = staffPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { deps } = staffOf(context, { role: "admin" });
  const asked = new URL(request.url).searchParams.get("role") ?? "";
  // An unknown kind of role is "every kind", as the applicants' stage filter treats an unknown stage.
  const role = isEqualityRole(asked) ? asked : null;
  return { role, report: await equalityReport(deps.database.db, role) };
}

const roleOptions = [...Object.entries(roleKinds), ["general", "General applications"] as const].map(
  ([value, label]) => ({
    value,
    label,
  }),
);

export default function ApplicantsEquality({ loaderData }: Route.ComponentProps) {
  const { role, report } = loaderData;
  return (
    <>
      <h1 className="heading-xl">Equality monitoring</h1>
      <p className="mt-2 max-w-2xl">
        What applicants chose to tell us after applying, as totals only. The answers are kept apart from the
        applications and cannot be traced to one. Any number below 5 shows as &ldquo;fewer than 5&rdquo; (and, where
        that would let it be worked out, the next smallest too). Back to the{" "}
        <Link to="/admin/applicants" className="font-bold text-brand-700 underline">
          applicants
        </Link>
        .
      </p>
      <div className="mt-6">
        <SelectFilter
          id="equality-role"
          name="role"
          label="Kind of role"
          everyLabel="Every kind of role"
          options={roleOptions}
          value={role}
        />
      </div>
      {report.responses === "fewer-than-5" ? (
        <p className="mt-8 text-lg" data-equality-responses="fewer than 5">
          Fewer than 5 people have answered{role ? " for this kind of role" : ""}, so nothing is shown yet.
        </p>
      ) : (
        <>
          <p className="mt-8 text-lg" data-equality-responses={report.responses}>
            <strong>{report.responses}</strong> people answered{role ? " for this kind of role" : ""}.
          </p>
          {report.questions.map((question) => (
            <section key={question.name} aria-labelledby={`equality-${question.name}`} className="mt-8">
              <table className="w-full max-w-2xl border-collapse text-left" data-equality-question={question.name}>
                <caption id={`equality-${question.name}`} className="heading-m mb-2 text-left">
                  {question.label}
                </caption>
                <thead>
                  <tr className="border-b-2 border-ink">
                    <th scope="col" className="py-2 pr-4">
                      Answer
                    </th>
                    <th scope="col" className="py-2 text-right">
                      People
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {question.counts.map((cell) => (
                    <tr key={cell.value} className="border-b border-brand-100" data-answer={cell.value}>
                      <th scope="row" className="py-2 pr-4 font-normal wrap-anywhere">
                        {cell.label}
                      </th>
                      <td className="py-2 text-right whitespace-nowrap">{cell.count ?? "fewer than 5"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      )}
    </>
  );
}
