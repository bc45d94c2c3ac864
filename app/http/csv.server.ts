/**
 * The site's CSV writer (the inbox's export, the audit log's): UTF-8 with a byte-order mark (so Excel reads it as
 * UTF-8), every cell quoted, rows ending CRLF, and no cell a spreadsheet would run as a formula. Streamed: rows are
 * written as they are read, never all in memory.
 */

/** A cell that starts like a formula (=, +, -, @, a tab or a carriage return) starts with an apostrophe instead. */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** One column of an export: its header, and its cell for a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * An export as a stream: the header line, then one line per row as the rows arrive. `done` is called with the number
 * of rows once the last one is written (the audit entry); if reading fails the stream errors and `done` is not called
 * (the download is cut short, and nothing was exported).
 */
export function csvStreamOf<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
  done: (count: number) => Promise<void>,
): ReadableStream<Uint8Array> {
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

/** The headers of a CSV download: an attachment with its name, never stored, never indexed. */
export function csvHeaders(fileName: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
