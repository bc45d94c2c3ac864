import type { IncomingMessage } from "node:http";

/**
 * Reading a request's body with a limit, the one rule for the whole server: React Router's requests (a web stream:
 * readBodyLimited, under every form through readFormBody and the API in `npm run dev`) and the forms' JSON API on the
 * node:http fast path (server/form-api.ts: readIncomingBodyLimited).
 *
 * Bodies past their limit are still read, and dropped, up to DRAIN_LIMIT_BYTES (or, for a limit larger than that, such
 * as the job application's CV, up to the limit and DRAIN_LIMIT_BYTES more), so a client that is still sending gets its
 * answer instead of a reset connection. Beyond it the reading stops and the answer goes out; the production server
 * then drops what still comes for a few seconds before it closes the connection (server/app-server.ts). The stream is
 * never cancelled, because cancelling React Router's request stream destroys the socket before the answer can be sent.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** How far a body past `limit` is read and dropped before the reading stops. */
export const drainLimitFor = (limit: number) =>
  limit < DRAIN_LIMIT_BYTES ? DRAIN_LIMIT_BYTES : limit + DRAIN_LIMIT_BYTES;

/**
 * One body as it streams in: bytes are counted whatever the Content-Length says (a chunked body has none, and one that
 * says too much is not believed either), never more than `limit` bytes are kept in memory, and nothing is handed on
 * before the whole body is known to fit.
 */
function limitedBody(contentLength: string | null | undefined, limit: number) {
  const declared = Number(contentLength ?? 0);
  const drainLimit = drainLimitFor(limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  return {
    /** A body declared far beyond the drain limit is not read at all: the answer goes out at once. */
    declaredPastDrain: declared > drainLimit,
    /** Takes the next chunk; false once the body is past the drain limit: stop reading, it is refused. */
    add(chunk: Uint8Array): boolean {
      size += chunk.byteLength;
      if (size > drainLimit) return false;
      if (size <= limit) chunks.push(chunk);
      return true;
    },
    /** The whole body, or null when it is (or says it is) larger than the limit. */
    result: (): Buffer | null => (size > limit || declared > limit ? null : Buffer.concat(chunks)),
  };
}

/** A web request's body, or null when it is larger than `limit` bytes. The stream is left unlocked, never cancelled. */
export async function readBodyLimited(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const body = limitedBody(request.headers.get("content-length"), limit);
  if (body.declaredPastDrain) return null;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!body.add(value)) return null;
    }
  } finally {
    reader.releaseLock();
  }
  return body.result();
}

/** A node:http request's body, or null when it is larger than `limit` bytes. Past the drain limit it is paused. */
export function readIncomingBodyLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const body = limitedBody(req.headers["content-length"], limit);
  if (body.declaredPastDrain) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (body.add(chunk)) return;
      req.off("data", onData);
      req.pause();
      resolve(null);
    };
    req.on("data", onData);
    req.on("end", () => resolve(body.result()));
    req.on("error", reject);
  });
}
