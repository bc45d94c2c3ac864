import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeptEntries } from "#app/components/staff/kept-entries/kept-entries.tsx";

describe("KeptEntries", () => {
  it("says there are none, under its heading, when the list is empty", () => {
    const html = renderToString(<KeptEntries kind="note" heading="Notes" empty="No notes yet." entries={[]} />);
    expect(html).toContain('<section aria-labelledby="notes-heading"');
    expect(html).toContain('id="note-list"');
    expect(html).toContain("No notes yet.");
    expect(html).not.toContain("<ol");
  });

  it("lists each entry in the order given: its lead in bold, the rest of the line, its text as written", () => {
    const html = renderToString(
      <KeptEntries
        kind="call"
        heading="Calls"
        empty="No calls logged yet."
        entries={[
          { id: 2, lead: "Reached", rest: ", 27 Nov 2026, 09:12, by sam@example.org", text: "Mum is <fine>\nThanks" },
          { id: 1, lead: "No answer", rest: ", 27 Nov 2026, 08:40, by sam@example.org", text: null },
        ]}
      />,
    );
    expect(html).toContain("<ol");
    expect(html).toContain("data-calls");
    expect(html.match(/data-call=""/g)).toHaveLength(2);
    expect(html.indexOf("Reached")).toBeLessThan(html.indexOf("No answer"));
    expect(html).toContain('<strong class="text-ink">Reached</strong>, 27 Nov 2026, 09:12, by sam@example.org');
    // Encoded, line breaks kept by the style; an entry without text has no second paragraph.
    expect(html).toContain("Mum is &lt;fine&gt;\nThanks");
    expect(html.match(/whitespace-pre-wrap/g)).toHaveLength(1);
    expect(html).not.toContain("No calls logged yet.");
  });
});
