import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiRequest, ApiResponse } from "#app/forms/api.server.ts";
import { readIncomingBodyLimited } from "#app/http/body-limit.server.ts";
import { logLine } from "#app/utils/log.server.ts";

/**
 * The forms' JSON API (POST /api/submit-<form>), served straight from node:http ahead of Express and React Router:
 * integrations post many small requests, and the frameworks' per-request machinery (middleware, route matching,
 * stream conversions) cost more than the submission itself (docs/benchmarks.md). The handler is the app's own
 * (app/forms/api.server.ts, exported by the server bundle), so the schemas, limits and storage are the same; it gets
 * node:http's own headers and the body read here, and gives back the status, headers and text to send.
 */

export const API_PREFIX = "/api/submit-";

/** Bodies are kept up to this much (the API itself allows 32 kB and answers 413 above it, or when none was kept). */
const KEEP_LIMIT_BYTES = 64 * 1024;

export interface FormApiOptions {
  handle: (request: ApiRequest) => Promise<ApiResponse>;
}

export function isFormApiRequest(req: IncomingMessage): boolean {
  return req.url?.startsWith(API_PREFIX) ?? false;
}

/**
 * The client's address, behind `hops` trusted reverse proxies (TRUST_PROXY): the address the outermost of them saw.
 * Each proxy appends the address it got the request from to X-Forwarded-For, so with the header's entries and then the
 * connection's own address in one list, it is the entry `hops` places before the end (the first entry when the list is
 * shorter). Entries further left are whatever the client sent, so never trusted: the leftmost one is the easiest of
 * all to forge. Express is given the same number (`trust proxy`), so its req.ip agrees.
 */
export function clientAddressOf(req: IncomingMessage, hops: number): string {
  const socketAddress = req.socket.remoteAddress || "unknown";
  if (hops <= 0) return socketAddress;
  const header = req.headers["x-forwarded-for"];
  const forwarded = [header ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const addresses = [...forwarded, socketAddress];
  return addresses[Math.max(0, addresses.length - 1 - hops)]!;
}

/** What the server settled about a request before the API sees it. */
export interface ApiRequestFacts {
  requestId: string;
  clientAddress: string;
}

/** The API's handler; the server has given the request its id and the response its security headers already. */
export function createFormApiHandler({ handle }: FormApiOptions) {
  return async (req: IncomingMessage, res: ServerResponse, { requestId, clientAddress }: ApiRequestFacts) => {
    try {
      const body = req.method === "POST" ? await readIncomingBodyLimited(req, KEEP_LIMIT_BYTES) : Buffer.alloc(0);
      const response = await handle({
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        body,
        requestId,
        clientAddress,
      });
      send(res, response.status, response.body, response.headers);
    } catch (error) {
      // The handler answers every outcome itself (a failed database is a 503); this is a bug, logged with the id.
      logLine("error", String(error), { requestId, method: req.method, path: req.url?.split("?")[0] });
      send(res, 500, JSON.stringify({ error: "Something went wrong. Please try again or call us." }), {
        "Content-Type": "application/json",
      });
    }
  };
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  if (res.headersSent) return;
  res.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}
