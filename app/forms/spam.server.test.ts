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
});
