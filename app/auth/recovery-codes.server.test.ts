import { createHash } from "node:crypto";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
} from "#app/auth/recovery-codes.server.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("newRecoveryCodes", () => {
  it("makes 10 codes", () => {
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(newRecoveryCodes()).toHaveLength(10);
  });

  it("writes each as six groups of four lower-case base32 characters joined by hyphens", () => {
    for (const code of newRecoveryCodes()) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);
  });

  it("encodes 15 bytes (120 bits, at least ASVS 5.0 V6.5.2's 112 for a fast hash) in each", () => {
    for (const code of newRecoveryCodes()) {
      expect(decodeBase32IgnorePadding(code.replaceAll("-", "").toUpperCase())).toHaveLength(15);
    }
  });

  it("makes codes that are all different, within a set and between sets", () => {
    const codes = Array.from({ length: 20 }, () => newRecoveryCodes()).flat();
    expect(new Set(codes).size).toBe(200);
  });

  it("uses the whole alphabet over many codes (the bytes are random, not a fixed pattern)", () => {
    const characters = new Set(
      Array.from({ length: 20 }, () => newRecoveryCodes().join("").replaceAll("-", "")).join(""),
    );
    expect(characters.size).toBe(32);
  });

  it("makes codes that look like recovery codes", () => {
    for (const code of newRecoveryCodes()) expect(looksLikeRecoveryCode(code)).toBe(true);
  });
});

describe("normaliseRecoveryCode", () => {
  it.each([
    ["abcd-efgh-ijkl-mnop", "abcdefghijklmnop"],
    ["ABCD-EFGH-IJKL-MNOP", "abcdefghijklmnop"],
    ["abcd efgh ijkl mnop", "abcdefghijklmnop"],
    ["  abcd-efgh ijkl--mnop\n", "abcdefghijklmnop"],
    ["abcdefghijklmnop", "abcdefghijklmnop"],
    ["", ""],
  ])("turns %j into %j", (input, expected) => {
    expect(normaliseRecoveryCode(input)).toBe(expected);
  });
  it("keeps other characters, so a wrong code stays wrong", () => {
    expect(normaliseRecoveryCode("abcd_efgh.ijkl")).toBe("abcd_efgh.ijkl");
  });
});

describe("looksLikeRecoveryCode", () => {
  it.each([
    "abcd-efgh-ijkl-mnop-qrst-uvwx",
    "ABCD EFGH IJKL MNOP QRST UVWX",
    "abcdefgh234567qrabcdefgh",
    "zzzz-2222-7777-aaaa-bbbb-cccc",
  ])("accepts %s", (input) => {
    expect(looksLikeRecoveryCode(input)).toBe(true);
  });
  it.each([
    ["23 characters", "abcd-efgh-ijkl-mnop-qrst-uvw"],
    ["25 characters", "abcd-efgh-ijkl-mnop-qrst-uvwxy"],
    ["16 characters (the shorter codes of a first draft)", "abcd-efgh-ijkl-mnop"],
    ["a 0, not in base32", "abcd-efgh-ijkl-mnop-qrst-uvw0"],
    ["a 1, not in base32", "abcd-efgh-ijkl-mnop-qrst-uvw1"],
    ["an 8, not in base32", "abcd-efgh-ijkl-mnop-qrst-uvw8"],
    ["a 9, not in base32", "abcd-efgh-ijkl-mnop-qrst-uvw9"],
    ["padding", "abcd-efgh-ijkl-mnop-qrst-uvw="],
    ["an accented letter", "abcd-efgh-ijkl-mnop-qrst-uvw\u00e9"],
    ["a six-digit TOTP code", "123456"],
    ["the empty string", ""],
  ])("refuses %s", (_label, input) => {
    expect(looksLikeRecoveryCode(input)).toBe(false);
  });
});

describe("hashRecoveryCode", () => {
  it("is the SHA-256, in hex, of the normalised code", () => {
    expect(hashRecoveryCode("abcd-efgh-ijkl-mnop")).toBe(sha256("abcdefghijklmnop"));
    expect(hashRecoveryCode("abcd-efgh-ijkl-mnop")).toMatch(/^[0-9a-f]{64}$/);
  });
  it("is the same however the code is typed", () => {
    const stored = hashRecoveryCode("abcd-efgh-ijkl-mnop");
    expect(hashRecoveryCode("ABCD EFGH IJKL MNOP")).toBe(stored);
    expect(hashRecoveryCode(" abcdefghijklmnop ")).toBe(stored);
  });
  it("differs for a different code", () => {
    expect(hashRecoveryCode("abcd-efgh-ijkl-mnoq")).not.toBe(hashRecoveryCode("abcd-efgh-ijkl-mnop"));
  });
  it("is not the code itself", () => {
    const [code = ""] = newRecoveryCodes();
    expect(hashRecoveryCode(code)).not.toContain(normaliseRecoveryCode(code));
  });
});
