import { describe, expect, it } from "vitest";
import { assessmentUrgencyOptions } from "#app/enquiries/assessment/options.ts";
import { contactUrgencyOptions } from "#app/enquiries/contact/options.ts";
import { quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { isUrgent, urgentValues } from "#app/inbox/urgency.ts";

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
