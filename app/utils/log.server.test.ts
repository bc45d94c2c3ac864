import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, REQUEST_ID_HEADER } from "./log.server";

describe("logError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with the request id, method, path and the error", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const request = new Request("http://localhost/contact?x=1", { method: "POST", headers: { [REQUEST_ID_HEADER]: "abc-123" } });
    logError(new TypeError("boom"), request);
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
});
