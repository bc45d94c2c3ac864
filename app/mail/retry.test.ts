import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelayMs } from "#app/mail/retry.ts";

describe("retryDelayMs", () => {
  it("waits longer after each failure", () => {
    const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1)!);
    expect(delays[0]).toBe(60_000);
    for (let index = 1; index < delays.length; index++)
      expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1]!);
  });

  it("keeps trying for at least 24 hours, and stops after the last attempt", () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1)!).reduce(
      (sum, delay) => sum + delay,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(retryDelayMs(MAX_ATTEMPTS - 1)).not.toBeNull();
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
    expect(retryDelayMs(0)).toBeNull();
  });
});
