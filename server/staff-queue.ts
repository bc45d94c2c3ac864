import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Staff pages take their turn (issue 25, point 8). A staff page is the heaviest thing the server draws (its queries,
 * then React's render of a long list, each a stretch of the one JavaScript thread the public forms also need), and
 * SQLite's driver is synchronous. With every staff request drawn at once, twenty people refreshing the inbox held a
 * family's form submission behind all of their pages: 2.5 s instead of 30 ms. Here at most `limit` staff requests are
 * under way at a time; the others wait in order of arrival, without using the thread, so a public request only ever
 * waits behind those few. A waiting request whose client has gone is dropped when its turn comes.
 */
export function staffQueue(limit: number) {
  let underway = 0;
  const waiting: (() => void)[] = [];

  function finished() {
    underway--;
    startNext();
  }

  function startNext() {
    while (underway < limit && waiting.length > 0) waiting.shift()!();
  }

  return {
    /** Runs `handle` now, or once fewer than `limit` staff requests are under way. */
    enter(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
      const start = () => {
        if (res.closed || req.destroyed) return; // gone while it waited
        underway++;
        res.once("close", finished);
        handle();
      };
      waiting.push(start);
      startNext();
    },
    /** How many wait and how many are under way (for its tests). */
    get state() {
      return { underway, waiting: waiting.length };
    },
  };
}

/**
 * Whether a request takes its turn: /admin and everything under it (`/admin.data` too), but the CSV exports, which
 * stream for as long as a download takes and give the thread back between batches of rows.
 */
export function isStaffRequest(url: string | undefined): boolean {
  if (url === undefined || !/^\/admin(?:[/.?]|$)/.test(url)) return false;
  return !/^[^?]*\/export(?:[.?]|$)/.test(url);
}
