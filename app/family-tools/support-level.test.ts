import { describe, expect, it } from "vitest";
import {
  answersFromForm,
  hasAnyAnswer,
  suggestSupportLevel,
  supportScore,
  type SupportAnswers,
} from "#app/family-tools/support-level.ts";

const independent: SupportAnswers = {
  personalCare: "independent",
  meals: "all-meals",
  medication: "independent",
  household: "independent",
  money: "independent",
  travel: "independent",
  nightSupport: "none",
};

describe("suggestSupportLevel", () => {
  it("suggests low support for someone independent in everything", () => {
    expect(supportScore(independent)).toBe(0);
    expect(suggestSupportLevel(independent)).toBe("low");
  });

  it("suggests low support up to a score of 6 and moderate from 7", () => {
    const six: SupportAnswers = {
      ...independent,
      personalCare: "reminders",
      meals: "simple",
      medication: "reminders",
      household: "prompts",
      money: "some-help",
      travel: "familiar-routes",
    };
    expect(supportScore(six)).toBe(6);
    expect(suggestSupportLevel(six)).toBe("low");
    const seven: SupportAnswers = { ...six, nightSupport: "on-call" };
    expect(supportScore(seven)).toBe(7);
    expect(suggestSupportLevel(seven)).toBe("moderate");
  });

  it("suggests moderate support up to 12 and high from 13", () => {
    const twelve: SupportAnswers = {
      ...independent,
      personalCare: "some-help",
      meals: "supervision",
      medication: "some-help",
      household: "some-help",
      money: "budgeting",
      travel: "some-journeys",
    };
    expect(supportScore(twelve)).toBe(12);
    expect(suggestSupportLevel(twelve)).toBe("moderate");
    const thirteen: SupportAnswers = { ...twelve, nightSupport: "on-call" };
    expect(suggestSupportLevel(thirteen)).toBe("high");
  });

  it("suggests high support for full help with everything by day", () => {
    const full: SupportAnswers = {
      personalCare: "full",
      meals: "full-support",
      medication: "full",
      household: "full",
      money: "full",
      travel: "always",
      nightSupport: "on-call",
    };
    expect(supportScore(full)).toBe(19);
    expect(suggestSupportLevel(full)).toBe("high");
  });

  it("suggests 24/7 support whenever someone is needed in the home overnight", () => {
    expect(suggestSupportLevel({ ...independent, nightSupport: "sleep-in" })).toBe("round-the-clock");
    expect(suggestSupportLevel({ ...independent, nightSupport: "waking" })).toBe("round-the-clock");
  });

  it("counts unanswered questions as needing no support", () => {
    expect(suggestSupportLevel({})).toBe("low");
    expect(suggestSupportLevel({ personalCare: "full", meals: "full-support", medication: "full" })).toBe("moderate");
  });
});

describe("hasAnyAnswer", () => {
  it("is false for no answer, true from one answer to any question (the last one too)", () => {
    expect(hasAnyAnswer({})).toBe(false);
    expect(hasAnyAnswer(answersFromForm([["meals", "banana"]]))).toBe(false);
    expect(hasAnyAnswer({ personalCare: "independent" })).toBe(true);
    expect(hasAnyAnswer({ nightSupport: "none" })).toBe(true);
  });
});

describe("answersFromForm", () => {
  it("keeps known questions with known options and drops everything else", () => {
    expect(
      answersFromForm([
        ["personalCare", "full"],
        ["meals", "banana"],
        ["unknown", "full"],
        ["nightSupport", "waking"],
      ]),
    ).toEqual({ personalCare: "full", nightSupport: "waking" });
  });
});
