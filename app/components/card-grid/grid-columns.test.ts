import { describe, expect, it } from "vitest";
import { gridClasses, gridColumns } from "#app/components/card-grid/grid-columns.ts";

/** Cells left empty in the last row when the last card spans what it is given. */
const holes = (count: number, columns: number, lastSpan: number) =>
  (columns - ((count - 1 + lastSpan) % columns)) % columns;

describe("grid columns", () => {
  it("choose columns by the number of cards", () => {
    expect(gridColumns(6, 3)).toMatchObject({ md: 2, lg: 3 });
    expect(gridColumns(4, 3)).toMatchObject({ md: 2, lg: 4 });
    expect(gridColumns(4, 4)).toMatchObject({ md: 2, lg: 4 });
    expect(gridColumns(2, 3)).toMatchObject({ md: 2, lg: 2 });
    expect(gridColumns(8, 3)).toMatchObject({ md: 2, lg: 4 });
    expect(gridColumns(1, 3)).toMatchObject({ md: 1, lg: 1, lastSpan: { md: 1, lg: 1 } });
  });

  it("let the last card span the rest of its row when no count divides evenly", () => {
    expect(gridColumns(3, 3)).toEqual({ md: 2, lg: 3, lastSpan: { md: 2, lg: 1 } });
    expect(gridColumns(5, 3)).toEqual({ md: 2, lg: 3, lastSpan: { md: 2, lg: 2 } });
    expect(gridColumns(7, 4)).toEqual({ md: 2, lg: 4, lastSpan: { md: 2, lg: 2 } });
  });

  it("leave no hole at any breakpoint, for 1 to 12 cards and every widest count", () => {
    for (const widest of [2, 3, 4] as const) {
      for (let count = 1; count <= 12; count += 1) {
        const { md, lg, lastSpan } = gridColumns(count, widest);
        expect(holes(count, md, lastSpan.md), `${count} cards, md`).toBe(0);
        expect(holes(count, lg, lastSpan.lg), `${count} cards, lg`).toBe(0);
        expect(lg).toBeLessThanOrEqual(4);
      }
    }
  });

  it("give whole Tailwind class names", () => {
    expect(gridClasses(5, 3)).toEqual({
      grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
      last: "md:col-span-2 lg:col-span-2",
    });
    expect(gridClasses(6, 3)).toEqual({ grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", last: "" });
    expect(gridClasses(3, 3)).toEqual({
      grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
      last: "md:col-span-2 lg:col-span-1",
    });
  });
});
