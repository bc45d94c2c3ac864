import { describe, expect, it } from "vitest";
import { fillTimeMs, sentFast, spamReason } from "#app/forms/spam.server.ts";

const now = 1_800_000_000_000;

describe("spam signals", () => {
  it("a filled honeypot is spam, whatever the timing; empty or spaces is not", () => {
    expect(spamReason({ honeypot: "http://x", elapsedMs: "45000" })).toBe("honeypot");
    expect(spamReason({ honeypot: true })).toBe("honeypot");
    expect(spamReason({ honeypot: "" })).toBeNull();
    expect(spamReason({ honeypot: "   " })).toBeNull();
    expect(spamReason({})).toBeNull();
  });

  it("speed alone is never spam (browser autofill is fast): a fast form with an empty honeypot is only sent fast", () => {
    expect(spamReason({ honeypot: "", startedAt: String(now), elapsedMs: "0" })).toBeNull();
    expect(sentFast({ honeypot: "", startedAt: String(now), elapsedMs: "0" }, now, 3000)).toBe(true);
  });

  it("the server's own start time: under the minimum is sent fast, at it is not", () => {
    expect(sentFast({ startedAt: String(now - 2999) }, now, 3000)).toBe(true);
    expect(sentFast({ startedAt: String(now - 3000) }, now, 3000)).toBe(false);
  });

  it("the browser's measure is used when there is no server start time (prerendered pages)", () => {
    expect(fillTimeMs({ elapsedMs: "1200" }, now)).toBe(1200);
    expect(sentFast({ elapsedMs: "1200" }, now, 3000)).toBe(true);
    expect(sentFast({ elapsedMs: "45000" }, now, 3000)).toBe(false);
  });

  it("no trustworthy start time: the check is skipped, not failed", () => {
    expect(fillTimeMs({}, now)).toBeUndefined();
    expect(fillTimeMs({ startedAt: "yesterday" }, now)).toBeUndefined();
    expect(fillTimeMs({ startedAt: String(now + 60_000) }, now)).toBeUndefined(); // in the future
    expect(fillTimeMs({ startedAt: String(now - 2 * 86_400_000) }, now)).toBeUndefined(); // older than a day
    expect(fillTimeMs({ elapsedMs: "-5" }, now)).toBeUndefined();
    expect(sentFast({ startedAt: "", elapsedMs: "" }, now, 3000)).toBe(false);
  });

  it("a honeypot sent as false, null or absent is not spam; any other non-text value is", () => {
    expect(spamReason({ honeypot: false })).toBeNull();
    expect(spamReason({ honeypot: null })).toBeNull();
    expect(spamReason({ honeypot: undefined })).toBeNull();
    expect(spamReason({ honeypot: 0 })).toBe("honeypot");
    expect(spamReason({ honeypot: " x " })).toBe("honeypot");
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
    for (const text of ["1e3", "0x10", "+5", "12.5", "12abc", "abc12", "", " "])
      expect(fillTimeMs({ elapsedMs: text }, now), text).toBeUndefined();
  });

  it("a number value counts when finite and not negative; other types are no measure at all", () => {
    expect(fillTimeMs({ elapsedMs: 0 }, now)).toBe(0);
    expect(fillTimeMs({ elapsedMs: 1200 }, now)).toBe(1200);
    for (const value of [
      -1,
      -0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      false,
      null,
      [],
      [5],
      { valueOf: () => 5 },
    ]) {
      expect(fillTimeMs({ elapsedMs: value }, now), String(value)).toBeUndefined();
    }
    expect(sentFast({ elapsedMs: true }, now, 3000)).toBe(false);
  });

  it("the minimum is exclusive: one millisecond under it is sent fast, at it is not (browser's measure too)", () => {
    expect(sentFast({ elapsedMs: "2999" }, now, 3000)).toBe(true);
    expect(sentFast({ elapsedMs: "3000" }, now, 3000)).toBe(false);
    expect(sentFast({ elapsedMs: "0" }, now, 1)).toBe(true);
  });
});
