/** Bodies are read up to this much past the limit, so the client gets its 413 rather than a reset connection. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * The request body as text, or null when it is larger than `limit` bytes (by its Content-Length, or as it streams in
 * when it has none): never more than `limit` bytes are kept in memory.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Read on (up to 1 MB) so the client gets its 413 instead of a reset connection; beyond that, cut it off.
      if (size > DRAIN_LIMIT_BYTES) {
        await reader.cancel();
        return null;
      }
      continue;
    }
    chunks.push(value);
  }
  return size > limit ? null : Buffer.concat(chunks).toString("utf8");
}
