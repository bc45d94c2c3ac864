import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { isStaffRequest, staffQueue } from "#server/staff-queue.ts";

/** A request and its response as the queue sees them: `end()` finishes the answer (its "close"), `gone()` the client. */
function exchange() {
  const res = Object.assign(new EventEmitter(), { closed: false }) as EventEmitter & { closed: boolean };
  const req = { destroyed: false } as { destroyed: boolean };
  return {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    end() {
      res.closed = true;
      res.emit("close");
    },
    gone() {
      req.destroyed = true;
    },
  };
}

describe("staffQueue", () => {
  it("starts at once up to its limit, then one waiting request as each under way ends, in order of arrival", () => {
    const queue = staffQueue(2);
    const started: number[] = [];
    const exchanges = [0, 1, 2, 3].map((n) => {
      const one = exchange();
      queue.enter(one.req, one.res, () => started.push(n));
      return one;
    });
    expect(started).toEqual([0, 1]);
    expect(queue.state).toEqual({ underway: 2, waiting: 2 });
    exchanges[1]!.end();
    expect(started).toEqual([0, 1, 2]);
    exchanges[0]!.end();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.state).toEqual({ underway: 2, waiting: 0 });
    exchanges[2]!.end();
    exchanges[3]!.end();
    expect(queue.state).toEqual({ underway: 0, waiting: 0 });
  });

  it("drops a waiting request whose client has gone, and starts the next in its place", () => {
    const queue = staffQueue(1);
    const started: string[] = [];
    const first = exchange();
    const leaver = exchange();
    const next = exchange();
    queue.enter(first.req, first.res, () => started.push("first"));
    queue.enter(leaver.req, leaver.res, () => started.push("leaver"));
    queue.enter(next.req, next.res, () => started.push("next"));
    leaver.gone();
    first.end();
    expect(started).toEqual(["first", "next"]);
    expect(queue.state).toEqual({ underway: 1, waiting: 0 });
  });
});

describe("isStaffRequest", () => {
  it("is /admin, its data and every path under it but the exports; nothing else", () => {
    for (const url of ["/admin", "/admin/", "/admin?form=all", "/admin.data", "/admin/enquiries/5", "/admin/x.data"])
      expect(isStaffRequest(url), url).toBe(true);
    for (const url of [
      "/",
      "/administration",
      "/adminx",
      "/auth",
      "/api/submit-contact",
      "/contact?next=/admin",
      undefined,
    ])
      expect(isStaffRequest(url), String(url)).toBe(false);
  });
});
