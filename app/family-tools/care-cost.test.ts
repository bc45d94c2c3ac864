import { describe, expect, it } from "vitest";
import { prices } from "#app/config/prices.ts";
import {
  estimateFromAnswers,
  estimateVisitingCare,
  estimatorAnswersFrom,
  estimatorMessages,
  NIGHT_HOURS,
} from "#app/family-tools/care-cost.ts";

const hourly = prices.visitingCare.hourlyFrom;

describe("estimateVisitingCare", () => {
  it("one short visit a week: half an hour to an hour, the week at the hourly rate, the month at 52/12 weeks", () => {
    const estimate = estimateVisitingCare({ visitLength: "short", visitsPerDay: 1, daysPerWeek: 1 }, 20);
    expect(estimate).toEqual({
      visitsPerWeek: 1,
      hoursPerWeek: { from: 0.5, to: 1 },
      weekly: { from: 10, to: 20 },
      monthly: { from: 43, to: 87 }, // 10 × 52 / 12 = 43.33, 20 × 52 / 12 = 86.67
      liveInMayCostLess: false,
    });
  });

  it("four extended visits a day, every day: 56 to 112 hours, and live-in care may cost less", () => {
    const estimate = estimateVisitingCare({ visitLength: "extended", visitsPerDay: 4, daysPerWeek: 7 }, 20);
    expect(estimate.visitsPerWeek).toBe(28);
    expect(estimate.hoursPerWeek).toEqual({ from: 56, to: 112 });
    expect(estimate.weekly).toEqual({ from: 1_120, to: 2_240 });
    expect(estimate.monthly).toEqual({ from: 4_853, to: 9_707 });
    expect(estimate.liveInMayCostLess).toBe(true);
  });

  it("four short visits a day on five days", () => {
    const estimate = estimateVisitingCare({ visitLength: "short", visitsPerDay: 4, daysPerWeek: 5 }, 20);
    expect(estimate.hoursPerWeek).toEqual({ from: 10, to: 20 });
    expect(estimate.weekly).toEqual({ from: 200, to: 400 });
  });

  it("overnight: one night a day of NIGHT_HOURS hours, whatever the visits a day", () => {
    expect(NIGHT_HOURS).toBe(10);
    const oneNight = estimateVisitingCare({ visitLength: "overnight", daysPerWeek: 1 }, 20);
    expect(oneNight).toMatchObject({
      visitsPerWeek: 1,
      hoursPerWeek: { from: 10, to: 10 },
      weekly: { from: 200, to: 200 },
      monthly: { from: 867, to: 867 },
    });
    const everyNight = estimateVisitingCare({ visitLength: "overnight", visitsPerDay: 4, daysPerWeek: 7 }, 20);
    expect(everyNight).toMatchObject({
      visitsPerWeek: 7,
      hoursPerWeek: { from: 70, to: 70 },
      weekly: { from: 1_400, to: 1_400 },
    });
    expect(everyNight.liveInMayCostLess).toBe(true);
  });

  it("says live-in care may cost less from exactly live-in's weekly price, not a pound below", () => {
    // 45 hours at £20 is £900, live-in's lowest week.
    const at = (rate: number) => estimateVisitingCare({ visitLength: "overnight", daysPerWeek: 5 }, rate);
    expect(at(prices.liveIn.weeklyFrom / 50).liveInMayCostLess).toBe(true);
    expect(at((prices.liveIn.weeklyFrom - 1) / 50).liveInMayCostLess).toBe(false);
  });

  it("uses the configured hourly rate by default and rounds pounds for a rate with pence", () => {
    expect(estimateVisitingCare({ visitLength: "standard", visitsPerDay: 2, daysPerWeek: 7 }).weekly).toEqual({
      from: 14 * hourly,
      to: 28 * hourly,
    });
    const pence = estimateVisitingCare({ visitLength: "short", visitsPerDay: 1, daysPerWeek: 1 }, 23.5);
    expect(pence.weekly).toEqual({ from: 12, to: 24 }); // 11.75 and 23.50
  });
});

describe("estimateFromAnswers", () => {
  it("estimates from the form's strings", () => {
    const result = estimateFromAnswers({ visitLength: "standard", visitsPerDay: "2", daysPerWeek: "3" });
    expect(result.status === "estimate" && result.choices).toEqual({
      visitLength: "standard",
      visitsPerDay: 2,
      daysPerWeek: 3,
    });
    expect(result.status === "estimate" && result.estimate.hoursPerWeek).toEqual({ from: 6, to: 12 });
  });

  it("does not need the visits a day for overnight care, and drops them if sent", () => {
    const result = estimateFromAnswers({ visitLength: "overnight", daysPerWeek: "7", visitsPerDay: "3" });
    expect(result.status === "estimate" && result.choices).toEqual({ visitLength: "overnight", daysPerWeek: 7 });
    expect(estimateFromAnswers({ visitLength: "overnight", daysPerWeek: "2" }).status).toBe("estimate");
  });

  it("names every missing answer, in the form's order", () => {
    expect(estimateFromAnswers({})).toEqual({
      status: "invalid",
      errors: {
        visitLength: estimatorMessages.visitLength,
        visitsPerDay: estimatorMessages.visitsPerDay,
        daysPerWeek: estimatorMessages.daysPerWeek,
      },
      answers: {},
    });
    expect(estimateFromAnswers({ visitLength: "short", daysPerWeek: "7" })).toMatchObject({
      status: "invalid",
      errors: { visitsPerDay: estimatorMessages.visitsPerDay },
    });
  });

  it("refuses answers outside the options, at the edges", () => {
    for (const [field, value] of [
      ["visitsPerDay", "0"],
      ["visitsPerDay", "5"],
      ["daysPerWeek", "0"],
      ["daysPerWeek", "8"],
      ["daysPerWeek", "1.5"],
      ["visitLength", "all-day"],
    ] as const) {
      const answers = { visitLength: "short", visitsPerDay: "1", daysPerWeek: "1", [field]: value };
      const result = estimateFromAnswers(answers);
      expect(result.status === "invalid" && Object.keys(result.errors), `${field}=${value}`).toEqual([field]);
    }
    expect(estimateFromAnswers({ visitLength: "short", visitsPerDay: "4", daysPerWeek: "7" }).status).toBe("estimate");
  });

  it("reads only the estimator's fields from a form", () => {
    const form = new URLSearchParams({
      visitLength: "short",
      visitsPerDay: "1",
      daysPerWeek: "2",
      postcode: "MK9 3AB",
    });
    expect(estimatorAnswersFrom(form)).toEqual({ visitLength: "short", visitsPerDay: "1", daysPerWeek: "2" });
  });
});
