import { describe, expect, it } from "vitest";
import {
  figuresOf,
  markdownTable,
  median,
  medianFigures,
  missedTargets,
  plainTable,
  scriptBudgetKb,
  tableRow,
  type LighthouseReport,
  type PageFigures,
} from "#scripts/lib/lighthouse-summary.ts";

const passing: PageFigures = {
  perf: 98,
  a11y: 100,
  bp: 100,
  seo: 100,
  fcp: 1800,
  lcp: 1800,
  tbt: 40,
  cls: 0.0004,
  jsKb: 130,
  scripts: 5,
};

describe("figuresOf", () => {
  it("reads the scores, the timings and the site's own scripts (each once) from a report", () => {
    const report: LighthouseReport = {
      categories: {
        performance: { score: 0.975 },
        accessibility: { score: 1 },
        "best-practices": { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        "first-contentful-paint": { numericValue: 912.4 },
        "largest-contentful-paint": { numericValue: 1100 },
        "total-blocking-time": { numericValue: 30 },
        "cumulative-layout-shift": { numericValue: 0.01 },
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", url: "http://x/" },
              { resourceType: "Script", url: "http://x/assets/a.js" },
              { resourceType: "Script", url: "http://x/assets/a.js" },
              { resourceType: "Script", url: "http://x/assets/b.js?v=1" },
              { resourceType: "Script", url: "https://www.cqc.org.uk/widget.js" },
              { resourceType: "Stylesheet", url: "http://x/assets/c.css" },
            ],
          },
        },
      },
    };
    const sizes: Record<string, number> = { "/assets/a.js": 1500, "/assets/b.js": 250 };
    expect(figuresOf(report, "http://x", (pathname) => sizes[pathname]!)).toEqual({
      perf: 98,
      a11y: 100,
      bp: 96,
      seo: 0,
      fcp: 912.4,
      lcp: 1100,
      tbt: 30,
      cls: 0.01,
      jsKb: 1.75,
      scripts: 2,
    });
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([3])).toBe(3);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("is taken figure by figure over the runs", () => {
    const runs = [95, 99, 98].map((perf, index) => ({ ...passing, perf, lcp: [2500, 1700, 1750][index]! }));
    expect(medianFigures(runs)).toEqual({ ...passing, perf: 98, lcp: 1750 });
  });
});

describe("missedTargets", () => {
  it("meets every target exactly at its limit", () => {
    expect(missedTargets(passing, 130)).toEqual([]);
  });

  it("names each target missed just past its limit", () => {
    expect(missedTargets({ ...passing, perf: 97 }, 130)).toEqual(["performance < 98"]);
    expect(missedTargets({ ...passing, a11y: 99, bp: 99, seo: 99 }, 130)).toEqual([
      "a11y < 100",
      "bp < 100",
      "seo < 100",
    ]);
    expect(missedTargets({ ...passing, fcp: 1800.6 }, 130)).toEqual(["FCP > 1800 ms"]);
    expect(missedTargets({ ...passing, lcp: 1801 }, 130)).toEqual(["LCP > 1800 ms"]);
    expect(missedTargets({ ...passing, cls: 0.0005 }, 130)).toEqual(["CLS > 0"]);
    expect(missedTargets({ ...passing, jsKb: 130.1 }, 130)).toEqual(["JS > 130 kB"]);
  });

  // Issue #28: a page that does not hydrate may load 15 kB of script, a form or tool page 100 kB.
  it("holds each page to its script budget", () => {
    expect(scriptBudgetKb(false)).toBe(15);
    expect(scriptBudgetKb(true)).toBe(100);
    expect(missedTargets({ ...passing, jsKb: 15 }, scriptBudgetKb(false))).toEqual([]);
    expect(missedTargets({ ...passing, jsKb: 15.1 }, scriptBudgetKb(false))).toEqual(["JS > 15 kB"]);
    expect(missedTargets({ ...passing, jsKb: 100 }, scriptBudgetKb(true))).toEqual([]);
    expect(missedTargets({ ...passing, jsKb: 133.2 }, scriptBudgetKb(true))).toEqual(["JS > 100 kB"]);
  });
});

describe("the table", () => {
  const rows = [tableRow("/", passing, 130), tableRow("/contact", { ...passing, lcp: 2200.4 }, 130)];

  it("rounds each figure and says which targets a route misses", () => {
    expect(rows[0]).toEqual([
      "/",
      "98",
      "100",
      "100",
      "100",
      "1800 ms",
      "1800 ms",
      "0.000",
      "40 ms",
      "130.0 kB",
      "130 kB",
      "5",
      "ok",
    ]);
    expect(rows[1]?.[6]).toBe("2200 ms");
    expect(rows[1]?.at(-1)).toBe("LCP > 1800 ms");
  });

  it("as plain text, aligns its columns", () => {
    const lines = plainTable(rows).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^route {5}perf {2}a11y/);
    expect(lines[1]?.indexOf("98")).toBe(lines[0]?.indexOf("perf"));
  });

  it("as Markdown, is a table with a header, an alignment row and a row per route", () => {
    expect(markdownTable(rows).split("\n")).toEqual([
      "| route | perf | a11y | best-pr | seo | FCP | LCP | CLS | TBT | JS (gzip) | budget | scripts | targets |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      "| / | 98 | 100 | 100 | 100 | 1800 ms | 1800 ms | 0.000 | 40 ms | 130.0 kB | 130 kB | 5 | ok |",
      "| /contact | 98 | 100 | 100 | 100 | 1800 ms | 2200 ms | 0.000 | 40 ms | 130.0 kB | 130 kB | 5 | LCP > 1800 ms |",
    ]);
  });
});
