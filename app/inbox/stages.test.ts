import { describe, expect, it } from "vitest";
import {
  callOutcomeLabels,
  CLOSED_STATUS,
  stageChoiceOf,
  stageChoices,
  stageOfChoice,
  stageReasonLabels,
  stageReasons,
  stageText,
  statusLabels,
  statuses,
} from "#app/inbox/stages.ts";

// The words staff read for each stage, reason and call outcome (the page, the subject access export) are these exact
// texts: a missing or changed one would show a blank or the wrong words.

describe("the words for stages, reasons and calls", () => {
  it("names every stage", () => {
    expect(statusLabels).toEqual({
      new: "New",
      contacted: "Contacted",
      "assessment-booked": "Assessment booked",
      "care-started": "Care started",
      "not-going-ahead": "Not going ahead",
    });
  });

  it("names every reason for not going ahead", () => {
    expect(stageReasonLabels).toEqual({
      "out-of-area": "Out of our area",
      "another-provider": "Chose another provider",
      funding: "Funding",
      "no-longer-needed": "No longer needed",
      "could-not-reach": "Could not reach them",
    });
  });

  it("names every outcome of a call", () => {
    expect(callOutcomeLabels).toEqual({
      reached: "Reached",
      "no-answer": "No answer",
      "left-message": "Left a message",
      "wrong-number": "Wrong number",
    });
  });

  it("gives the stage in words, with the reason in lower case when not going ahead, or says none was recorded", () => {
    expect(stageText("assessment-booked", null)).toBe("Assessment booked");
    // A reason left on another stage is not shown (the database clears it, but the words never depend on that).
    expect(stageText("contacted", "funding")).toBe("Contacted");
    expect(stageText("not-going-ahead", "out-of-area")).toBe("Not going ahead (out of our area)");
    // A row migrated from "closed" (migration 0012).
    expect(stageText("not-going-ahead", null)).toBe("Not going ahead (reason not recorded)");
  });

  it("keeps Not going ahead, and no other stage, for the shorter retention of enquiries closed without care", () => {
    expect(CLOSED_STATUS).toBe("not-going-ahead");
  });
});

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
