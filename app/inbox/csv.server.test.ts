import { describe, expect, it, vi } from "vitest";
import type { StoredFormName } from "#app/db.server/schema.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { csvCell, csvColumns, csvLine, csvStream } from "#app/inbox/csv.server.ts";
import { inboxForms } from "#app/inbox/filter.ts";
import type { EnquiryRowWithDetails } from "#app/inbox/inbox.server.ts";

// The CSV export: cells a spreadsheet cannot run as formulas, headers from the field lists, and a stream that writes
// rows as it reads them (pulled by the reader, never running ahead), with a byte-order mark and CRLF line ends.

/** RFC 4180, strictly: every cell quoted, quotes doubled inside, lines ending CRLF (also the last). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') throw new Error(`An unquoted cell at ${i}: ${JSON.stringify(text.slice(i, i + 20))}`);
    let cell = "";
    i++;
    for (;;) {
      if (i >= text.length) throw new Error("A quoted cell is not closed");
      if (text[i] === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        i++;
        break;
      }
      cell += text[i++];
    }
    row.push(cell);
    if (text[i] === ",") i++;
    else if (text.startsWith("\r\n", i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`After a cell at ${i}: ${JSON.stringify(text.slice(i, i + 10))}, not a comma or CRLF`);
  }
  if (row.length > 0) throw new Error("The last line does not end with CRLF");
  return rows;
}

function fakeRow(i: number, changes: Partial<EnquiryRowWithDetails> = {}): EnquiryRowWithDetails {
  const form = inboxForms[i % inboxForms.length]!;
  return {
    id: i + 1,
    form,
    reference: form === "assessment" ? `${1795250000000 + i}-4821` : null,
    name: `Person ${i}`,
    phone: "07700 900123",
    email: form === "callback" ? null : `person${i}@example.org`,
    postcode: form === "contact" || form === "assessment" ? "MK9 9ZZ" : null,
    urgency: form === "callback" ? null : form === "quick-contact" ? "48hours" : "immediate",
    read: i % 2 === 0,
    status: "new",
    stageReason: null,
    isSpam: false,
    sentFast: false,
    assignedTo: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    consentGiven: form !== "callback",
    consentGivenAt: form === "callback" ? null : new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    details: {
      "quick-contact": { help_type: "respite" },
      contact: {
        enquiry_type: "relative",
        service_interest: ["live-in", "dementia"],
        preferred_contact: "video",
        message: `Message ${i}`,
      },
      callback: { preferred_date: "2026-12-01", preferred_time: "evening", topic: `Topic ${i}` },
      assessment: {
        relationship_to_person: "spouse",
        preferred_date: "2026-12-01",
        preferred_time: "morning",
        support_needs: ["Personal care"],
        current_situation: "hospital",
        specific_requirements: "Wheelchair",
        additional_information: "",
        hear_about: "google",
        address: null,
        person_needing_care: `Cared For ${i}`,
        mobility_requirements: null,
      },
    }[form],
    ...changes,
  };
}

async function* rowsOf(rows: EnquiryRowWithDetails[]) {
  for (const row of rows) yield row;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Uint8Array; chunks: number }> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

describe("csvCell", () => {
  it("quotes every cell and doubles its quotes", () => {
    expect(csvCell("")).toBe('""');
    expect(csvCell("Margaret Smith")).toBe('"Margaret Smith"');
    expect(csvCell('She said "soon", twice')).toBe('"She said ""soon"", twice"');
    expect(csvCell('"')).toBe('""""');
  });

  it("puts an apostrophe before a cell that starts like a formula", () => {
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+44 7700 900123")).toBe(`"'+44 7700 900123"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=cmd")).toBe(`"'\t=cmd"`);
    expect(csvCell("\r=cmd")).toBe(`"'\r=cmd"`);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // Only at the start.
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("07700-900123")).toBe('"07700-900123"');
    expect(csvCell("'=already")).toBe(`"'=already"`);
  });

  it("keeps line breaks inside one quoted cell", () => {
    const line = csvLine(["first\r\nsecond", "third\nfourth", "x"]);
    expect(line).toBe('"first\r\nsecond","third\nfourth","x"\r\n');
    expect(parseCsv(line)).toEqual([["first\r\nsecond", "third\nfourth", "x"]]);
  });
});

const OWN = ["Form", "Reference", "Received (UK time)", "Status", "Read", "Spam"];
const LAST = "Consent given at (UK time)";

describe("csvColumns", () => {
  const headers = (form: StoredFormName | "all") => csvColumns(form).map((column) => column.header);

  it("lists one form's fields by their CSV headers, only those the form asks for", () => {
    expect(headers("quick-contact")).toEqual([...OWN, "Name", "Phone", "Email", "Help type", "Urgency", LAST]);
    expect(headers("contact")).toEqual([
      ...OWN,
      "Name",
      "Phone",
      "Email",
      "Postcode",
      "Enquiry type",
      "Care types",
      "Urgency",
      "Contact method",
      "Message",
      "Consent",
      LAST,
    ]);
    expect(headers("callback")).toEqual([...OWN, "Name", "Phone", "Preferred date", "Preferred time", "Topic", LAST]);
    const assessment = headers("assessment");
    expect(assessment).toEqual([
      ...OWN,
      "Name",
      "Phone",
      "Email",
      "Postcode",
      "Assessment for",
      "Person needing care",
      "Preferred date",
      "Preferred time",
      "Urgency",
      "Support needs",
      "Current situation",
      "Specific requirements",
      "Additional information",
      "Heard about us",
      "Consent",
      LAST,
    ]);
    // The spec's columns the form never fills are not exported.
    for (const unasked of ["Address", "Mobility requirements"]) expect(assessment).not.toContain(unasked);
    for (const form of inboxForms) {
      expect(headers(form).slice(OWN.length, -1)).toEqual(
        fieldLists[form].filter((field) => field.field !== null).map((field) => field.csvHeader),
      );
    }
  });

  it("lists the union of every form's fields for all, each once", () => {
    const all = headers("all");
    expect(all).toEqual([
      ...OWN,
      "Name",
      "Phone",
      "Email",
      "Help type",
      "Urgency",
      "Postcode",
      "Enquiry type",
      "Care types",
      "Contact method",
      "Message",
      "Consent",
      "Preferred date",
      "Preferred time",
      "Topic",
      "Assessment for",
      "Person needing care",
      "Support needs",
      "Current situation",
      "Specific requirements",
      "Additional information",
      "Heard about us",
      LAST,
    ]);
    expect(new Set(all).size).toBe(all.length);
    for (const form of inboxForms) for (const header of headers(form)) expect(all).toContain(header);
  });

  it("fills each row's cells from its own form's fields, by their labels, and leaves the others empty", () => {
    const columns = csvColumns("all");
    const cells = (row: EnquiryRowWithDetails) =>
      Object.fromEntries(columns.map((column) => [column.header, column.value(row)]));
    const callback = cells(
      fakeRow(2, { createdAt: "2026-07-01T23:30:00.000Z", read: true, isSpam: true, status: "contacted" }),
    );
    expect(callback).toMatchObject({
      Form: "Callbacks",
      Reference: "",
      "Received (UK time)": "2 Jul 2026, 00:30",
      Status: "Contacted",
      Read: "Yes",
      Spam: "Yes",
      Name: "Person 2",
      Email: "",
      Urgency: "",
      "Preferred time": "Evening (5pm-8pm)",
      Topic: "Topic 2",
      Consent: "",
      "Help type": "",
      [LAST]: "",
    });
    const assessment = cells(fakeRow(3, { consentGivenAt: "2026-01-15T09:05:00.000Z" }));
    expect(assessment).toMatchObject({
      Form: "Assessments",
      Reference: "1795250000003-4821",
      Status: "New",
      Read: "No",
      Spam: "No",
      "Person needing care": "Cared For 3",
      "Preferred time": "Morning (9am-12pm)",
      Urgency: "Immediately (within 24-48 hours)",
      "Support needs": "Personal care",
      "Current situation": "In hospital",
      Consent: "Yes",
      Topic: "",
      [LAST]: "15 Jan 2026, 09:05",
    });
    const contact = cells(fakeRow(1));
    expect(contact).toMatchObject({
      Form: "Contact enquiries",
      "Care types": "Live-in care; Dementia care",
      "Contact method": "Video call",
      Urgency: "Immediately",
    });
  });
});

describe("csvStream", () => {
  it("writes a byte-order mark, the header line and one CRLF line per row; done gets the count once, after the last row", async () => {
    const events: string[] = [];
    const rows = [
      fakeRow(0),
      fakeRow(1, { name: '=Evil "Name"', details: { message: "Line one\r\nLine two" } }),
      fakeRow(2),
    ];
    async function* source() {
      for (const row of rows) {
        events.push(`row ${row.id}`);
        yield row;
      }
      events.push("end");
    }
    const done = vi.fn(async (count: number) => {
      events.push(`done ${count}`);
    });
    const { bytes } = await readAll(csvStream("all", source(), done));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = decode(bytes);
    expect(text.startsWith('\uFEFF"Form","Reference",')).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = parseCsv(text.slice(1));
    expect(lines).toHaveLength(1 + rows.length);
    expect(lines[0]).toEqual(csvColumns("all").map((column) => column.header));
    const column = (header: string) => lines[0]!.indexOf(header);
    expect(lines.slice(1).map((line) => line[column("Name")])).toEqual(["Person 0", `'=Evil "Name"`, "Person 2"]);
    expect(lines[2]![column("Message")]).toBe("Line one\r\nLine two");
    for (const line of lines) expect(line).toHaveLength(lines[0]!.length);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith(3);
    expect(events).toEqual(["row 1", "row 2", "row 3", "end", "done 3"]);
  });

  it("writes only the header line for no rows, and done gets 0", async () => {
    const done = vi.fn(async () => {});
    const text = decode((await readAll(csvStream("callback", rowsOf([]), done))).bytes);
    expect(parseCsv(text.slice(1))).toEqual([csvColumns("callback").map((column) => column.header)]);
    expect(done).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("streams 20,000 rows while holding no more than a few chunks: rows are read only as the reader pulls", async () => {
    const TOTAL = 20_000;
    let produced = 0;
    let finished = false;
    async function* source() {
      for (let i = 0; i < TOTAL; i++) {
        produced++;
        yield fakeRow(i);
      }
      finished = true;
    }
    const done = vi.fn(async () => {});
    const reader = csvStream("all", source(), done).getReader();

    // Nothing read yet: after the header, the stream waits for the reader however long it is left alone.
    const header = await reader.read();
    expect(decode(header.value!).split("\r\n")).toHaveLength(2);
    for (let tick = 0; tick < 50; tick++) await new Promise((resolve) => setImmediate(resolve));
    const aheadWhenIdle = produced;
    expect(aheadWhenIdle).toBeLessThanOrEqual(200);
    for (let tick = 0; tick < 50; tick++) await new Promise((resolve) => setImmediate(resolve));
    expect(produced).toBe(aheadWhenIdle);

    let linesRead = 0;
    let chunks = 0;
    let mostAhead = 0;
    let largestChunk = 0;
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) break;
      chunks++;
      const text = decode(value);
      const lines = text.split("\r\n").length - 1;
      largestChunk = Math.max(largestChunk, lines);
      linesRead += lines;
      // Rows taken from the source but not yet read by the reader: the chunk being made and at most one queued.
      mostAhead = Math.max(mostAhead, produced - linesRead);
      if (linesRead < TOTAL) expect(done).not.toHaveBeenCalled();
    }
    expect(linesRead).toBe(TOTAL);
    expect(produced).toBe(TOTAL);
    expect(finished).toBe(true);
    expect(largestChunk).toBeLessThanOrEqual(200);
    expect(chunks).toBeGreaterThanOrEqual(TOTAL / 200);
    expect(mostAhead).toBeLessThanOrEqual(2 * 200);
    expect(done).toHaveBeenCalledExactlyOnceWith(TOTAL);
    console.log(
      `csvStream: ${TOTAL} rows in ${chunks} chunks of at most ${largestChunk} lines; at most ${mostAhead} rows ahead of the reader`,
    );
  });

  it("stops reading the rows when the reader cancels", async () => {
    let produced = 0;
    let closed = false;
    async function* source() {
      try {
        for (let i = 0; ; i++) {
          produced++;
          yield fakeRow(i);
        }
      } finally {
        closed = true;
      }
    }
    const done = vi.fn(async () => {});
    const reader = csvStream("all", source(), done).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
    expect(produced).toBeLessThanOrEqual(3 * 200);
    expect(done).not.toHaveBeenCalled();
  });
});
