import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf, createFormApiHandler, isFormApiRequest } from "#server/form-api.ts";

const request = (
  headers: Record<string, string | string[]>,
  remoteAddress = "192.0.2.10",
  url = "/api/submit-contact",
) => ({ headers, url, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("clientAddressOf", () => {
  // A client that forges X-Forwarded-For ("6.6.6.6") can only add entries on the left: each proxy appends what it saw.
  it("0 hops (no proxy): the connection's address, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf(request({ "x-forwarded-for": "6.6.6.6" }), 0)).toBe("192.0.2.10");
    expect(clientAddressOf(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), 0)).toBe("192.0.2.10");
  });

  it("1 hop: the address the proxy saw (the last entry), never the forged leftmost one", () => {
    // The proxy (192.0.2.10) got the request from 203.0.113.5, which had sent a forged header.
    expect(clientAddressOf(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), 1)).toBe("203.0.113.5");
    expect(clientAddressOf(request({ "x-forwarded-for": "6.6.6.6,7.7.7.7 ,  203.0.113.5" }), 1)).toBe("203.0.113.5");
    expect(clientAddressOf(request({ "x-forwarded-for": "203.0.113.5" }), 1)).toBe("203.0.113.5");
  });

  it("2 hops: the address the outer proxy saw (second entry from the end)", () => {
    // Client 203.0.113.5 → CDN (appends it) → nginx 10.0.0.1 (appends the CDN's 198.51.100.2) → the server.
    expect(clientAddressOf(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 198.51.100.2" }, "10.0.0.1"), 2)).toBe(
      "203.0.113.5",
    );
    expect(clientAddressOf(request({ "x-forwarded-for": "203.0.113.5, 198.51.100.2" }, "10.0.0.1"), 2)).toBe(
      "203.0.113.5",
    );
  });

  it("fewer entries than hops: the leftmost there is (with none, the connection's address)", () => {
    expect(clientAddressOf(request({ "x-forwarded-for": "203.0.113.5" }), 2)).toBe("203.0.113.5");
    expect(clientAddressOf(request({}), 1)).toBe("192.0.2.10");
    expect(clientAddressOf(request({ "x-forwarded-for": " , " }), 1)).toBe("192.0.2.10");
  });

  it("several X-Forwarded-For headers count as one list, in order", () => {
    expect(clientAddressOf(request({ "x-forwarded-for": ["6.6.6.6", "203.0.113.5"] }), 1)).toBe("203.0.113.5");
  });

  it("ignores an x-client-address header the client sent", () => {
    expect(clientAddressOf(request({ "x-client-address": "6.6.6.6" }), 0)).toBe("192.0.2.10");
    expect(clientAddressOf(request({ "x-client-address": "6.6.6.6" }), 1)).toBe("192.0.2.10");
  });

  it("a connection with no address left is 'unknown'", () => {
    const gone = { headers: {}, url: "/api/submit-contact", socket: {} } as unknown as IncomingMessage;
    expect(clientAddressOf(gone, 0)).toBe("unknown");
    expect(clientAddressOf(gone, 1)).toBe("unknown");
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
    const seen: {
      method: string;
      url: string;
      contentType: unknown;
      requestId: unknown;
      clientAddress: unknown;
      bodyBytes: number | null;
    }[] = [];
    const handler = createFormApiHandler({
      handle: async (request) => {
        seen.push({
          method: request.method,
          url: request.url,
          contentType: request.headers["content-type"],
          requestId: request.requestId,
          clientAddress: request.clientAddress,
          bodyBytes: request.body?.length ?? null,
        });
        return { status: 201, headers: { "Content-Type": "application/json" }, body: '{"id":1}' };
      },
    });
    const server = createServer(
      (req, res) => void handler(req, res, { requestId: "id-1", clientAddress: "192.0.2.99" }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const post = (bytes: number) =>
        fetch(`http://127.0.0.1:${port}/api/submit-contact?x=1`, {
          method: "POST",
          // What a client says of itself is no fact: the handler gets the server's.
          headers: { "content-type": "application/json", "x-client-address": "6.6.6.6", "x-request-id": "forged" },
          body: "a".repeat(bytes),
        });
      const answer = await post(40 * 1024);
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ id: 1 });
      expect(answer.headers.get("content-length")).toBe("8");
      await post(64 * 1024);
      await post(64 * 1024 + 1);
      expect(seen).toEqual([
        {
          method: "POST",
          url: "/api/submit-contact?x=1",
          contentType: "application/json",
          requestId: "id-1",
          clientAddress: "192.0.2.99",
          bodyBytes: 40 * 1024,
        },
        {
          method: "POST",
          url: "/api/submit-contact?x=1",
          contentType: "application/json",
          requestId: "id-1",
          clientAddress: "192.0.2.99",
          bodyBytes: 64 * 1024,
        },
        {
          method: "POST",
          url: "/api/submit-contact?x=1",
          contentType: "application/json",
          requestId: "id-1",
          clientAddress: "192.0.2.99",
          bodyBytes: null,
        },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
