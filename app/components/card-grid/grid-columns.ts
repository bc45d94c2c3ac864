/**
 * Columns for a grid of cards, chosen by how many cards there are so no row is left with a hole: one column on
 * phones, two from `md`, and at `lg` the widest count up to `widest` that divides the cards evenly (or one more, up to
 * four). When none does, the last card spans what its row has left.
 */
export interface GridColumns {
  md: number;
  lg: number;
  /** Columns the last card spans at each breakpoint (1 when its row is full). */
  lastSpan: { md: number; lg: number };
}

export function gridColumns(count: number, widest: 2 | 3 | 4 = 3): GridColumns {
  const md = Math.min(2, Math.max(1, count));
  const candidates = [widest, widest + 1, widest - 1, widest - 2].filter((columns) => columns >= 2 && columns <= 4);
  const lg = count <= 1 ? 1 : Math.min(count, candidates.find((columns) => count % columns === 0) ?? widest);
  return { md, lg, lastSpan: { md: spanOfLast(count, md), lg: spanOfLast(count, lg) } };
}

/** The columns the last of `count` cards needs to reach the end of its row. */
function spanOfLast(count: number, columns: number): number {
  const left = count % columns;
  return left === 0 ? 1 : columns - left + 1;
}

// Whole class names, so Tailwind finds them in this file.
const MD_COLUMNS: Record<number, string> = { 1: "", 2: "md:grid-cols-2" };
const LG_COLUMNS: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
};
const MD_SPAN: Record<number, string> = { 1: "", 2: "md:col-span-2" };
const LG_SPAN: Record<number, string> = {
  1: "lg:col-span-1",
  2: "lg:col-span-2",
  3: "lg:col-span-3",
  4: "lg:col-span-4",
};

/** The grid's classes and the last card's, for `count` cards. */
export function gridClasses(count: number, widest: 2 | 3 | 4 = 3): { grid: string; last: string } {
  const { md, lg, lastSpan } = gridColumns(count, widest);
  return {
    grid: `grid gap-6 ${MD_COLUMNS[md]} ${LG_COLUMNS[lg]}`.trim(),
    last: lastSpan.md === 1 && lastSpan.lg === 1 ? "" : `${MD_SPAN[lastSpan.md]} ${LG_SPAN[lastSpan.lg]}`.trim(),
  };
}
