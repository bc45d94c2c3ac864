import { fieldLists } from "../forms/stored-fields.ts";
import type { StoredFormName } from "../db.server/schema.ts";
import { formatUkDateTime } from "../utils/uk-date-time.ts";
import { displayValue } from "./field-values.ts";
import { formLabels, inboxForms, statusLabels } from "./filter.ts";
import type { EnquiryRowWithDetails } from "./inbox.server.ts";

/**
 * The CSV export of a filtered view: UTF-8 with a byte-order mark (so Excel reads it as UTF-8), every cell quoted, rows
 * ending CRLF, headers from the forms' field lists, and no cell a spreadsheet would run as a formula.
 */

/** A cell that starts like a formula (=, +, -, @, a tab or a carriage return) starts with an apostrophe instead. */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

interface Column {
  header: string;
  value: (row: EnquiryRowWithDetails) => string;
}

/** The columns of a view's export: the enquiry's own, then each field of the form (or of every form, for All). */
export function csvColumns(form: StoredFormName | "all"): Column[] {
  const forms = form === "all" ? inboxForms : [form];
  const headers = [...new Set(forms.flatMap((name) => fieldLists[name].filter((field) => field.field !== null).map((field) => field.csvHeader)))];
  return [
    { header: "Form", value: (row) => formLabels[row.form] },
    { header: "Reference", value: (row) => row.reference ?? "" },
    { header: "Received (UK time)", value: (row) => formatUkDateTime(row.createdAt) },
    { header: "Status", value: (row) => statusLabels[row.status] },
    { header: "Read", value: (row) => (row.read ? "Yes" : "No") },
    { header: "Spam", value: (row) => (row.isSpam ? "Yes" : "No") },
    ...headers.map(
      (header): Column => ({
        header,
        value: (row) => {
          const field = fieldLists[row.form].find((candidate) => candidate.csvHeader === header);
          return field ? displayValue(field, row) : "";
        },
      }),
    ),
    { header: "Consent given at (UK time)", value: (row) => (row.consentGivenAt ? formatUkDateTime(row.consentGivenAt) : "") },
  ];
}

/**
 * The export as a stream: the header line, then one line per row as the rows arrive (never all in memory). `done` is
 * called with the number of rows once the last one is written (the audit entry); if reading fails the stream errors
 * and `done` is not called (the download is cut short, and nothing was exported).
 */
export function csvStream(form: StoredFormName | "all", rows: AsyncIterable<EnquiryRowWithDetails>, done: (count: number) => Promise<void>): ReadableStream<Uint8Array> {
  const columns = csvColumns(form);
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let count = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.header))}`));
    },
    async pull(controller) {
      // A few hundred lines per pull: enough to keep the socket busy, little enough to stay small.
      let text = "";
      for (let lines = 0; lines < 200; lines++) {
        const next = await iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          await done(count);
          controller.close();
          return;
        }
        count++;
        text += csvLine(columns.map((column) => column.value(next.value)));
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
