import { describe, expect, it } from "vitest";
import { apiRequestOf, apiResponse, handleApiRequest } from "./api.server";
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

  it("API from a fetch Request (the route of `npm run dev`): 413 for a streamed body above 32 kB, 405, 404, as JSON", async () => {
    const answer = async (request: Request) => apiResponse(await handleApiRequest(await apiRequestOf(request)));
    const json = { "content-type": "application/json" };
    const tooLarge = await answer(post("/api/submit-contact?from=dev", streamed(32 * 1024 + 1), json));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "The body is larger than 32 kB." });
    const get = await answer(new Request("http://localhost/api/submit-contact"));
    expect([get.status, get.headers.get("allow"), get.headers.get("content-type")]).toEqual([405, "POST", "application/json"]);
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
    expect(await statusOf(post("/contact", "garbage", { "content-type": "multipart/form-data; boundary=xx" }))).toBe(400);
    expect(await statusOf(post("/contact", streamed(100 * 1024), { "content-type": "application/x-www-form-urlencoded" }))).toBe(413);
    expect(await statusOf(new Request("http://localhost/contact", { method: "PUT", body: "a=b" }))).toBe(405);
  });
});
