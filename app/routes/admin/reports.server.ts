import { recordAudit } from "#app/audit/audit.server.ts";
import type { StaffMember } from "#app/auth/guard.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { serverNow } from "#app/config/clock.server.ts";
import { officeCalendarWith } from "#app/enquiries/office-time.ts";
import { csvHeaders, csvStreamOf } from "#app/http/csv.server.ts";
import { reportCsvColumns } from "#app/reports/report-csv.server.ts";
import { enquiryReport } from "#app/reports/reports.server.ts";
import { ukToday } from "#app/utils/uk-day.ts";

/**
 * The reports page's work (app/routes/admin/reports.tsx) and its CSV (reports-export.ts): the figures of the last
 * twelve UK weeks from the stored enquiries, on the office's calendar (the footer's hours, the bank holidays), at the
 * server's clock. Each view and each export is an audit entry (who, and for the export how many weeks).
 */
function reportNow(database: StaffMember["deps"]["database"]) {
  return enquiryReport(database, serverNow(), officeCalendarWith(getBusinessDetails()));
}

export async function reportsPage({ session, deps }: StaffMember) {
  const report = await reportNow(deps.database);
  await recordAudit(deps.database.db, { action: "reports-viewed", actorId: session.account.id });
  return { report, exportHref: "/admin/reports/export" };
}

export async function reportsExport({ session, deps }: StaffMember): Promise<Response> {
  const report = await reportNow(deps.database);
  const weeks = (async function* () {
    yield* report.weeks;
  })();
  const done = (rows: number) =>
    recordAudit(deps.database.db, {
      action: "reports-exported",
      actorId: session.account.id,
      details: { weeks: rows },
    });
  const body = csvStreamOf(reportCsvColumns(report), weeks, done);
  return new Response(body, { headers: csvHeaders(`enquiry-reports-${ukToday(new Date(serverNow()))}.csv`) });
}
