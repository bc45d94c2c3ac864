import { describe, expect, it } from "vitest";
import { assessmentUrgencyOptions } from "#app/enquiries/assessment/options.ts";
import { contactUrgencyOptions } from "#app/enquiries/contact/options.ts";
import { quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import {
  callbackDateKey,
  callbackTimeKey,
  isUrgent,
  isUrgentEnquiry,
  urgentCallbackDay,
  urgentDetails,
  urgentValues,
} from "#app/inbox/urgency.ts";

// Urgent is the first (most urgent) urgency choice of each form that asks how urgent: read from the field lists.

describe("urgentValues", () => {
  it("is the first urgency option of each form that has one", () => {
    expect(new Set(urgentValues)).toEqual(new Set(["48hours", "immediate"]));
    expect(quickUrgencyOptions[0].value).toBe("48hours");
    expect(contactUrgencyOptions[0].value).toBe("immediate");
    expect(assessmentUrgencyOptions[0].value).toBe("immediate");
    // One per form with an urgency field (the callback form has none), in the field lists' order.
    const withUrgency = Object.entries(fieldLists).filter(([, fields]) =>
      fields.some((field) => field.column === "urgency"),
    );
    expect(withUrgency.map(([form]) => form)).toEqual(["quick-contact", "contact", "assessment"]);
    // Two forms start with "immediate": it is listed once.
    expect(urgentValues).toEqual(["48hours", "immediate"]);
  });

  it("leaves out every other urgency choice", () => {
    for (const options of [quickUrgencyOptions, contactUrgencyOptions, assessmentUrgencyOptions]) {
      for (const option of options.slice(1)) expect(urgentValues, option.value).not.toContain(option.value);
    }
  });
});

describe("isUrgent", () => {
  it("is true for the urgent values only", () => {
    expect(isUrgent("48hours")).toBe(true);
    expect(isUrgent("immediate")).toBe(true);
    for (const value of [
      "week",
      "month",
      "this-week",
      "two-weeks",
      "research",
      "planning",
      "IMMEDIATE",
      " immediate",
      "48 hours",
      "",
      null,
      undefined,
    ]) {
      expect(isUrgent(value), String(value)).toBe(false);
    }
  });
});

describe("urgentDetails and the callback's keys", () => {
  it("are the on-call promise's choices kept in details, and where a callback keeps its day and time", () => {
    expect(urgentDetails).toEqual([{ form: "quick-contact", key: "help_type", value: "urgent" }]);
    expect([callbackDateKey, callbackTimeKey]).toEqual(["preferred_date", "preferred_time"]);
  });
});

describe("isUrgentEnquiry: one rule for every form", () => {
  const noon = new Date("2026-12-01T12:00:00Z");
  const callbackOn = (day: string) => ({
    form: "callback" as const,
    urgency: null,
    details: { preferred_date: day, preferred_time: "morning" },
  });

  it("is the form's most urgent choice, a help type of urgent care, or a callback chosen for today", () => {
    expect(isUrgentEnquiry({ form: "contact", urgency: "immediate", details: {} }, noon)).toBe(true);
    expect(isUrgentEnquiry({ form: "quick-contact", urgency: "48hours", details: {} }, noon)).toBe(true);
    expect(isUrgentEnquiry({ form: "quick-contact", urgency: "month", details: { help_type: "urgent" } }, noon)).toBe(
      true,
    );
    expect(isUrgentEnquiry(callbackOn("2026-12-01"), noon)).toBe(true);
  });

  it("is not any other choice, nor another form's detail of the same name", () => {
    expect(isUrgentEnquiry({ form: "contact", urgency: "week", details: {} }, noon)).toBe(false);
    expect(isUrgentEnquiry({ form: "quick-contact", urgency: "week", details: { help_type: "respite" } }, noon)).toBe(
      false,
    );
    expect(isUrgentEnquiry({ form: "contact", urgency: "week", details: { help_type: "urgent" } }, noon)).toBe(false);
    expect(isUrgentEnquiry(callbackOn("2026-12-02"), noon)).toBe(false);
    expect(isUrgentEnquiry(callbackOn("2026-11-30"), noon)).toBe(false);
    // An assessment's preferred date is a visit, not a call: today's is not urgent by itself.
    expect(
      isUrgentEnquiry({ form: "assessment", urgency: "this-week", details: { preferred_date: "2026-12-01" } }, noon),
    ).toBe(false);
  });

  // Each case: the instant (UTC), the UK day it is, and the day after.
  const edges: [string, string, string, string][] = [
    // Winter (GMT = UTC).
    ["23:59 on 1 December", "2026-12-01T23:59:59Z", "2026-12-01", "2026-12-02"],
    ["00:00 on 2 December", "2026-12-02T00:00:00Z", "2026-12-02", "2026-12-03"],
    // Summer (BST = UTC+1): midnight comes an hour before UTC's.
    ["23:59 BST on 1 July", "2026-07-01T22:59:59Z", "2026-07-01", "2026-07-02"],
    ["00:00 BST on 2 July", "2026-07-01T23:00:00Z", "2026-07-02", "2026-07-03"],
    // The clocks go forward at 01:00 GMT on Sunday 29 March 2026: the day starts in GMT and ends in BST.
    ["23:59 GMT on Saturday 28 March", "2026-03-28T23:59:59Z", "2026-03-28", "2026-03-29"],
    ["00:00 GMT on Sunday 29 March", "2026-03-29T00:00:00Z", "2026-03-29", "2026-03-30"],
    ["23:59 BST on Sunday 29 March", "2026-03-29T22:59:59Z", "2026-03-29", "2026-03-30"],
    ["00:00 BST on Monday 30 March", "2026-03-29T23:00:00Z", "2026-03-30", "2026-03-31"],
    // The clocks go back at 02:00 BST on Sunday 25 October 2026: the day starts in BST and ends in GMT.
    ["23:59 BST on Saturday 24 October", "2026-10-24T22:59:59Z", "2026-10-24", "2026-10-25"],
    ["00:00 BST on Sunday 25 October", "2026-10-24T23:00:00Z", "2026-10-25", "2026-10-26"],
    ["23:59 GMT on Sunday 25 October", "2026-10-25T23:59:59Z", "2026-10-25", "2026-10-26"],
    ["00:00 GMT on Monday 26 October", "2026-10-26T00:00:00Z", "2026-10-26", "2026-10-27"],
  ];
  it.each(edges)("at %s, a callback for that UK day is urgent and one for the next day is not", (_, at, day, next) => {
    const now = new Date(at);
    expect(urgentCallbackDay(now)).toBe(day);
    expect(isUrgentEnquiry(callbackOn(day), now)).toBe(true);
    expect(isUrgentEnquiry(callbackOn(next), now)).toBe(false);
    // One second later, at 23:59:59 the next day comes; at 00:00 the day before has gone.
    const later = new Date(now.getTime() + 1000);
    expect(isUrgentEnquiry(callbackOn(day), later)).toBe(urgentCallbackDay(later) === day);
  });

  it("tomorrow's callback becomes urgent at UK midnight, not a second before", () => {
    const before = new Date("2026-10-24T22:59:59Z");
    const midnight = new Date("2026-10-24T23:00:00Z");
    expect(isUrgentEnquiry(callbackOn("2026-10-25"), before)).toBe(false);
    expect(isUrgentEnquiry(callbackOn("2026-10-25"), midnight)).toBe(true);
    expect(isUrgentEnquiry(callbackOn("2026-10-24"), before)).toBe(true);
    expect(isUrgentEnquiry(callbackOn("2026-10-24"), midnight)).toBe(false);
  });
});
