import { describe, expect, it } from "vitest";
import { durationText } from "#app/utils/duration-text.ts";

describe("durationText", () => {
  it("says minutes, hours and days as staff read them", () => {
    expect(durationText(30_000)).toBe("under 1 min");
    expect(durationText(25 * 60_000 + 59_000)).toBe("25 min");
    expect(durationText(60 * 60_000)).toBe("1 h");
    expect(durationText(70 * 60_000)).toBe("1 h 10 min");
    expect(durationText(24 * 3_600_000)).toBe("1 day");
    expect(durationText(51 * 3_600_000 + 7 * 60_000)).toBe("2 days 3 h");
  });
  it("keeps office time in hours", () => {
    expect(durationText(31 * 3_600_000 + 5 * 60_000, { inHours: true })).toBe("31 h 5 min");
  });
});
