import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The forms' JSON API (POST /api/submit-<form>), served straight from node:http ahead of Express and React Router:
 * integrations post many small requests, and the frameworks' per-request machinery (middleware, route matching,
 * stream conversions) cost more than the submission itself (docs/benchmarks.md). The handler is the app's own
 * (app/forms/api.server.ts, exported by the server bundle), so the schemas, limits and storage are the same.
 */

export const API_PREFIX = "/api/submit-";

/** Bodies are kept up to this much (the API itself allows 32 kB and answers 413 above it). */
const KEEP_LIMIT_BYTES = 64 * 1024;
/** Larger bodies are read and dropped up to this much, so the client gets its 413 rather than a reset connection. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export interface FormApiOptions {
  handle: (request: Request) => Promise<Response>;
  /** What the server does to every request and response (request id, client address, security headers). */
  prepare: (req: IncomingMessage, res: ServerResponse) => void;
}

export function isFormApiRequest(req: IncomingMessage): boolean {
  return req.url?.startsWith(API_PREFIX) ?? false;
}

/** The client's address as Express reports it with `trust proxy` on or off (TRUST_PROXY=true behind a reverse proxy). */
export function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers["x-forwarded-for"] ?? "").split(",")[0]?.trim() : "";
  return forwarded || req.socket.remoteAddress || "unknown";
}

export function createFormApiHandler({ handle, prepare }: FormApiOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    prepare(req, res);
    const body = req.method === "POST" ? await readBody(req) : undefined;
    if (body === null) return send(res, 413, JSON.stringify({ error: "The body is larger than 32 kB." }), { "Content-Type": "application/json" });

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { method: req.method, headers, body: body?.toString("utf8") });
    try {
      const response = await handle(request);
      send(res, response.status, await response.text(), Object.fromEntries(response.headers));
    } catch (error) {
      // The handler answers every outcome itself (a failed database is a 503); this is a bug, logged with the id.
      console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), requestId: req.headers["x-request-id"], path: req.url, message: String(error) }));
      send(res, 500, JSON.stringify({ error: "Something went wrong. Please try again or call us." }), { "Content-Type": "application/json" });
    }
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        resolve(null);
      } else if (size <= KEEP_LIMIT_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > KEEP_LIMIT_BYTES ? null : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  if (res.headersSent) return;
  res.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}
