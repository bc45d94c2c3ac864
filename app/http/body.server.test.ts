import { describe, expect, it } from "vitest";
import { apiRequestOf, apiResponse, handleApiRequest } from "#app/forms/api.server.ts";
import { handleFormAction } from "#app/forms/form-action.server.ts";
import { DRAIN_LIMIT_BYTES, readBodyLimited } from "#app/http/body-limit.server.ts";

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

  it("a body of exactly the limit, declared as such, is kept whole", async () => {
    const body = await readBodyLimited(post("/x", "b".repeat(1000), { "content-length": "1000" }), 1000);
    expect(body?.toString()).toBe("b".repeat(1000));
  });

  it("a request without a body is an empty one", async () => {
    const body = await readBodyLimited(new Request("http://localhost/x", { method: "POST" }), 1000);
    expect(body).toEqual(Buffer.alloc(0));
  });

  it("leaves the stream unlocked after reading, so what is left can still be drained", async () => {
    for (const bytes of [10, 2000]) {
      const request = post("/x", streamed(bytes), {});
      await readBodyLimited(request, 1000);
      expect(request.body?.locked, String(bytes)).toBe(false);
    }
  });

  it("the drain limit is exactly 1 MiB: a body of that size can be kept, one byte more is dropped", async () => {
    expect(DRAIN_LIMIT_BYTES).toBe(1024 * 1024);
    expect(
      await readBodyLimited(post("/x", streamed(DRAIN_LIMIT_BYTES, 64 * 1024), {}), 2 * DRAIN_LIMIT_BYTES),
    ).toHaveLength(DRAIN_LIMIT_BYTES);
    const declared = { "content-length": String(DRAIN_LIMIT_BYTES) };
    expect(
      await readBodyLimited(post("/x", streamed(DRAIN_LIMIT_BYTES, 64 * 1024), declared), 2 * DRAIN_LIMIT_BYTES),
    ).toHaveLength(DRAIN_LIMIT_BYTES);
    expect(
      await readBodyLimited(post("/x", streamed(DRAIN_LIMIT_BYTES + 1, 64 * 1024), {}), DRAIN_LIMIT_BYTES - 1),
    ).toBeNull();
    // A limit above the drain limit (the job application's CV) keeps a body past it, and drains as far again.
    expect(
      await readBodyLimited(post("/x", streamed(DRAIN_LIMIT_BYTES + 1, 64 * 1024), {}), 2 * DRAIN_LIMIT_BYTES),
    ).toHaveLength(DRAIN_LIMIT_BYTES + 1);
  });

  it("stops reading an endless body at the drain limit, and does not start on one declared beyond it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 8 * 1024;
        controller.enqueue(new Uint8Array(8 * 1024));
      },
    });
    expect(await readBodyLimited(post("/x", endless, {}), 1000)).toBeNull();
    expect(pulled).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 3 * 8 * 1024);
    // A body that never comes: with a Content-Length past the drain limit the answer does not wait for it.
    const never = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    expect(
      await readBodyLimited(post("/x", never, { "content-length": String(DRAIN_LIMIT_BYTES + 1) }), 1000),
    ).toBeNull();
  });

  it("API from a fetch Request (the route of `npm run dev`): 413 for a streamed body above 32 kB, 405, 404, as JSON", async () => {
    const answer = async (request: Request) => apiResponse(await handleApiRequest(await apiRequestOf(request)));
    const json = { "content-type": "application/json" };
    const tooLarge = await answer(post("/api/submit-contact?from=dev", streamed(32 * 1024 + 1), json));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "The body is larger than 32 kB." });
    const get = await answer(new Request("http://localhost/api/submit-contact"));
    expect([get.status, get.headers.get("allow"), get.headers.get("content-type")]).toEqual([
      405,
      "POST",
      "application/json",
    ]);
    expect((await answer(post("/api/other", "{}", json))).status).toBe(404);
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
    expect(await statusOf(post("/contact", "garbage", { "content-type": "multipart/form-data; boundary=xx" }))).toBe(
      400,
    );
    expect(
      await statusOf(post("/contact", streamed(100 * 1024), { "content-type": "application/x-www-form-urlencoded" })),
    ).toBe(413);
    expect(await statusOf(new Request("http://localhost/contact", { method: "PUT", body: "a=b" }))).toBe(405);
  });
});
