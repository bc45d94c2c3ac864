import { problems } from "#app/http/problem.server.ts";

/**
 * Bodies past their limit are still read, and dropped, up to this much, so a client that is still sending gets its
 * answer instead of a reset connection. Beyond it the reading stops and the answer goes out; the production server
 * then drops what still comes for a few seconds before it closes the connection (server/app-server.ts). The stream is never cancelled, because cancelling React Router's
 * request stream destroys the socket before the answer can be sent.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * The request body, or null when it is larger than `limit` bytes. Bytes are counted as they stream in, whatever the
 * Content-Length says (a chunked body has none, and one that says too much is not believed either): never more than
 * `limit` bytes are kept in memory, and nothing is parsed before the whole body is known to fit.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const declared = Number(request.headers.get("content-length") ?? 0);
  // A body declared far beyond the drain limit is not read at all: the answer goes out at once.
  if (declared > DRAIN_LIMIT_BYTES) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > DRAIN_LIMIT_BYTES) return null;
      if (size <= limit) chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return size > limit || declared > limit ? null : Buffer.concat(chunks);
}

/** Form bodies larger than this are refused (the largest valid form is under 5 kB). */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * The form's fields from the body: URL-encoded (what every form of the site sends) or multipart, either way only after
 * the whole body is known to be within MAX_FORM_BYTES. Throws the 4xx page for anything else. Every form of the site,
 * public and staff, reads its body through it.
 */
export async function readFormBody(request: Request): Promise<URLSearchParams | FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") throw problems.unsupportedForm();
  const body = await readBodyLimited(request, MAX_FORM_BYTES);
  if (!body) throw problems.tooLarge();
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(body.toString("utf8"));
  try {
    return await new Response(new Uint8Array(body), {
      headers: { "Content-Type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw problems.malformedForm();
  }
}
