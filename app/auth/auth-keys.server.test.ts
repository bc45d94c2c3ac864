import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { openDatabase } from "#app/db.server/db.server.ts";
import {
  addressCounterKey,
  authKeys,
  normaliseEmail,
  secondFactorCounterKey,
  throttleKey,
  type AuthKeys,
} from "#app/auth/auth-keys.server.ts";

// The keys of staff sign-in and the throttle's counter keys. Both are known answers: a key derived for another purpose
// name, or a counter key made another way, leaves every sealed authenticator key, device cookie and throttle counter
// made before unreadable or uncounted.

const SECRET = "a-fixed-site-secret-for-the-known-answers";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("authKeys", () => {
  it("derives each key from the site secret for its own purpose, the same as every earlier release did", async () => {
    vi.stubEnv("SITE_SECRET", SECRET);
    resetEnvForTests();
    // With SITE_SECRET set the database is never read: a closed one shows it.
    const closed = openDatabase({ dialect: "sqlite", file: ":memory:" });
    await closed.close();
    const keys = await authKeys(closed);
    expect({
      totp: keys.totp.toString("hex"),
      throttle: keys.throttle.toString("hex"),
      device: keys.device.toString("hex"),
      audit: keys.audit.toString("hex"),
    }).toEqual({
      totp: "ae0e2e688bebd17b5c3d2766c3dc1c9fe81a8969c9b6f475e1fee7fff3c31c8d",
      throttle: "811f88c1ab6af3cf8350b6de7f25210cfed09dfe38ee7b52898dcc9baa47a7db",
      device: "3ffafb1b396e18465662494c67c6cd1a3af8557ec5f5b4a20c638a9082d566f8",
      audit: "da4f98c5c567cffdee53dcd794a9a8fde0a2622fd85caa92acafbfa2028b3482",
    });
    // Four purposes, four keys: none is another's.
    const distinct = new Set([keys.totp, keys.throttle, keys.device, keys.audit].map((key) => key.toString("hex")));
    expect(distinct.size).toBe(4);
  });
});

describe("the throttle's counter keys", () => {
  const keys: AuthKeys = {
    totp: Buffer.alloc(32, 1),
    throttle: Buffer.alloc(32, 7),
    device: Buffer.alloc(32, 3),
    audit: Buffer.alloc(32, 4),
  };

  it("are the kind, a colon and the first 32 hex characters of a keyed hash, never the address itself", () => {
    const email = "someone@example.com";
    const key = throttleKey(keys, "password:email", email);
    expect(key).toMatch(/^password:email:[0-9a-f]{32}$/);
    expect(key).not.toContain(email);
    expect(key).not.toContain("someone");
    // Another throttle key, another hash; another value, another hash.
    expect(throttleKey({ ...keys, throttle: Buffer.alloc(32, 8) }, "password:email", email)).not.toBe(key);
    expect(throttleKey(keys, "password:email", "other@example.com")).not.toBe(key);
  });

  it("count an address's passwords under the stored kind password:email", () => {
    expect(addressCounterKey(keys, "someone@example.com")).toBe("password:email:7dd91aa5332fc67b7484dd404d8b27c2");
  });

  it("count an account's second-factor codes under the stored kind second-factor:account", () => {
    expect(secondFactorCounterKey(keys, 42)).toBe("second-factor:account:c375c508be09c2d7595d823c17883391");
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases an address", () => {
    expect(normaliseEmail("  Someone@Example.COM \n")).toBe("someone@example.com");
  });
});
