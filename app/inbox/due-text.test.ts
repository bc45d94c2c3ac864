import { describe, expect, it } from "vitest";
import { chosenTimeText, dueState, durationText, type DueFacts } from "#app/inbox/due-text.ts";

// The words a row of the inbox says about time, at the edges: exactly at a due time, and one second past it.

const MINUTE = 60_000;

describe("durationText", () => {
  it.each([
    [1, "1 min"],
    [MINUTE, "1 min"],
    [MINUTE + 1, "2 min"],
    [25 * MINUTE, "25 min"],
    [59 * MINUTE, "59 min"],
    [59 * MINUTE + 1, "1 h"],
    [60 * MINUTE, "1 h"],
    [70 * MINUTE, "1 h 10 min"],
    [24 * 60 * MINUTE - 1, "1 day"],
    [24 * 60 * MINUTE, "1 day"],
    [(24 * 60 + 59) * MINUTE, "1 day"],
    [(50 * 60 + 5) * MINUTE, "2 days 2 h"],
  ])("%i ms is %s", (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });
});

describe("dueState", () => {
  const due = Date.parse("2026-12-01T10:00:00Z");
  const open: DueFacts = {
    createdAt: "2026-12-01T08:30:00.000Z",
    dueAt: "2026-12-01T10:00:00.000Z",
    firstContactedAt: null,
    open: true,
    spam: false,
  };

  it("counts down to the due time, says 'Due now' at it, and 'Overdue by' from one second past", () => {
    expect(dueState(open, due - 25 * MINUTE)).toEqual({ text: "Due in 25 min", overdue: false });
    expect(dueState(open, due - 1000)).toEqual({ text: "Due in 1 min", overdue: false });
    expect(dueState(open, due)).toEqual({ text: "Due now", overdue: false });
    expect(dueState(open, due + 1000)).toEqual({ text: "Overdue by 1 min", overdue: true });
    expect(dueState(open, due + 70 * MINUTE)).toEqual({ text: "Overdue by 1 h 10 min", overdue: true });
    expect(dueState(open, due + 70 * MINUTE + 1000)).toEqual({ text: "Overdue by 1 h 11 min", overdue: true });
  });

  it("once called, says how long the family waited, whatever the time now", () => {
    const called = { ...open, firstContactedAt: "2026-12-01T08:55:00.000Z" };
    expect(dueState(called, due + 5 * 60 * MINUTE)).toEqual({ text: "First call after 25 min", overdue: false });
    // Called after the due time: how long, not "overdue" (the promise's measure is in the reports).
    expect(dueState({ ...open, firstContactedAt: "2026-12-01T11:00:00.000Z" }, due)).toEqual({
      text: "First call after 2 h 30 min",
      overdue: false,
    });
  });

  it("without a due time, says how long the family has waited; finished or spam, never overdue", () => {
    expect(dueState({ ...open, dueAt: null }, Date.parse("2026-12-01T11:30:00Z"))).toEqual({
      text: "Waiting 3 h",
      overdue: false,
    });
    expect(dueState({ ...open, open: false }, due + 60 * MINUTE)).toEqual({ text: "No call logged", overdue: false });
    expect(dueState({ ...open, spam: true }, due + 60 * MINUTE)).toBeNull();
  });
});

describe("chosenTimeText", () => {
  // 23:59:59 BST on Saturday 24 October 2026, the night the clocks go back.
  const lateSaturday = Date.parse("2026-10-24T22:59:59Z");
  const sundayMidnight = Date.parse("2026-10-24T23:00:00Z");

  it("names today, tomorrow and yesterday as the office's UK calendar has them, with the window's label", () => {
    expect(chosenTimeText("2026-10-24", "morning", lateSaturday)).toBe("Today, Morning (8am-12pm)");
    expect(chosenTimeText("2026-10-25", "evening", lateSaturday)).toBe("Tomorrow, Evening (5pm-8pm)");
    expect(chosenTimeText("2026-10-25", "evening", sundayMidnight)).toBe("Today, Evening (5pm-8pm)");
    expect(chosenTimeText("2026-10-24", "anytime", sundayMidnight)).toBe("Yesterday, Anytime");
    expect(chosenTimeText("2026-12-01", "afternoon", sundayMidnight)).toBe("Tue 1 Dec, Afternoon (12pm-5pm)");
  });

  it("is null without a valid day", () => {
    expect(chosenTimeText(null, "morning", sundayMidnight)).toBeNull();
    expect(chosenTimeText("tomorrow", "morning", sundayMidnight)).toBeNull();
    expect(chosenTimeText("2026-13-45", "morning", sundayMidnight)).toBeNull();
  });

  it("reads only a plain YYYY-MM-DD as a day, though the date parser reads more", () => {
    // Each of these is a date to Date.parse once "T12:00:00Z" is added, so the pattern alone refuses them: a day with a
    // signed six-digit year, and one with more after it.
    expect(Number.isNaN(Date.parse("+002026-12-01T12:00:00Z"))).toBe(false);
    expect(Number.isNaN(Date.parse("2026-12-01 decT12:00:00Z"))).toBe(false);
    expect(chosenTimeText("+002026-12-01", "morning", sundayMidnight)).toBeNull();
    expect(chosenTimeText("2026-12-01 dec", "morning", sundayMidnight)).toBeNull();
  });

  it("gives the day alone without a window, and an unknown window as it was stored", () => {
    expect(chosenTimeText("2026-10-24", null, lateSaturday)).toBe("Today");
    expect(chosenTimeText("2026-10-24", "", lateSaturday)).toBe("Today");
    expect(chosenTimeText("2026-12-01", null, lateSaturday)).toBe("Tue 1 Dec");
    expect(chosenTimeText("2026-10-25", "teatime", lateSaturday)).toBe("Tomorrow, teatime");
  });
});
