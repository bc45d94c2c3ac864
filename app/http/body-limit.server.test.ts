import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DRAIN_LIMIT_BYTES, drainLimitFor, readIncomingBodyLimited } from "#app/http/body-limit.server.ts";

// The node:http reader of the forms' JSON API keeps the same rule, and the same drain limit, as readBodyLimited
// (body.server.test.ts): one module, one constant.

/** A node:http request whose body comes in chunks of `chunk` bytes, with the headers given. */
function incoming(bytes: number, headers: Record<string, string> = {}, chunk = 16 * 1024) {
  let left = bytes;
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const size = Math.min(chunk, left);
      left -= size;
      pulled += size;
      this.push(Buffer.alloc(size, 97));
    },
  });
  return { req: Object.assign(stream, { headers }) as unknown as IncomingMessage, pulled: () => pulled };
}

describe("readIncomingBodyLimited", () => {
  it("keeps a body within the limit, and refuses one a byte over it, chunked or declared", async () => {
    expect(await readIncomingBodyLimited(incoming(1000).req, 1000)).toHaveLength(1000);
    expect(await readIncomingBodyLimited(incoming(1001).req, 1000)).toBeNull();
    expect(await readIncomingBodyLimited(incoming(1000, { "content-length": "1000" }).req, 1000)).toHaveLength(1000);
    expect(await readIncomingBodyLimited(incoming(0).req, 1000)).toHaveLength(0);
  });

  it("reads and drops up to the drain limit, then stops and pauses the request", async () => {
    expect(await readIncomingBodyLimited(incoming(DRAIN_LIMIT_BYTES).req, 2 * DRAIN_LIMIT_BYTES)).toHaveLength(
      DRAIN_LIMIT_BYTES,
    );
    const endless = incoming(100 * DRAIN_LIMIT_BYTES);
    expect(await readIncomingBodyLimited(endless.req, 1000)).toBeNull();
    expect(endless.req.isPaused()).toBe(true);
    // What the stream had buffered ahead (its high-water mark) at most, far from the 100 MiB on offer.
    expect(endless.pulled()).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 128 * 1024);
  });

  it("does not start on a body declared beyond the drain limit", async () => {
    const declared = incoming(10, { "content-length": String(DRAIN_LIMIT_BYTES + 1) });
    expect(await readIncomingBodyLimited(declared.req, 1000)).toBeNull();
    expect(declared.pulled()).toBe(0);
    // A limit past the drain limit (the job application's CV) drains as far again beyond itself.
    const large = incoming(10, { "content-length": String(drainLimitFor(2 * DRAIN_LIMIT_BYTES) + 1) });
    expect(await readIncomingBodyLimited(large.req, 2 * DRAIN_LIMIT_BYTES)).toBeNull();
    expect(large.pulled()).toBe(0);
  });

  it("keeps a body past the drain limit when its own limit allows it (a 5 MB CV)", async () => {
    const limit = 5 * DRAIN_LIMIT_BYTES;
    expect(await readIncomingBodyLimited(incoming(limit).req, limit)).toHaveLength(limit);
    expect(await readIncomingBodyLimited(incoming(limit + 1).req, limit)).toBeNull();
  });
});
