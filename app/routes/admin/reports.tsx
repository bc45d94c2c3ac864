import type { Route } from "./+types/reports";
import {
  FirstCallTable,
  FormsTable,
  PagesTable,
  ReportSection,
  StagesTable,
} from "#app/components/staff/enquiry-reports/report-tables.tsx";
import { WeeklyChart } from "#app/components/staff/enquiry-reports/weekly-chart.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { reportsPage } from "#app/routes/admin/reports.server.ts";

/**
 * Reports (issue 24, point 7), for every signed-in staff member: the last twelve UK weeks' enquiries by form and page,
 * the promise kept, the waits for a first call in office hours and the stages reached, counted from the stored
 * enquiries (spam apart). A chart drawn on the server, the same figures in tables, and a CSV. No script of its own, no
 * cookie, nothing from another site. Each view is audited. The work is in `reports.server.ts` and `app/reports/`.
 */
export const meta: Route.MetaFunction = () => staffPageMeta("Reports");
export const headers = staffPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return reportsPage(staffOf(context));
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { weeks } = loaderData.report;
  return (
    <>
      <h1 className="heading-xl">Reports</h1>
      <p className="mt-4 max-w-3xl">
        The enquiries of the last 12 weeks, Monday to Sunday in UK time, counted from the stored enquiries (spam is left
        out). Each enquiry counts in the week it arrived; the current week is counted so far.
      </p>
      <p className="mt-2">
        <a href={loaderData.exportHref} download className="font-bold text-brand-700" data-export>
          Download these figures (CSV)
        </a>
      </p>

      <ReportSection id="forms" title="Enquiries by form" intro="The chart shows the figures of the table under it.">
        <WeeklyChart weeks={weeks} />
        <div className="mt-6">
          <FormsTable weeks={weeks} />
        </div>
      </ReportSection>

      <ReportSection
        id="first-calls"
        title="First calls and the promise"
        intro="Within the promise: first called no later than the time each form promises, out of the enquiries already
          called or due by now. Waits run from arrival to the first call logged, counted in office hours only (opening hours,
          Monday to Friday, not bank holidays); half the first calls came within the median, nine in ten within the 90th
          percentile."
      >
        <FirstCallTable weeks={weeks} />
      </ReportSection>

      <ReportSection
        id="stages"
        title="Stages reached"
        intro="Where each week's enquiries are now. An enquiry further on has passed the stages before it: one at Care
          started has reached Contacted and Assessment booked too, and one with a call logged has reached Contacted."
      >
        <StagesTable weeks={weeks} />
      </ReportSection>

      <ReportSection id="pages" title="Pages enquiries were sent from" intro={null}>
        <PagesTable weeks={weeks} />
      </ReportSection>
    </>
  );
}
