import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { trustFigures } from "#app/content/home.ts";
import { aboutPage } from "#app/content/about.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { factText, facts, yearsOfExperience } from "#app/config/facts.ts";

describe("years of experience", () => {
  it("counts whole years since the start, in fives once there are five", () => {
    expect(facts.servingSince).toBe(2015);
    expect(yearsOfExperience(2015)).toBe("0");
    expect(yearsOfExperience(2019)).toBe("4");
    expect(yearsOfExperience(2020)).toBe("5+");
    expect(yearsOfExperience(2024)).toBe("5+");
    expect(yearsOfExperience(2025)).toBe("10+");
    expect(yearsOfExperience(2026)).toBe("10+");
    expect(yearsOfExperience(2030)).toBe("15+");
  });

  it("never claims more years than have passed since the year the site says it started", () => {
    for (let year = 2015; year <= 2060; year += 1) {
      const figure = Number.parseInt(yearsOfExperience(year), 10);
      expect(figure).toBeLessThanOrEqual(year - facts.servingSince);
    }
  });

  it("the home page's trust figures and /about agree: the years follow 'since 2015'", () => {
    const figures = trustFigures(2026);
    expect(figures.find((item) => item.label === "Years Experience")?.figure).toBe("10+");
    expect(figures.find((item) => item.label === "Families Served")?.figure).toBe("50+");
    expect(aboutPage(defaultBusinessDetails()).hero.badge).toBe("Caring for Local Families Since 2015");
  });
});

/** Every .ts and .tsx file under a folder, tests aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** The facts as they would be written out by hand: each must come from facts.ts instead. */
const writtenFacts = [
  new RegExp(`\\b${facts.servingSince}\\b`),
  /since \d{4}/i,
  new RegExp(`\\b${facts.familiesServed}\\+`),
  /\d+\+? years'? experience/i,
  /\bwithin \d+ hours?\b/i,
];

describe("one source for facts", () => {
  it("no page, component or route writes the start year, families served, years of experience or a response time of its own", () => {
    const written = ["app/content", "app/components", "app/routes"].flatMap((folder) =>
      sourceFiles(folder).flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            writtenFacts.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      ),
    );
    expect(written).toEqual([]);
  });

  it("words each fact as the spec does", () => {
    expect(factText).toMatchObject({
      servingSince: "since 2015",
      familiesServed: "50+",
      careStart: "within 24 hours",
      dementiaCallback: "within 2 hours",
      enquiryReply: "within 2 hours",
      assessmentConfirm: "within 1 hour",
      quickContactReply: "within 24 hours",
    });
  });
});
