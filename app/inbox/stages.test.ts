import { describe, expect, it } from "vitest";
import { stageChoiceOf, stageChoices, stageOfChoice, stageReasons, statuses } from "#app/inbox/stages.ts";

describe("the stage as one choice", () => {
  it("offers every stage, not going ahead once per reason (never without one), each read back as it was", () => {
    expect(stageChoices.map((choice) => choice.value)).toEqual([
      "new",
      "contacted",
      "assessment-booked",
      "care-started",
      ...stageReasons.map((reason) => `not-going-ahead:${reason}`),
    ]);
    expect(stageChoices.at(-1)?.label).toBe("Not going ahead (could not reach them)");
    for (const choice of stageChoices) {
      const stage = stageOfChoice(choice.value)!;
      expect(stageChoiceOf(stage.status, stage.reason)).toBe(choice.value);
    }
  });

  it("stands for a row with no reason recorded, but reads no stage from it or from anything malformed", () => {
    expect(stageChoiceOf("not-going-ahead", null)).toBe("not-going-ahead");
    expect(stageChoiceOf("contacted", "funding")).toBe("contacted");
    for (const choice of [
      "not-going-ahead",
      "not-going-ahead:",
      "not-going-ahead:bored",
      "contacted:funding",
      "new:",
      "not-going-ahead:funding:x",
      "closed",
      "",
    ])
      expect(stageOfChoice(choice), choice).toBeNull();
    for (const status of statuses.filter((status) => status !== "not-going-ahead"))
      expect(stageOfChoice(status)).toEqual({ status, reason: null });
  });
});
