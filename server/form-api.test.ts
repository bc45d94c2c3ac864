import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf, createFormApiHandler, isFormApiRequest } from "./form-api";

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

describe("createFormApiHandler", () => {
  it("hands the app node:http's headers and the body, or no body at all when it is far above the API's limit", async () => {
    const { createServer } = await import("node:http");
    const seen: { method: string; url: string; contentType: unknown; clientAddress: unknown; bodyBytes: number | null }[] = [];
    const handler = createFormApiHandler({
      handle: async (request) => {
        seen.push({
          method: request.method,
          url: request.url,
          contentType: request.headers["content-type"],
          clientAddress: request.headers["x-client-address"],
          bodyBytes: request.body?.length ?? null,
        });
        return { status: 201, headers: { "Content-Type": "application/json" }, body: '{"id":1}' };
      },
    });
    const server = createServer((req, res) => {
      req.headers["x-client-address"] = "192.0.2.99";
      void handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const post = (bytes: number) =>
        fetch(`http://127.0.0.1:${port}/api/submit-contact?x=1`, { method: "POST", headers: { "content-type": "application/json" }, body: "a".repeat(bytes) });
      const answer = await post(40 * 1024);
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ id: 1 });
      expect(answer.headers.get("content-length")).toBe("8");
      await post(64 * 1024);
      await post(64 * 1024 + 1);
      expect(seen).toEqual([
        { method: "POST", url: "/api/submit-contact?x=1", contentType: "application/json", clientAddress: "192.0.2.99", bodyBytes: 40 * 1024 },
        { method: "POST", url: "/api/submit-contact?x=1", contentType: "application/json", clientAddress: "192.0.2.99", bodyBytes: 64 * 1024 },
        { method: "POST", url: "/api/submit-contact?x=1", contentType: "application/json", clientAddress: "192.0.2.99", bodyBytes: null },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
