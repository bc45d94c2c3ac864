import { describe, expect, it } from "vitest";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

describe("formatUkDateTime", () => {
  it("writes day, short month, year, hour and minute in GMT in winter", () => {
    expect(formatUkDateTime("2026-11-21T14:05:00.000Z")).toBe("21 Nov 2026, 14:05");
  });
  it("follows British Summer Time (UTC+1) in summer", () => {
    expect(formatUkDateTime("2026-07-01T23:30:00.000Z")).toBe("2 Jul 2026, 00:30");
  });
  it("changes at the clocks' change: 01:00 UTC on the last Sunday of March", () => {
    expect(formatUkDateTime(new Date("2026-03-29T00:59:00.000Z"))).toBe("29 Mar 2026, 00:59");
    expect(formatUkDateTime(new Date("2026-03-29T01:00:00.000Z"))).toBe("29 Mar 2026, 02:00");
  });
  it("writes midnight as 00, not 24", () => {
    expect(formatUkDateTime("2026-01-05T00:00:00.000Z")).toBe("5 Jan 2026, 00:00");
  });
});
