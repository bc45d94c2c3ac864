import { env } from "#app/config/env.server.ts";

/**
 * The server's clock: the real time, or under tests (NODE_ENV=test, which production refuses to run with a clock
 * set) the instant TEST_CLOCK names, running on from when it was first read. What a visitor is told about when we
 * will call, and the arrival time stored with an enquiry, are read from here, so a test of the built server can be
 * at 01:00 on a Saturday.
 */
let started: { at: number; offsetMs: number } | undefined;

export function serverNow(): number {
  const start = env().TEST_CLOCK;
  if (start === undefined) return Date.now();
  if (started?.at !== start) started = { at: start, offsetMs: start - Date.now() };
  return Date.now() + started.offsetMs;
}
