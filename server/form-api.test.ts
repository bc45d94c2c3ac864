import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf, isFormApiRequest } from "./form-api";

const request = (headers: Record<string, string>, remoteAddress = "192.0.2.10", url = "/api/submit-contact") =>
  ({ headers, url, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("clientAddressOf", () => {
  it("uses the connection's address unless the proxy is trusted", () => {
    expect(clientAddressOf(request({ "x-forwarded-for": "203.0.113.5" }), false)).toBe("192.0.2.10");
  });
  it("takes the first X-Forwarded-For address behind a trusted proxy", () => {
    expect(clientAddressOf(request({ "x-forwarded-for": "203.0.113.5, 10.0.0.1" }), true)).toBe("203.0.113.5");
  });
  it("falls back to the connection's address when a trusted proxy sent none", () => {
    expect(clientAddressOf(request({}), true)).toBe("192.0.2.10");
  });
});

describe("isFormApiRequest", () => {
  it("matches the four form endpoints' prefix only", () => {
    expect(isFormApiRequest(request({}, undefined, "/api/submit-contact"))).toBe(true);
    expect(isFormApiRequest(request({}, undefined, "/contact"))).toBe(false);
    expect(isFormApiRequest(request({}, undefined, "/api/other"))).toBe(false);
  });
});
