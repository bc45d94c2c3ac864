import { describe, expect, it } from "vitest";
import { handleFormAction } from "./form-action.server";
import { readBodyLimited } from "./http.server";

/** A body streamed in pieces with no Content-Length (as with Transfer-Encoding: chunked). */
function streamed(bytes: number, chunk = 8 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      controller.enqueue(new Uint8Array(size).fill(97));
      sent += size;
    },
  });
}

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("reading bodies with a limit", () => {
  it("gives the text up to the limit and null past it, with or without Content-Length", async () => {
    expect(await readBodyLimited(post("/x", streamed(1000), {}), 1000)).toHaveLength(1000);
    expect(await readBodyLimited(post("/x", streamed(1001), {}), 1000)).toBeNull();
    expect(await readBodyLimited(post("/x", streamed(5_000_000), {}), 1000)).toBeNull();
    expect(await readBodyLimited(post("/x", "a".repeat(10), { "content-length": "5000" }), 1000)).toBeNull();
  });

  it("form pages: malformed multipart → 400, an oversized form → 413, other methods → 405, never a 500", async () => {
    const statusOf = async (request: Request) => {
      try {
        await handleFormAction("contact", { request });
        return 200;
      } catch (error) {
        return (error as { init?: { status?: number } }).init?.status;
      }
    };
    expect(await statusOf(post("/contact", "garbage", { "content-type": "multipart/form-data; boundary=xx" }))).toBe(400);
    expect(await statusOf(post("/contact", streamed(100 * 1024), { "content-type": "application/x-www-form-urlencoded" }))).toBe(413);
    expect(await statusOf(new Request("http://localhost/contact", { method: "PUT", body: "a=b" }))).toBe(405);
  });
});
