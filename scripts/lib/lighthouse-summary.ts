// What scripts/audit-lighthouse.ts makes of Lighthouse's reports: the figures of one run, the median of several, the
// targets of issue #14 (point 8), the script budgets of issue #28 and the table, as plain text or Markdown
// (docs/benchmarks.md).

/** The part of a Lighthouse report read here. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; url?: string }[] } }>;
}

/** The figures of one page, from one run or the median of several. */
export interface PageFigures {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  /** First and Largest Contentful Paint and Total Blocking Time, in ms. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The page's own scripts, gzipped, in kB of 1,000 bytes. */
  jsKb: number;
  /** How many script files the page requested from the site. */
  scripts: number;
}

/** Every indexable page must meet each of these (issue #14, point 8). */
export const TARGETS = { perf: 98, otherCategories: 100, fcpMs: 1800, lcpMs: 1800 } as const;

/**
 * The most script a page may load, gzipped, all files together (issue #28): a page that does not hydrate (its route's
 * handle, app/utils/hydration.ts) has only its inline enhancement, so any file at all is a mistake long before 15 kB;
 * the form and tool pages carry React, the router and their own code.
 */
export const SCRIPT_BUDGET_KB = { content: 15, hydrated: 100 } as const;

/** A page's script budget in kB, by whether it hydrates. */
export const scriptBudgetKb = (hydrates: boolean): number =>
  hydrates ? SCRIPT_BUDGET_KB.hydrated : SCRIPT_BUDGET_KB.content;

/** The distinct paths of the scripts the page loaded from `origin`. */
export function scriptPaths(report: LighthouseReport, origin: string): string[] {
  const urls = (report.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url?.startsWith(origin))
    .map((item) => new URL(item.url!).pathname);
  return [...new Set(urls)];
}

/** A run's figures; `gzippedBytes` gives the size of a script the site serves, by its path. */
export function figuresOf(
  report: LighthouseReport,
  origin: string,
  gzippedBytes: (pathname: string) => number,
): PageFigures {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const value = (key: string) => report.audits[key]?.numericValue ?? 0;
  const scripts = scriptPaths(report, origin);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsKb: scripts.reduce((sum, pathname) => sum + gzippedBytes(pathname), 0) / 1000,
    scripts: scripts.length,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs: noise on a shared machine moves one run, rarely the middle one. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PageFigures)[];
  if (keys.length === 0) throw new Error("no runs");
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}

/**
 * The targets a page misses, in words (none: it meets them all), its script budget among them. CLS counts as 0 when it
 * shows as 0.000.
 */
export function missedTargets(figures: PageFigures, budgetKb: number): string[] {
  const missed: string[] = [];
  if (figures.perf < TARGETS.perf) missed.push(`performance < ${TARGETS.perf}`);
  for (const key of ["a11y", "bp", "seo"] as const)
    if (figures[key] < TARGETS.otherCategories) missed.push(`${key} < 100`);
  if (Math.round(figures.fcp) > TARGETS.fcpMs) missed.push(`FCP > ${TARGETS.fcpMs} ms`);
  if (Math.round(figures.lcp) > TARGETS.lcpMs) missed.push(`LCP > ${TARGETS.lcpMs} ms`);
  if (figures.cls.toFixed(3) !== "0.000") missed.push("CLS > 0");
  if (figures.jsKb > budgetKb) missed.push(`JS > ${budgetKb} kB`);
  return missed;
}

export const TABLE_HEADER = [
  "route",
  "perf",
  "a11y",
  "best-pr",
  "seo",
  "FCP",
  "LCP",
  "CLS",
  "TBT",
  "JS (gzip)",
  "budget",
  "scripts",
  "targets",
];

/** One row of the table: a page's figures, its script budget and what it misses ("ok" when nothing). */
export function tableRow(route: string, figures: PageFigures, budgetKb: number): string[] {
  const missed = missedTargets(figures, budgetKb);
  return [
    route,
    String(Math.round(figures.perf)),
    String(Math.round(figures.a11y)),
    String(Math.round(figures.bp)),
    String(Math.round(figures.seo)),
    `${Math.round(figures.fcp)} ms`,
    `${Math.round(figures.lcp)} ms`,
    figures.cls.toFixed(3),
    `${Math.round(figures.tbt)} ms`,
    `${figures.jsKb.toFixed(1)} kB`,
    `${budgetKb} kB`,
    String(Math.round(figures.scripts)),
    missed.length === 0 ? "ok" : missed.join(", "),
  ];
}

/** The rows as aligned plain text. */
export function plainTable(rows: readonly string[][]): string {
  const all = [TABLE_HEADER, ...rows];
  const widths = TABLE_HEADER.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)));
  return all
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The rows as a Markdown table, figures right-aligned (for docs/benchmarks.md). */
export function markdownTable(rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  const align = TABLE_HEADER.map((_, column) => (column === 0 || column === TABLE_HEADER.length - 1 ? "---" : "---:"));
  return [line(TABLE_HEADER), line(align), ...rows.map(line)].join("\n");
}
