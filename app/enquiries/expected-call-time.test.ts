import { describe, expect, it } from "vitest";
import { expectedCallTime, NEXT_BUSINESS_DAY, WITHIN_TWO_HOURS } from "#app/enquiries/expected-call-time.ts";

// Instants written in UTC with the offset London has on that day: GMT (+00:00) in winter, BST (+01:00) in summer.
const at = (iso: string) => Date.parse(iso);

describe("expectedCallTime", () => {
  it("is the next business day at 07:59 on a weekday and within 2 hours from 08:00", () => {
    expect(expectedCallTime(at("2026-11-18T07:59:59Z"))).toBe(NEXT_BUSINESS_DAY); // Wednesday, GMT
    expect(expectedCallTime(at("2026-11-18T08:00:00Z"))).toBe(WITHIN_TWO_HOURS);
  });

  it("is within 2 hours at 17:59 and the next business day from 18:00", () => {
    expect(expectedCallTime(at("2026-11-18T17:59:59Z"))).toBe(WITHIN_TWO_HOURS);
    expect(expectedCallTime(at("2026-11-18T18:00:00Z"))).toBe(NEXT_BUSINESS_DAY);
  });

  it("is the next business day all through Saturday and Sunday", () => {
    expect(expectedCallTime(at("2026-11-21T10:00:00Z"))).toBe(NEXT_BUSINESS_DAY); // Saturday
    expect(expectedCallTime(at("2026-11-22T12:00:00Z"))).toBe(NEXT_BUSINESS_DAY); // Sunday
  });

  it("treats Friday evening as closed and Monday morning as open", () => {
    expect(expectedCallTime(at("2026-11-20T18:30:00Z"))).toBe(NEXT_BUSINESS_DAY); // Friday
    expect(expectedCallTime(at("2026-11-23T09:00:00Z"))).toBe(WITHIN_TWO_HOURS); // Monday
  });

  it("follows British Summer Time after the clocks go forward (last Sunday of March)", () => {
    // Clocks went forward at 01:00 UTC on Sunday 29 March 2026. On Monday 30 March, 08:00 in London is 07:00 UTC.
    expect(expectedCallTime(at("2026-03-30T06:59:00Z"))).toBe(NEXT_BUSINESS_DAY); // 07:59 BST
    expect(expectedCallTime(at("2026-03-30T07:00:00Z"))).toBe(WITHIN_TWO_HOURS); // 08:00 BST
    expect(expectedCallTime(at("2026-03-30T16:59:00Z"))).toBe(WITHIN_TWO_HOURS); // 17:59 BST
    expect(expectedCallTime(at("2026-03-30T17:00:00Z"))).toBe(NEXT_BUSINESS_DAY); // 18:00 BST
    // The Friday before, still GMT: 08:00 in London is 08:00 UTC.
    expect(expectedCallTime(at("2026-03-27T07:30:00Z"))).toBe(NEXT_BUSINESS_DAY);
    expect(expectedCallTime(at("2026-03-27T08:00:00Z"))).toBe(WITHIN_TWO_HOURS);
  });

  it("follows Greenwich Mean Time after the clocks go back (last Sunday of October)", () => {
    // Clocks went back at 01:00 UTC on Sunday 25 October 2026. The Friday before is BST, the Monday after is GMT.
    expect(expectedCallTime(at("2026-10-23T07:00:00Z"))).toBe(WITHIN_TWO_HOURS); // Friday 08:00 BST
    expect(expectedCallTime(at("2026-10-23T17:00:00Z"))).toBe(NEXT_BUSINESS_DAY); // Friday 18:00 BST
    expect(expectedCallTime(at("2026-10-26T07:00:00Z"))).toBe(NEXT_BUSINESS_DAY); // Monday 07:00 GMT
    expect(expectedCallTime(at("2026-10-26T08:00:00Z"))).toBe(WITHIN_TWO_HOURS); // Monday 08:00 GMT
    expect(expectedCallTime(at("2026-10-26T17:59:00Z"))).toBe(WITHIN_TWO_HOURS); // Monday 17:59 GMT
  });

  it("is the next business day on a bank holiday", () => {
    expect(expectedCallTime(at("2026-08-31T09:00:00Z"))).toBe(NEXT_BUSINESS_DAY); // summer bank holiday, 10:00 BST
    expect(expectedCallTime(at("2026-09-01T09:00:00Z"))).toBe(WITHIN_TWO_HOURS);
  });

  it("does not depend on the machine's own time zone", () => {
    // Midnight between Sunday and Monday in London is 23:00 UTC on Sunday in summer.
    expect(expectedCallTime(at("2026-06-07T23:30:00Z"))).toBe(NEXT_BUSINESS_DAY); // Monday 00:30 BST
  });
});
