import { fieldLists } from "#app/enquiries/stored-fields.ts";
import type { StoredFormName } from "#app/db.server/schema.ts";
import { csvStreamOf, type CsvColumn } from "#app/http/csv.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { displayValue } from "#app/inbox/field-values.ts";
import { formLabels, inboxForms } from "#app/inbox/filter.ts";
import { stageText } from "#app/inbox/stages.ts";
import type { EnquiryRowWithDetails } from "#app/inbox/inbox.server.ts";

/**
 * The inbox's CSV export of a filtered view: headers from the forms' field lists, written by the site's CSV writer
 * (app/http/csv.server.ts: BOM, every cell quoted, CRLF, no formulas).
 */

export { csvCell, csvLine } from "#app/http/csv.server.ts";

type Column = CsvColumn<EnquiryRowWithDetails>;

/** The columns of a view's export: the enquiry's own, then each field of the form (or of every form, for All). */
export function csvColumns(form: StoredFormName | "all"): Column[] {
  const forms = form === "all" ? inboxForms : [form];
  const headers = [
    ...new Set(
      forms.flatMap((name) => fieldLists[name].filter((field) => field.field !== null).map((field) => field.csvHeader)),
    ),
  ];
  return [
    { header: "Form", value: (row) => formLabels[row.form] },
    { header: "Reference", value: (row) => row.reference ?? "" },
    { header: "Received (UK time)", value: (row) => formatUkDateTime(row.createdAt) },
    { header: "Status", value: (row) => stageText(row.status, row.stageReason) },
    { header: "Read", value: (row) => (row.read ? "Yes" : "No") },
    { header: "Spam", value: (row) => (row.isSpam ? "Yes" : "No") },
    ...headers.map((header): Column => ({
      header,
      value: (row) => {
        const field = fieldLists[row.form].find((candidate) => candidate.csvHeader === header);
        return field ? displayValue(field, row) : "";
      },
    })),
    {
      header: "Consent given at (UK time)",
      value: (row) => (row.consentGivenAt ? formatUkDateTime(row.consentGivenAt) : ""),
    },
  ];
}

/** The export as a stream (see csvStreamOf): `done` gets the number of rows once the last one is written. */
export function csvStream(
  form: StoredFormName | "all",
  rows: AsyncIterable<EnquiryRowWithDetails>,
  done: (count: number) => Promise<void>,
): ReadableStream<Uint8Array> {
  return csvStreamOf(csvColumns(form), rows, done);
}
