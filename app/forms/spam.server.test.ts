import { describe, expect, it } from "vitest";
import { fillTimeMs, spamReason } from "./spam.server";

const now = 1_800_000_000_000;

describe("spam signals", () => {
  it("a filled honeypot is spam, whatever the timing; empty or spaces is not", () => {
    expect(spamReason({ honeypot: "http://x" }, now, 3000)).toBe("honeypot");
    expect(spamReason({ honeypot: true }, now, 3000)).toBe("honeypot");
    expect(spamReason({ honeypot: "" }, now, 3000)).toBeNull();
    expect(spamReason({ honeypot: "   " }, now, 3000)).toBeNull();
    expect(spamReason({}, now, 3000)).toBeNull();
  });

  it("the server's own start time: under the minimum is too fast, at it is not", () => {
    expect(spamReason({ startedAt: String(now - 2999) }, now, 3000)).toBe("too-fast");
    expect(spamReason({ startedAt: String(now - 3000) }, now, 3000)).toBeNull();
  });

  it("the browser's measure is used when there is no server start time (prerendered pages)", () => {
    expect(fillTimeMs({ elapsedMs: "1200" }, now)).toBe(1200);
    expect(spamReason({ elapsedMs: "1200" }, now, 3000)).toBe("too-fast");
    expect(spamReason({ elapsedMs: "45000" }, now, 3000)).toBeNull();
  });

  it("no trustworthy start time: the check is skipped, not failed", () => {
    expect(fillTimeMs({}, now)).toBeUndefined();
    expect(fillTimeMs({ startedAt: "yesterday" }, now)).toBeUndefined();
    expect(fillTimeMs({ startedAt: String(now + 60_000) }, now)).toBeUndefined(); // in the future
    expect(fillTimeMs({ startedAt: String(now - 2 * 86_400_000) }, now)).toBeUndefined(); // older than a day
    expect(fillTimeMs({ elapsedMs: "-5" }, now)).toBeUndefined();
    expect(spamReason({ startedAt: "", elapsedMs: "" }, now, 3000)).toBeNull();
  });

  it("a honeypot sent as false, null or absent is not spam; any other non-text value is", () => {
    expect(spamReason({ honeypot: false }, now, 3000)).toBeNull();
    expect(spamReason({ honeypot: null }, now, 3000)).toBeNull();
    expect(spamReason({ honeypot: undefined }, now, 3000)).toBeNull();
    expect(spamReason({ honeypot: 0 }, now, 3000)).toBe("honeypot");
    expect(spamReason({ honeypot: " x " }, now, 3000)).toBe("honeypot");
  });

  it("the server's start time is trusted from exactly now up to one millisecond short of a day ago", () => {
    expect(fillTimeMs({ startedAt: String(now), elapsedMs: "5000" }, now)).toBe(0); // rendered this very millisecond
    expect(fillTimeMs({ startedAt: now - 1, elapsedMs: "5000" }, now)).toBe(1);
    expect(fillTimeMs({ startedAt: String(now + 1), elapsedMs: "5000" }, now)).toBe(5000); // a millisecond ahead: not trusted
    expect(fillTimeMs({ startedAt: String(now - 86_399_999), elapsedMs: "5000" }, now)).toBe(86_399_999);
    expect(fillTimeMs({ startedAt: String(now - 86_400_000), elapsedMs: "5000" }, now)).toBe(5000); // a day exactly: not trusted
    expect(fillTimeMs({ startedAt: String(now - 86_400_000) }, now)).toBeUndefined();
  });

  it("numbers are read from digits only: at most 15 of them, spaces around allowed, no sign, exponent, hex or decimals", () => {
    expect(fillTimeMs({ elapsedMs: " 1200 " }, now)).toBe(1200);
    expect(fillTimeMs({ elapsedMs: "0" }, now)).toBe(0);
    expect(fillTimeMs({ elapsedMs: "999999999999999" }, now)).toBe(999_999_999_999_999); // 15 digits
    expect(fillTimeMs({ elapsedMs: "1000000000000000" }, now)).toBeUndefined(); // 16 digits
    for (const text of ["1e3", "0x10", "+5", "12.5", "12abc", "abc12", "", " "]) expect(fillTimeMs({ elapsedMs: text }, now), text).toBeUndefined();
  });

  it("a number value counts when finite and not negative; other types are no measure at all", () => {
    expect(fillTimeMs({ elapsedMs: 0 }, now)).toBe(0);
    expect(fillTimeMs({ elapsedMs: 1200 }, now)).toBe(1200);
    for (const value of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, [], [5], { valueOf: () => 5 }]) {
      expect(fillTimeMs({ elapsedMs: value }, now), String(value)).toBeUndefined();
    }
    expect(spamReason({ elapsedMs: true }, now, 3000)).toBeNull();
  });

  it("the minimum is exclusive: one millisecond under it is too fast, at it is not (browser's measure too)", () => {
    expect(spamReason({ elapsedMs: "2999" }, now, 3000)).toBe("too-fast");
    expect(spamReason({ elapsedMs: "3000" }, now, 3000)).toBeNull();
    expect(spamReason({ elapsedMs: "0" }, now, 1)).toBe("too-fast");
  });
});
