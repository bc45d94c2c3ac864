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
/** The stacked form's cards, each as its HTML. */
const cards = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!);
/** A card's pairs of heading and value, in order. */
const pairs = (card: string) =>
  [...card.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((match) => [match[1], match[2]]);

describe("DataTable below 640px: a card per row", () => {
  it("gives every value its column's heading as real text, the row's heading included", () => {
    expect(cards).toHaveLength(2);
    expect(pairs(cards[0]!)).toEqual([
      ["Compared on", "Where you live"],
      ["Live-in care", "In your own home"],
      ["Care home", "In a room in the home"],
    ]);
    expect(pairs(cards[1]!)).toEqual([
      ["Compared on", "Pets"],
      ["Live-in care", "Stay with you"],
      ["Care home", "Often not allowed"],
    ]);
  });

  it("names the list of cards with the caption, and shows only below 640px", () => {
    expect(html).toMatch(
      /<div class="sm:hidden"[^>]*><p id="comparison-stacked-caption"[^>]*>Live-in care and a care home, side by side<\/p>/,
    );
    expect(html).toContain('<ul aria-labelledby="comparison-stacked-caption"');
  });
});

describe("DataTable from 640px: a table", () => {
  it("keeps the caption, column headers and row headers, and shows only from 640px", () => {
    expect(html).toMatch(/<div class="hidden sm:block">.*<table/);
    expect(html).toContain('<caption id="comparison-caption"');
    expect(html.match(/<th scope="col"[^>]*>/g)).toHaveLength(3);
    expect([...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((match) => match[1])).toEqual([
      "Where you live",
      "Pets",
    ]);
  });

  it("is no Tab stop and no region while it fits (the server cannot know it does not)", () => {
    expect(html).not.toContain("tabindex");
    expect(html).not.toContain('role="region"');
  });
});
