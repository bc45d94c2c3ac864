import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TableContent } from "#app/content/types.ts";
import { DataTable } from "#app/components/data-table/data-table.tsx";

const comparison: TableContent = {
  caption: "Live-in care and a care home, side by side",
  columns: ["Compared on", "Live-in care", "Care home"],
  rows: [
    ["Where you live", "In your own home", "In a room in the home"],
    ["Pets", "Stay with you", "Often not allowed"],
  ],
};

const html = renderToString(<DataTable id="comparison" table={comparison} />);
/** Each row's cells as [the column name shown in its card, the value]. */
const cellsOf = (row: string) =>
  [...row.matchAll(/<td role="cell"[^>]*><span aria-hidden="true"[^>]*>(.*?)<!-- --> <\/span>(.*?)<\/td>/g)].map(
    (match) => [match[1], match[2]],
  );
const rows = [...html.matchAll(/<tr role="row"[^>]*>(.*?)<\/tr>/g)].map((match) => match[1]!).slice(1);

describe("DataTable: a content table drawn as the site's one responsive table", () => {
  it("shows its caption as the table's title", () => {
    expect(html).toMatch(/<caption class="[^"]*font-bold[^"]*">Live-in care and a care home, side by side<\/caption>/);
    expect(html).toContain("data-table-comparison");
  });

  it("has a column header for every column, the row's own first", () => {
    expect(
      [...html.matchAll(/<th role="columnheader" scope="col"[^>]*>(.*?)<\/th>/g)].map((match) => match[1]),
    ).toEqual(["Compared on", "Live-in care", "Care home"]);
  });

  it("heads each row with its first value and gives every other value its column's name for the cards", () => {
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.match(/<th role="rowheader" scope="row"[^>]*>(.*?)<\/th>/)?.[1])).toEqual([
      "Where you live",
      "Pets",
    ]);
    expect(cellsOf(rows[0]!)).toEqual([
      ["Live-in care", "In your own home"],
      ["Care home", "In a room in the home"],
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      ["Live-in care", "Stay with you"],
      ["Care home", "Often not allowed"],
    ]);
  });

  it("is no Tab stop and no region: it fits at every width", () => {
    expect(html).not.toContain("tabindex");
    expect(html).not.toContain('role="region"');
  });
});
