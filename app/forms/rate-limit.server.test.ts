import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { clientKey, countRateLimitHit } from "#app/forms/rate-limit.server.ts";

describe.each(dialects)("the rate limit on %s", (dialect) => {
  const current = useTestDatabase(dialect);

  const windowSeconds = 600;
  // The start of a window, in milliseconds.
  const start = 1_800_000_000 * 1000 - (1_800_000_000 % windowSeconds) * 1000;
  const hit = async (address: string, now: number, max = 2) =>
    countRateLimitHit(current().database, "callback", await clientKey(current().database, address), {
      max,
      windowSeconds,
      now,
    });

  it("allows max hits in a window, refuses the next with the seconds left, and starts again in the next window", async () => {
    expect(await hit("192.0.2.1", start)).toEqual({ allowed: true, retryAfterSeconds: 600 });
    expect(await hit("192.0.2.1", start + 1_000)).toEqual({ allowed: true, retryAfterSeconds: 599 });
    expect(await hit("192.0.2.1", start + 599_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await hit("192.0.2.2", start + 2_000)).toMatchObject({ allowed: true });
    expect(await hit("192.0.2.1", start + 600_000)).toEqual({ allowed: true, retryAfterSeconds: 600 });
  });

  it("clears windows older than the last one at most once a minute", async () => {
    const { db } = current().database;
    const old = async () =>
      (await db.selectFrom("rate_limits").select("client_key").where("client_key", "=", "old").execute()).length;
    const later = start + 10 * 600_000;
    await hit("192.0.2.3", later);
    await db
      .insertInto("rate_limits")
      .values({ client_key: "old", form: "callback", window_start: later / 1000 - 2 * windowSeconds, hits: 1 })
      .execute();
    await hit("192.0.2.3", later + 59_999);
    expect(await old()).toBe(1);
    await hit("192.0.2.3", later + 60_000);
    expect(await old()).toBe(0);
  });
});
