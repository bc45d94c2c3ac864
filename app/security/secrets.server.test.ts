import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#app/db.server/db.server.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { useTestDatabase } from "#tests/support/databases.ts";
import { deriveKey, keyFor } from "#app/security/secrets.server.ts";

const SECRET = "a-site-secret-of-some-length-0123456789";

function useEnv(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("deriveKey", () => {
  it("gives each purpose its own 32-byte key, the same every time for the same secret", () => {
    const rateLimit = deriveKey(SECRET, "rate-limit");
    const startTime = deriveKey(SECRET, "form-start-time");
    expect(rateLimit).toHaveLength(32);
    expect(startTime).toHaveLength(32);
    expect(rateLimit.equals(startTime)).toBe(false);
    expect(deriveKey(SECRET, "rate-limit").equals(rateLimit)).toBe(true);
    expect(deriveKey(`${SECRET}x`, "rate-limit").equals(rateLimit)).toBe(false);
    // Never the secret itself.
    expect(rateLimit.toString("utf8")).not.toContain(SECRET);
  });
});

describe("keyFor", () => {
  const current = useTestDatabase("sqlite");

  it("derives from SITE_SECRET when it is set, without the database", async () => {
    useEnv({ SITE_SECRET: SECRET, RATE_LIMIT_SECRET: "" });
    const closed = openDatabase({ dialect: "sqlite", file: ":memory:" });
    await closed.close();
    expect((await keyFor("rate-limit", closed)).equals(deriveKey(SECRET, "rate-limit"))).toBe(true);
  });

  it("reads RATE_LIMIT_SECRET, its older name, when SITE_SECRET is not set; SITE_SECRET wins over it", async () => {
    useEnv({ SITE_SECRET: "", RATE_LIMIT_SECRET: SECRET });
    expect((await keyFor("form-start-time", current().database)).equals(deriveKey(SECRET, "form-start-time"))).toBe(
      true,
    );
    useEnv({ SITE_SECRET: `${SECRET}-new`, RATE_LIMIT_SECRET: SECRET });
    expect(
      (await keyFor("form-start-time", current().database)).equals(deriveKey(`${SECRET}-new`, "form-start-time")),
    ).toBe(true);
  });

  it("without either, makes a secret once and keeps it in the database, the same for every connection to it", async () => {
    useEnv({ SITE_SECRET: "", RATE_LIMIT_SECRET: "" });
    const { database } = current();
    const first = await keyFor("rate-limit", database);
    const rows = await database.db
      .selectFrom("app_settings")
      .select(["name", "value"])
      .where("name", "=", "site_secret")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(first.equals(deriveKey(rows[0]!.value, "rate-limit"))).toBe(true);
    expect((await keyFor("form-start-time", database)).equals(first)).toBe(false);
  });
});
