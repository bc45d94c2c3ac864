import { describe, expect, it } from "vitest";
import { callBackOf } from "#app/enquiries/call-back.ts";

describe("what a confirmation repeats", () => {
  it("a callback: the number as given and the day and time we ring", () => {
    expect(
      callBackOf("callback", {
        name: "Ann",
        phone: " 07700 900 982 ",
        preferredDate: "2026-12-04",
        preferredTime: "evening",
      }),
    ).toEqual({
      phone: "07700 900 982",
      when: "Friday 4 December 2026, evening (5pm-8pm)",
    });
    expect(
      callBackOf("callback", { phone: "+44 808 157 0192", preferredDate: "2027-03-28", preferredTime: "anytime" }).when,
    ).toBe("Sunday 28 March 2027, anytime");
  });

  it("the other forms: the number alone", () => {
    expect(callBackOf("quick-contact", { phone: "01632 960 001" })).toEqual({ phone: "01632 960 001" });
    expect(
      callBackOf("assessment", { phone: "01632 960 001", preferredDate: "2026-12-04", preferredTime: "morning" }),
    ).toEqual({ phone: "01632 960 001" });
  });
});
