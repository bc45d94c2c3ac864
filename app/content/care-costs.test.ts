import { describe, expect, it } from "vitest";
import { estimateVisitingCare, type VisitingChoices } from "#app/family-tools/care-cost.ts";
import { estimateCopy } from "#app/content/care-cost-estimate.ts";
import { estimatorCopy } from "#app/content/care-costs.ts";

const copyFor = (choices: VisitingChoices) => estimateCopy(choices, estimateVisitingCare(choices, 20));
const figure = (copy: ReturnType<typeof copyFor>, label: string) =>
  copy.figures.find((item) => item.label === label)?.value;

describe("estimateCopy", () => {
  it("one short visit a week: minutes to an hour, and no word of live-in care", () => {
    const copy = copyFor({ visitLength: "short", visitsPerDay: 1, daysPerWeek: 1 });
    expect(figure(copy, "Care")).toBe("1 visit a day of 30-60 minutes, 1 day a week");
    expect(figure(copy, "Hours of care")).toBe("30 minutes to 1 hour a week");
    expect(figure(copy, "Cost a week")).toBe("£10 to £20 a week");
    expect(figure(copy, "Cost a month")).toBe("About £43 to £87 a month");
    expect(copy.liveInNote).toBeUndefined();
  });

  it("four extended visits every day: hours as one range, and live-in care may cost less", () => {
    const copy = copyFor({ visitLength: "extended", visitsPerDay: 4, daysPerWeek: 7 });
    expect(figure(copy, "Hours of care")).toBe("56 to 112 hours a week");
    expect(figure(copy, "Cost a week")).toBe("£1,120 to £2,240 a week");
    expect(copy.liveInNote).toMatch(/live-in care, from £900 per week, may cost less/);
  });

  it("overnight: nights, one figure instead of a range", () => {
    const copy = copyFor({ visitLength: "overnight", daysPerWeek: 1 });
    expect(figure(copy, "Care")).toBe("overnight care, 1 night a week");
    expect(figure(copy, "Hours of care")).toBe("10 hours a week");
    expect(figure(copy, "Cost a week")).toBe("£200 a week");
    expect(copy.summary).toBe(
      "From the cost estimator: visiting care, overnight care, 1 night a week (10 hours a week, estimated £200 a week).",
    );
  });

  it("the summary carried into the booking form fits its 'anything else' field", () => {
    const copy = copyFor({ visitLength: "standard", visitsPerDay: 4, daysPerWeek: 7 });
    expect(copy.summary.length).toBeLessThan(1_000);
    expect(copy.summary).toContain(
      "4 visits a day of 1-2 hours, 7 days a week (28 to 56 hours a week, estimated £560 to £1,120 a week)",
    );
  });
});

describe("the estimator's questions", () => {
  it("offer the spec's visit lengths, one to four visits a day and one to seven days", () => {
    expect(estimatorCopy.visitLength.options.map((option) => option.label)).toEqual([
      "Short visit (30-60 minutes)",
      "Standard visit (1-2 hours)",
      "Extended visit (2-4 hours)",
      "Overnight (a sleeping or waking night)",
    ]);
    expect(estimatorCopy.visitsPerDay.options.map((option) => option.value)).toEqual(["1", "2", "3", "4"]);
    expect(estimatorCopy.daysPerWeek.options.at(-1)).toEqual({ value: "7", label: "7 days (every day)" });
  });
});
