import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { throttleKey, type AuthKeys } from "#app/auth/auth-keys.server.ts";
import {
  DEVICE_COOKIE,
  deviceCookie,
  deviceTokenOf,
  knownDeviceKey,
  signedInHeaders,
} from "#app/auth/device.server.ts";
import { sessionCookie } from "#app/auth/sessions.server.ts";

// Device cookies: the cookie a full sign-in sets, and which cookie values name a known device of an account (the
// signature covers "<account id>.<nonce>"; anything else counts the password as from an unknown device).

const keys: AuthKeys = {
  totp: Buffer.alloc(32, 1),
  throttle: Buffer.alloc(32, 2),
  device: Buffer.alloc(32, 3),
  audit: Buffer.alloc(32, 4),
};
const limits = { idleMinutes: 30, sessionHours: 12 };
const ACCOUNT = 7;

/** A cookie value as the site signs it: "<id>.<nonce>.<HMAC-SHA-256 of '<id>.<nonce>', base64url>". */
const signed = (id: number, nonce: string, key = keys.device) =>
  `${id}.${nonce}.${createHmac("sha256", key).update(`${id}.${nonce}`).digest("base64url")}`;

/** The value of a Set-Cookie line, and its attributes. */
function parseCookie(line: string) {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  const [name, ...value] = pair!.split("=");
  return { name, value: value.join("="), attributes };
}

const requestWith = (cookie: string) => new Request("https://example.com/sign-in", { headers: { cookie } });

describe("the device cookie", () => {
  it("is a __Host- cookie for 180 days to the second: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain", () => {
    const cookie = parseCookie(deviceCookie(keys, ACCOUNT));
    expect(cookie.name).toBe("__Host-staff-device");
    expect(cookie.attributes.sort()).toEqual(
      ["HttpOnly", "Max-Age=15552000", "Path=/", "SameSite=Lax", "Secure"].sort(),
    );
  });

  it("names the account, is read back as a known device of it and of no other, with a new nonce each time", () => {
    const first = parseCookie(deviceCookie(keys, ACCOUNT)).value;
    const second = parseCookie(deviceCookie(keys, ACCOUNT)).value;
    expect(first.startsWith(`${ACCOUNT}.`)).toBe(true);
    expect(first).not.toBe(second);
    const token = deviceTokenOf(requestWith(`theme=dark; ${DEVICE_COOKIE}=${first}; other=1`));
    expect(token).toBe(first);
    const nonce = first.split(".")[1]!;
    expect(knownDeviceKey(keys, token, ACCOUNT)).toBe(throttleKey(keys, "password:device", `${ACCOUNT}.${nonce}`));
    expect(knownDeviceKey(keys, token, ACCOUNT + 1)).toBeNull();
    // Signed with another site's key: not ours.
    expect(knownDeviceKey({ ...keys, device: Buffer.alloc(32, 9) }, token, ACCOUNT)).toBeNull();
  });

  it("is absent from a request without it", () => {
    expect(deviceTokenOf(requestWith("theme=dark"))).toBeNull();
    expect(deviceTokenOf(new Request("https://example.com/sign-in"))).toBeNull();
  });
});

describe("signedInHeaders", () => {
  it("sets two cookies: the new session's, then this browser's device cookie for the account", () => {
    const token = "T".repeat(43);
    const cookies = signedInHeaders({ keys, limits }, token, ACCOUNT).getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe(sessionCookie(token, limits));
    const device = parseCookie(cookies[1]!);
    expect(device.name).toBe(DEVICE_COOKIE);
    expect(device.attributes).toContain("Max-Age=15552000");
    expect(knownDeviceKey(keys, device.value, ACCOUNT)).not.toBeNull();
  });
});

describe("knownDeviceKey", () => {
  const nonce = "bm9uY2Utb2YtYS1icm93c2Vy";

  it("gives the device's password:device throttle key for a value signed for the account", () => {
    expect(knownDeviceKey(keys, signed(ACCOUNT, nonce), ACCOUNT)).toBe(
      throttleKey(keys, "password:device", `${ACCOUNT}.${nonce}`),
    );
  });

  it("refuses no value at all", () => {
    expect(knownDeviceKey(keys, null, ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, undefined, ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, "", ACCOUNT)).toBeNull();
  });

  it("reads a well-signed value of exactly 200 characters and refuses one of 201", () => {
    // "7" + "." + nonce + "." + a 43-character signature.
    const atLimit = signed(ACCOUNT, "n".repeat(154));
    const pastLimit = signed(ACCOUNT, "n".repeat(155));
    expect(atLimit).toHaveLength(200);
    expect(pastLimit).toHaveLength(201);
    expect(knownDeviceKey(keys, atLimit, ACCOUNT)).toBe(
      throttleKey(keys, "password:device", `${ACCOUNT}.${"n".repeat(154)}`),
    );
    expect(knownDeviceKey(keys, pastLimit, ACCOUNT)).toBeNull();
  });

  it("refuses a value with more parts, even an empty one", () => {
    expect(knownDeviceKey(keys, `${signed(ACCOUNT, nonce)}.more`, ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, `${signed(ACCOUNT, nonce)}.`, ACCOUNT)).toBeNull();
  });

  it("refuses another account's value, and one whose id was changed to this account's", () => {
    expect(knownDeviceKey(keys, signed(ACCOUNT + 1, nonce), ACCOUNT)).toBeNull();
    const [, otherNonce, otherSignature] = signed(ACCOUNT + 1, nonce).split(".");
    expect(knownDeviceKey(keys, `${ACCOUNT}.${otherNonce}.${otherSignature}`, ACCOUNT)).toBeNull();
  });

  it("refuses a value without a nonce or without a signature", () => {
    expect(knownDeviceKey(keys, signed(ACCOUNT, ""), ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, `${ACCOUNT}.${nonce}.`, ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, `${ACCOUNT}.${nonce}`, ACCOUNT)).toBeNull();
  });

  it("refuses a value whose nonce was changed while its signature was kept", () => {
    // The signature covers the nonce as well as the id: another nonce would be another device's counter.
    const signature = signed(ACCOUNT, nonce).split(".")[2]!;
    expect(knownDeviceKey(keys, `${ACCOUNT}.${nonce}x.${signature}`, ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, `${ACCOUNT}.other-nonce.${signature}`, ACCOUNT)).toBeNull();
    // The same with a cookie the site set.
    const [id, cookieNonce, cookieSignature] = parseCookie(deviceCookie(keys, ACCOUNT)).value.split(".");
    expect(knownDeviceKey(keys, `${id}.${cookieNonce}.${cookieSignature}`, ACCOUNT)).not.toBeNull();
    expect(knownDeviceKey(keys, `${id}.${nonce}.${cookieSignature}`, ACCOUNT)).toBeNull();
  });

  it("refuses a signature cut short or changed", () => {
    const value = signed(ACCOUNT, nonce);
    expect(knownDeviceKey(keys, value.slice(0, -1), ACCOUNT)).toBeNull();
    expect(knownDeviceKey(keys, `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`, ACCOUNT)).toBeNull();
  });
});
