import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Cell, ResponsiveTable, Row, RowHeader } from "#app/components/responsive-table/responsive-table.tsx";

const render = (tone: "public" | "staff", busy = false) =>
  renderToString(
    <ResponsiveTable
      caption="Enquiries"
      captionShown={tone === "public"}
      columns={["Name", "Phone"]}
      name="people"
      tone={tone}
      busy={busy}
    >
      <Row data={{ "data-person": 7 }} className="bg-brand-50">
        <RowHeader>Ada</RowHeader>
        <Cell label="Phone">01632 960000</Cell>
      </Row>
    </ResponsiveTable>,
  );

describe("ResponsiveTable", () => {
  it("keeps the table's roles on every part, so the cards below 768 px are still a table to screen readers", () => {
    const html = render("staff");
    for (const role of ["table", "rowgroup", "row", "columnheader", "rowheader", "cell"])
      expect(html).toContain(`role="${role}"`);
    expect(html).toContain("data-people");
    expect(html).toContain('data-person="7"');
  });

  it("hides the column's name shown in a card from screen readers (the column header says it) and from 768 px", () => {
    const html = render("staff");
    expect(html).toMatch(
      /<td role="cell"[^>]*><span aria-hidden="true" class="font-bold md:hidden[^"]*">Phone<!-- -->:/,
    );
  });

  it("names a staff list in its caption for screen readers only; a public table shows it as its title", () => {
    expect(render("staff")).toContain('<caption class="sr-only">Enquiries</caption>');
    expect(render("public")).toMatch(/<caption class="[^"]*font-bold[^"]*">Enquiries<\/caption>/);
  });

  it("gives the rows the table's tone, and the row's own class after it", () => {
    expect(render("staff")).toMatch(/<tr role="row" class="[^"]*max-md:border-ink[^"]* bg-brand-50"/);
    expect(render("public")).toMatch(/<tr role="row" class="[^"]*max-md:ring-brand-100[^"]* bg-brand-50"/);
  });

  it("says it is busy only while a new list loads", () => {
    expect(render("staff", true)).toContain('aria-busy="true"');
    expect(render("staff")).not.toContain("aria-busy");
  });
});
