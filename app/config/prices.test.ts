import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { faqSection } from "#app/content/faqs/general.ts";
import { liveInFaqs } from "#app/content/faqs/live-in.ts";
import { liveInPage } from "#app/content/services/live-in.ts";
import { findSitePage } from "#app/content/site-pages.ts";
import { exampleMonth, poundRange, pounds, priceText, prices, supportHoursText } from "#app/config/prices.ts";

describe("formatting prices", () => {
  it("writes pounds with thousands separators, and pence only when there are some", () => {
    expect(pounds(20)).toBe("£20");
    expect(pounds(1_500)).toBe("£1,500");
    expect(pounds(12.5)).toBe("£12.50");
    expect(poundRange({ from: 800, to: 1_500 })).toBe("£800-1,500");
  });

  it("writes support hours as ranges, the highest level open-ended", () => {
    expect(supportHoursText("low")).toBe("2-10 hours a week");
    expect(supportHoursText("moderate")).toBe("10-35 hours a week");
    expect(supportHoursText("high")).toBe("35+ hours a week");
  });

  it("totals a worked example's month", () => {
    expect(exampleMonth("low")).toEqual({ rent: 600, support: 1_200, total: 1_800 });
  });
});

/** Every .ts and .tsx file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe("one source for prices", () => {
  it("no page, component or route writes a price of its own: every £ figure comes from this module", () => {
    const written = ["app/content", "app/components", "app/routes", "app/forms"].flatMap((folder) =>
      sourceFiles(folder).flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (/£\s*[0-9]/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(written).toEqual([]);
  });

  it("the home page's FAQ, the live-in page, its FAQ and its description give the same weekly price", () => {
    const weekly = `${pounds(prices.liveIn.weeklyFrom)} per week`;
    expect(priceText.liveInWeekly).toBe(weekly);
    const cost = faqSection.items.find((item) => item.question === "How much does home care cost?");
    expect(cost?.answer).toContain(`live-in care from ${weekly}`);
    expect(liveInFaqs[0]?.answer).toContain(`from ${weekly}`);
    expect(liveInPage.hero.points).toContain(`From ${weekly}`);
    expect(findSitePage("/live-in-care")?.description).toContain(`from ${weekly}`);
    expect(JSON.stringify([faqSection, liveInFaqs, liveInPage])).not.toMatch(/£1,200 per week/);
  });
});
