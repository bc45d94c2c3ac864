import { recordAudit } from "#app/audit/audit.server.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { callOutcomeLabels, stageText } from "#app/inbox/stages.ts";
import { displayValue } from "#app/inbox/field-values.ts";
import { getEnquiry } from "#app/inbox/inbox.server.ts";
import { deliveriesOf } from "#app/mail/delivery.server.ts";
import { escapeHtml } from "#app/mail/messages.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { findPersonRecords, personCondition, type PersonQuery } from "#app/data-protection/person.server.ts";
import {
  applicationAccessRecords,
  applicationsOfPerson,
  type ApplicationAccessRecord,
} from "#app/careers/applicants.server.ts";

/**
 * A subject access export (UK GDPR Art. 15; ADR 0009): everything held about a person, every field of every enquiry
 * labelled as the form asked it, with consent, status, staff notes, the calls made and the e-mails sent about it. One HTML file a person
 * can read and print, and the same as JSON for a machine. Each export is audited with the count, never the person.
 */
export interface AccessRecord {
  form: string;
  reference: string | null;
  received: string;
  status: string;
  fields: { label: string; value: string }[];
  consent: { given: boolean; at: string | null; words: string };
  sentFrom: string;
  notes: { at: string; by: string; text: string }[];
  calls: { at: string; by: string; outcome: string; note: string | null }[];
  emails: { to: "staff" | "you"; state: string; at: string }[];
}

export interface AccessExport {
  provider: string;
  generatedAt: string;
  records: AccessRecord[];
  /** Job applications (issue 27), each with its answers, stage, notes and the CV's name. */
  applications: ApplicationAccessRecord[];
}

/**
 * The export of the enquiries staff ticked (`ids`) among those the person's search finds (ADR 0013), with the ids of
 * those it holds (for the audit entry; not in the export itself).
 */
export async function gatherAccessExport(
  database: SiteDatabase,
  query: PersonQuery,
  ids: readonly number[],
  business: BusinessDetails,
  now: Date,
  applicationIds: readonly number[] = [],
): Promise<{ exported: AccessExport; ids: number[]; applicationIds: number[] }> {
  const found = await findPersonRecords(database.db, query, ids);
  const records: AccessRecord[] = [];
  const exportedIds: number[] = [];
  for (const { id } of found) {
    const enquiry = await getEnquiry(database.db, id);
    if (!enquiry) continue; // erased meanwhile
    exportedIds.push(id);
    const emails = await deliveriesOf(database.db, id);
    records.push({
      form: formDefinitions[enquiry.form].names.sent,
      reference: enquiry.reference,
      received: enquiry.createdAt,
      status: stageText(enquiry.status, enquiry.stageReason),
      fields: fieldLists[enquiry.form]
        .filter((field) => field.kind !== "consent")
        .map((field) => ({ label: field.label, value: displayValue(field, enquiry) })),
      consent: { given: enquiry.consentGiven, at: enquiry.consentGivenAt, words: enquiry.consentText },
      sentFrom: enquiry.originPage,
      notes: enquiry.notes.map((note) => ({
        at: note.createdAt,
        by: note.author ?? "a former member of staff",
        text: note.body,
      })),
      calls: enquiry.calls.map((call) => ({
        at: call.createdAt,
        by: call.by ?? "a former member of staff",
        outcome: callOutcomeLabels[call.outcome],
        note: call.note,
      })),
      emails: emails.map((email) => ({
        to: email.kind === "acknowledgement" ? "you" : "staff",
        state: email.state,
        at: email.at,
      })),
    });
  }
  const ownApplications = await applicationsOfPerson(database.db, personCondition(query), applicationIds);
  const applications = await applicationAccessRecords(
    database,
    ownApplications.map((application) => application.id),
  );
  return {
    exported: { provider: business.tradingName, generatedAt: now.toISOString(), records, applications },
    ids: exportedIds,
    applicationIds: ownApplications.map((application) => application.id),
  };
}

/** Audits an export that was made: who, which enquiries (their ids); nothing about the person. */
export function auditAccessExport(
  database: SiteDatabase,
  actorId: number | null,
  ids: readonly number[],
  format: "html" | "json",
  now: Date,
  applicationIds: readonly number[] = [],
): Promise<void> {
  return recordAudit(
    database.db,
    {
      action: "subject-access-exported",
      actorId,
      details: {
        count: ids.length,
        format,
        ids: ids.join(", "),
        ...(applicationIds.length ? { applications: applicationIds.join(", ") } : {}),
      },
    },
    now,
  );
}

const row = (label: string, value: string) =>
  `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value) || "<span class=none>Not given</span>"}</td></tr>`;

/** A job application in the export: its answers, the CV's name, the stage, the notes staff made. */
function applicationHtml(application: ApplicationAccessRecord, index: number): string {
  const title = `Job application ${index + 1}: ${application.vacancy}, received ${formatUkDateTime(application.received)}`;
  return `<section>
<h2>${escapeHtml(title)}</h2>
<table>
${row("Stage", application.stage)}
${application.fields.map((field) => row(field.label, field.value)).join("\n")}
${row("CV", application.cv ?? "")}
</table>
<h3>Notes our staff made</h3>
${application.notes.length ? `<ul>${application.notes.map((note) => `<li><strong>${escapeHtml(formatUkDateTime(note.at))}, ${escapeHtml(note.by)}:</strong> ${escapeHtml(note.text)}</li>`).join("")}</ul>` : "<p>None.</p>"}
</section>`;
}

/** The export as one HTML page: readable on a screen, printed one enquiry per page. */
export function accessExportHtml(data: AccessExport): string {
  const enquiries = data.records.map((record, index) => {
    const title = `${index + 1}. ${record.form}${record.reference ? `, reference ${record.reference}` : ""}, received ${formatUkDateTime(record.received)}`;
    return `<section>
<h2>${escapeHtml(title)}</h2>
<table>
${row("Status", record.status)}
${record.fields.map((field) => row(field.label, field.value)).join("\n")}
${row("Agreed to be contacted", record.consent.given ? `Yes${record.consent.at ? `, ${formatUkDateTime(record.consent.at)}` : ""}` : "No")}
${row("What you agreed to", record.consent.words)}
${row("Sent from our page", record.sentFrom)}
</table>
<h3>Notes our staff made</h3>
${record.notes.length ? `<ul>${record.notes.map((note) => `<li><strong>${escapeHtml(formatUkDateTime(note.at))}, ${escapeHtml(note.by)}:</strong> ${escapeHtml(note.text)}</li>`).join("")}</ul>` : "<p>None.</p>"}
<h3>Calls our staff made to you</h3>
${record.calls.length ? `<ul>${record.calls.map((call) => `<li><strong>${escapeHtml(formatUkDateTime(call.at))}, ${escapeHtml(call.by)}:</strong> ${escapeHtml(call.outcome)}${call.note ? `. ${escapeHtml(call.note)}` : ""}</li>`).join("")}</ul>` : "<p>None.</p>"}
<h3>E-mails about it</h3>
${record.emails.length ? `<ul>${record.emails.map((email) => `<li>${email.to === "you" ? "To you" : "To our staff (saying only that an enquiry arrived)"}: ${escapeHtml(email.state)}, ${escapeHtml(formatUkDateTime(email.at))}</li>`).join("")}</ul>` : "<p>None.</p>"}
</section>`;
  });
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Your information held by ${data.provider}`)}</title>
<style>
body { font-family: Arial, sans-serif; font-size: 18px; line-height: 1.5; color: #1b1f24; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 2rem; } h2 { font-size: 1.5rem; margin-top: 2.5rem; border-top: 4px solid #0b5548; padding-top: 1rem; } h3 { font-size: 1.2rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem 0.4rem 0; border-bottom: 1px solid #999; }
th { width: 35%; } td { white-space: pre-wrap; overflow-wrap: anywhere; } .none { color: #4a5562; }
@media print { body { margin: 0; font-size: 12pt; } section { break-before: page; } h2 { border-top: none; } }
</style>
</head>
<body>
<h1>${escapeHtml(`Your information held by ${data.provider}`)}</h1>
<p>${escapeHtml(`This is everything ${data.provider} holds about you from this website's forms: ${data.records.length === 1 ? "1 enquiry" : `${data.records.length} enquiries`}${data.applications.length ? ` and ${data.applications.length === 1 ? "1 job application" : `${data.applications.length} job applications`}` : ""}, each as you sent it, with what our staff added. Made on ${formatUkDateTime(data.generatedAt)} (UK time).`)}</p>
${enquiries.join("\n")}
${data.applications.map(applicationHtml).join("\n")}
</body>
</html>
`;
}
