import { createDecipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "#app/security/secret-box.server.ts";

const key = Buffer.alloc(32, 0x42);
const secret = new Uint8Array(20).map((_, i) => i * 11 + 3);
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("sealSecret", () => {
  const sealed = sealSecret(key, secret);

  it("writes v1 and three base64url parts: a 12-byte IV, the ciphertext and a 16-byte tag", () => {
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [, iv = "", ciphertext = "", tag = ""] = sealed.split(".");
    expect(Buffer.from(iv, "base64url")).toHaveLength(12);
    expect(Buffer.from(ciphertext, "base64url")).toHaveLength(secret.length);
    expect(Buffer.from(tag, "base64url")).toHaveLength(16);
  });

  it("is AES-256-GCM of the secret, readable with Node's own decipher", () => {
    const [, iv = "", ciphertext = "", tag = ""] = sealed.split(".");
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
    expect(new Uint8Array(plaintext)).toEqual(secret);
  });

  it("does not contain the secret", () => {
    expect(sealed).not.toContain(Buffer.from(secret).toString("base64url"));
  });

  it("differs each time for the same secret and key (random IV)", () => {
    const seals = new Set(Array.from({ length: 20 }, () => sealSecret(key, secret)));
    expect(seals.size).toBe(20);
    const ivs = new Set([...seals].map((s) => s.split(".")[1]));
    expect(ivs.size).toBe(20);
  });

  it.each([0, 16, 31, 33, 64])("refuses a key of %i bytes", (length) => {
    expect(() => sealSecret(Buffer.alloc(length, 1), secret)).toThrow(RangeError);
  });
});

describe("openSecret", () => {
  const sealed = sealSecret(key, secret);

  it("opens what sealSecret sealed", () => {
    const opened = openSecret(key, sealed);
    expect(opened).toEqual(secret);
    expect(opened).toBeInstanceOf(Uint8Array);
  });

  it("round-trips an empty secret and a long one", () => {
    const empty = new Uint8Array(0);
    expect(openSecret(key, sealSecret(key, empty))).toEqual(empty);
    const long = new Uint8Array(randomBytes(4096));
    expect(openSecret(key, sealSecret(key, long))).toEqual(long);
  });

  it("throws for the wrong key", () => {
    expect(() => openSecret(Buffer.alloc(32, 0x43), sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
  });

  it("throws for a key of the wrong size", () => {
    expect(() => openSecret(key.subarray(0, 16), sealed)).toThrow(RangeError);
  });

  it("throws when any one character of the IV, ciphertext or tag is changed", () => {
    const firstPart = sealed.indexOf(".") + 1;
    let tried = 0;
    for (let index = firstPart; index < sealed.length; index += 1) {
      const character = sealed[index] ?? "";
      if (character === ".") continue;
      // Three replacements per position: its neighbour in the alphabet (often the same bytes to a lenient decoder
      // at the last position of a part), one far away, and a character outside base64url.
      const position = alphabet.indexOf(character);
      for (const replacement of [alphabet[position ^ 1], alphabet[(position + 32) % 64], "+"]) {
        const tampered = sealed.slice(0, index) + replacement + sealed.slice(index + 1);
        expect(() => openSecret(key, tampered), `${index}: ${tampered}`).toThrow();
        tried += 1;
      }
    }
    expect(tried).toBe((sealed.length - firstPart - 2) * 3);
  });

  it("throws when a part is swapped with the same part of another seal", () => {
    const other = sealSecret(key, secret).split(".");
    for (const index of [1, 2, 3]) {
      const parts = sealed.split(".");
      parts[index] = other[index] ?? "";
      expect(() => openSecret(key, parts.join("."))).toThrow();
    }
  });

  it.each([
    ["the empty string", ""],
    ["another version", (s: string) => s.replace(/^v1\./, "v2.")],
    ["no version", (s: string) => s.replace(/^v1\./, "")],
    ["an extra part", (s: string) => `${s}.AAAA`],
    ["a missing tag", (s: string) => s.slice(0, s.lastIndexOf("."))],
    ["a shortened tag", (s: string) => s.slice(0, -2)],
    ["a lengthened tag", (s: string) => `${s}AA`],
    [
      "a shortened ciphertext",
      (s: string) => s.replace(/\.([^.]+)\.([^.]+)$/, (_m, c: string, t: string) => `.${c.slice(0, -1)}.${t}`),
    ],
    ["padding", (s: string) => `${s}=`],
    ["surrounding space", (s: string) => ` ${s} `],
  ])("throws for %s", (_label, change) => {
    const text = typeof change === "string" ? change : change(sealed);
    expect(text).not.toBe(sealed);
    expect(() => openSecret(key, text)).toThrow();
  });
});
