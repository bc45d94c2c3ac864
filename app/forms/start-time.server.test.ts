import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import { deriveKey, keyFor } from "#app/security/secrets.server.ts";
import { useTestDatabase } from "#tests/support/databases.ts";
import { formPageData } from "#app/forms/form-action.server.ts";
import {
  START_TIME_MAX_AGE_MS,
  newStartTime,
  signStartTime,
  verifiedStartTime,
  verifyStartTime,
} from "#app/forms/start-time.server.ts";

const now = 1_800_000_000_000;
const key = deriveKey("the-secret-of-this-test-0123456789", "form-start-time");

describe("signed start times", () => {
  const tenSecondsAgo = now - 10_000;
  const signed = signStartTime(key, tenSecondsAgo);

  it("look like <ms>.<base64url HMAC-SHA-256>", () => {
    expect(signed).toMatch(/^1799999990000\.[A-Za-z0-9_-]{43}$/);
  });

  it("a valid signature is accepted: the start time it stands for", () => {
    expect(verifyStartTime(key, signed, now)).toBe(tenSecondsAgo);
    expect(verifyStartTime(key, signStartTime(key, now), now)).toBe(now);
  });

  it("tampered milliseconds are ignored (a bot claiming it started earlier)", () => {
    const [, mac] = signed.split(".");
    expect(verifyStartTime(key, `${tenSecondsAgo - 60_000}.${mac}`, now)).toBeUndefined();
    expect(verifyStartTime(key, `0${tenSecondsAgo}.${mac}`, now)).toBeUndefined();
  });

  it("a tampered mac is ignored", () => {
    const last = signed.at(-1) === "A" ? "B" : "A";
    expect(verifyStartTime(key, `${signed.slice(0, -1)}${last}`, now)).toBeUndefined();
    expect(verifyStartTime(key, `${signed}A`, now)).toBeUndefined();
    expect(verifyStartTime(key, `${signed.slice(0, -1)}`, now)).toBeUndefined();
  });

  it("a start time without a mac (the old unsigned field, or a bot's own) is ignored", () => {
    expect(verifyStartTime(key, String(tenSecondsAgo), now)).toBeUndefined();
    expect(verifyStartTime(key, `${tenSecondsAgo}.`, now)).toBeUndefined();
  });

  it("a start time signed with another key is ignored (another site's, or the rate limit's key)", () => {
    expect(verifyStartTime(deriveKey("another-secret-0123456789", "form-start-time"), signed, now)).toBeUndefined();
    expect(verifyStartTime(deriveKey("the-secret-of-this-test-0123456789", "rate-limit"), signed, now)).toBeUndefined();
  });

  it("a start time older than a day (a replayed old form) is ignored", () => {
    expect(verifyStartTime(key, signStartTime(key, now - START_TIME_MAX_AGE_MS), now)).toBeUndefined();
    expect(verifyStartTime(key, signStartTime(key, now - 2 * START_TIME_MAX_AGE_MS), now)).toBeUndefined();
    expect(verifyStartTime(key, signStartTime(key, now - START_TIME_MAX_AGE_MS + 1), now)).toBe(
      now - START_TIME_MAX_AGE_MS + 1,
    );
  });

  it("a start time in the future is ignored", () => {
    expect(verifyStartTime(key, signStartTime(key, now + 1), now)).toBeUndefined();
    expect(verifyStartTime(key, signStartTime(key, now + 60_000), now)).toBeUndefined();
  });

  it("anything malformed is ignored", () => {
    for (const value of [
      undefined,
      null,
      42,
      "",
      "yesterday",
      ` ${signed}`,
      `${signed} `,
      `${signed}.x`,
      `-5.${signed.split(".")[1]}`,
      [signed],
    ]) {
      expect(verifyStartTime(key, value, now), String(value)).toBeUndefined();
    }
  });
});

describe("start times with the site's key", () => {
  const current = useTestDatabase("sqlite");
  const dirs: string[] = [];

  afterEach(async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await closeDatabase();
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A SQLite path that cannot be opened: a file stands where its folder should be. */
  function unreachableDatabase(): string {
    const dir = mkdtempSync(path.join(tmpdir(), "start-time-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, "data"), "a file where the database's folder should be");
    return path.join(dir, "data", "site.db");
  }

  it("what the page renders, the submission accepts (the key kept in the database)", async () => {
    vi.stubEnv("SITE_SECRET", "");
    vi.stubEnv("RATE_LIMIT_SECRET", "");
    vi.stubEnv("DATABASE_URL", current().url);
    resetEnvForTests();
    const shown = Date.now() - 5_000;
    const rendered = await newStartTime(shown);
    expect(rendered).toMatch(/^[0-9]+\.[A-Za-z0-9_-]{43}$/);
    expect(await verifiedStartTime(rendered, shown + 5_000)).toBe(shown);
    expect(await verifiedStartTime(rendered, shown + 5_000, current().database)).toBe(shown);
    expect(verifyStartTime(await keyFor("form-start-time", current().database), rendered, shown + 5_000)).toBe(shown);
    expect(await verifiedStartTime(String(shown), shown + 5_000)).toBeUndefined();
    // A form page's loader data carries one.
    const { form } = await formPageData();
    expect(await verifiedStartTime(form.startedAt, Date.now())).toBeGreaterThan(shown);
  });

  it("with the database down and no SITE_SECRET: no start time is rendered and none is trusted, nothing throws", async () => {
    vi.stubEnv("SITE_SECRET", "");
    vi.stubEnv("RATE_LIMIT_SECRET", "");
    vi.stubEnv("DATABASE_URL", unreachableDatabase());
    resetEnvForTests();
    await closeDatabase();
    expect(await newStartTime()).toBe("");
    // The form page is shown all the same, its form without a start time (the browser's measure is used).
    expect((await formPageData()).form).toMatchObject({ startedAt: "", hasErrors: false });
    expect(await verifiedStartTime(signStartTime(key, Date.now() - 5_000), Date.now())).toBeUndefined();
  });

  it("no start time (absent, empty, not text) is no start time at once: the key is not even looked up", async () => {
    vi.stubEnv("SITE_SECRET", "");
    vi.stubEnv("RATE_LIMIT_SECRET", "");
    resetEnvForTests();
    const asked: PropertyKey[] = [];
    const database = new Proxy({} as SiteDatabase, {
      get(_target, property) {
        asked.push(property);
        throw new Error("the database was asked for the key");
      },
    });
    for (const value of [undefined, null, "", 42, [signStartTime(key, now)]]) {
      expect(await verifiedStartTime(value, now, database), String(value)).toBeUndefined();
    }
    expect(asked).toEqual([]);
    // A value that is text does look the key up (here, from a database that fails: still no start time, no throw).
    expect(await verifiedStartTime(signStartTime(key, now), now, database)).toBeUndefined();
    expect(asked).not.toEqual([]);
  });

  it("with SITE_SECRET set, start times are signed and checked without the database", async () => {
    vi.stubEnv("SITE_SECRET", "the-secret-of-this-test-0123456789");
    vi.stubEnv("DATABASE_URL", unreachableDatabase());
    resetEnvForTests();
    const rendered = await newStartTime(now);
    expect(rendered).toBe(signStartTime(key, now));
    expect(await verifiedStartTime(rendered, now + 4_000)).toBe(now);
  });
});
