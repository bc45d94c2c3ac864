import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, logRepeatedError, REPEAT_INTERVAL_MS, requestInfoOf } from "./log.server";

describe("logError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with the request id, method, path and the error", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const request = new Request("http://localhost/contact?x=1", { method: "POST" });
    logError(new TypeError("boom"), requestInfoOf(request, "abc-123"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      requestId: "abc-123",
      method: "POST",
      path: "/contact",
      name: "TypeError",
      message: "boom",
    });
  });

  it("logs a thrown value that is not an Error", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    logError("plain text", new Request("http://localhost/"));
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: "none", message: "plain text" });
  });

  it("never takes the request id from a header the client sent (the server's id comes in the load context)", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    logError("boom", new Request("http://localhost/", { headers: { "x-request-id": "forged-by-the-client" } }));
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: "none" });
    expect(lines[0]).not.toContain("forged-by-the-client");
  });
});

describe("logRepeatedError", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("logs a failure once, counts its repeats for a minute, then reports them in one line with the last request id", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const request = (requestId: string) => ({ method: "POST", path: "/contact", requestId });
    for (let i = 1; i <= 500; i++) logRepeatedError(new Error("connect ECONNREFUSED 127.0.0.1:5432"), request(`r${i}`));
    logRepeatedError(new Error("another failure"), request("other"));
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: "error", requestId: "r1", message: "connect ECONNREFUSED 127.0.0.1:5432" },
      { level: "error", requestId: "other", message: "another failure" },
    ]);
    vi.advanceTimersByTime(REPEAT_INTERVAL_MS - 1);
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: "error", repeats: 499, lastRequestId: "r500", failure: "Error: connect ECONNREFUSED 127.0.0.1:5432" });
    // After the interval the next one is logged in full again.
    logRepeatedError(new Error("connect ECONNREFUSED 127.0.0.1:5432"), request("r501"));
    expect(JSON.parse(lines[3]!)).toMatchObject({ requestId: "r501", stack: expect.stringContaining("Error") });
  });
});
