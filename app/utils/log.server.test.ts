import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgetRepeatedErrors,
  logError,
  logLine,
  logRepeatedError,
  REPEAT_INTERVAL_MS,
  requestInfoOf,
} from "#app/utils/log.server.ts";

describe("logLine", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes info on stdout, warnings and errors on stderr, each one JSON line", () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => out.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => err.push(line));
    logLine("info", "started", { port: 3000 });
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(0);
    expect(JSON.parse(out[0]!)).toMatchObject({ level: "info", message: "started", port: 3000 });
    logLine("warn", "slow");
    logLine("error", "broken");
    expect(out).toHaveLength(1);
    expect(err.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: "warn", message: "slow" },
      { level: "error", message: "broken" },
    ]);
  });
});

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
    expect(JSON.parse(lines[2]!)).toMatchObject({
      level: "error",
      repeats: 499,
      lastRequestId: "r500",
      failure: "Error: connect ECONNREFUSED 127.0.0.1:5432",
    });
    // After the interval the next one is logged in full again.
    logRepeatedError(new Error("connect ECONNREFUSED 127.0.0.1:5432"), request("r501"));
    expect(JSON.parse(lines[3]!)).toMatchObject({ requestId: "r501", stack: expect.stringContaining("Error") });
  });

  it("says in words how many repeats there were and over how long; no request id is 'none'", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const request = { method: "POST", path: "/contact", requestId: null };
    for (let i = 0; i < 3; i++) logRepeatedError(new Error("words"), request);
    vi.advanceTimersByTime(REPEAT_INTERVAL_MS);
    expect(JSON.parse(lines[1]!)).toMatchObject({
      message: "The same failure happened 2 more times in 60 s",
      repeats: 2,
      lastRequestId: "none",
    });
    forgetRepeatedErrors();
  });

  it("its timer does not keep the process alive", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const timeout = vi.spyOn(globalThis, "setTimeout");
    logRepeatedError(new Error("unref"), { method: "GET", path: "/", requestId: null });
    const timer = timeout.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    forgetRepeatedErrors();
  });

  it("forgetRepeatedErrors drops the counts: their report never comes", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const request = { method: "POST", path: "/contact", requestId: "r" };
    logRepeatedError(new Error("forgotten"), request);
    logRepeatedError(new Error("forgotten"), request);
    forgetRepeatedErrors();
    vi.advanceTimersByTime(2 * REPEAT_INTERVAL_MS);
    expect(lines).toHaveLength(1);
    // And the next one is logged in full.
    logRepeatedError(new Error("forgotten"), request);
    expect(lines).toHaveLength(2);
    forgetRepeatedErrors();
  });
});
