import { decodeBase32, encodeBase32NoPadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import {
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  acceptTotpCode,
  newTotpKey,
  totpKeyGroups,
  totpKeyText,
  totpKeyUri,
  totpStep,
} from "#app/auth/totp.server.ts";

/** The SHA-1 key of RFC 6238's test vectors. */
const rfcKey = new TextEncoder().encode("12345678901234567890");

// A fixed key and time, so that every code below is the same on every run and the tests cannot flake on a chance match.
const key = new Uint8Array(20).map((_, i) => i * 13 + 7);
const now = new Date("2026-03-14T09:26:53.589Z");
const current = Math.floor(now.getTime() / 30_000);
const codeFor = (step: number, forKey: Uint8Array = key) => generateHOTP(forKey, BigInt(step), 6);

describe("the settings", () => {
  it("are 30-second steps and 6 digits", () => {
    expect(TOTP_PERIOD_SECONDS).toBe(30);
    expect(TOTP_DIGITS).toBe(6);
  });
});

describe("newTotpKey", () => {
  it("is 20 bytes", () => {
    const made = newTotpKey();
    expect(made).toBeInstanceOf(Uint8Array);
    expect(made).toHaveLength(20);
  });
  it("is different each time", () => {
    const keys = new Set(Array.from({ length: 50 }, () => Buffer.from(newTotpKey()).toString("hex")));
    expect(keys.size).toBe(50);
  });
});

describe("totpStep", () => {
  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 1],
    [59_999, 1],
    [60_000, 2],
    [1_111_111_109_000, 37_037_036],
    [2_000_000_000_000, 66_666_666],
  ])("at %i ms is %i", (milliseconds, step) => {
    expect(totpStep(new Date(milliseconds))).toBe(step);
  });
  it("refuses an invalid date, saying so", () => {
    expect(() => totpStep(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => totpStep(new Date("not a date"))).toThrow(/valid date/);
  });
});

describe("acceptTotpCode", () => {
  describe("RFC 6238 test vectors (SHA-1, last six of the eight digits)", () => {
    it.each([
      [59, "287082"],
      [1_111_111_109, "081804"],
      [1_111_111_111, "050471"],
      [1_234_567_890, "005924"],
      [2_000_000_000, "279037"],
      [20_000_000_000, "353130"],
    ])("at %i s accepts %s", (seconds, code) => {
      const at = new Date(seconds * 1000);
      expect(acceptTotpCode(rfcKey, code, null, at)).toBe(Math.floor(seconds / 30));
    });
  });

  it("accepts the current code and returns its step", () => {
    expect(acceptTotpCode(key, codeFor(current), null, now)).toBe(current);
  });
  it("accepts the code of one step before and one after, for clock drift, returning that step", () => {
    expect(acceptTotpCode(key, codeFor(current - 1), null, now)).toBe(current - 1);
    expect(acceptTotpCode(key, codeFor(current + 1), null, now)).toBe(current + 1);
  });
  it("refuses the codes of two steps before and after", () => {
    const window = [codeFor(current - 1), codeFor(current), codeFor(current + 1)];
    expect(window).not.toContain(codeFor(current - 2));
    expect(window).not.toContain(codeFor(current + 2));
    expect(acceptTotpCode(key, codeFor(current - 2), null, now)).toBeNull();
    expect(acceptTotpCode(key, codeFor(current + 2), null, now)).toBeNull();
  });
  it("keeps the window at exactly one step either side at the edges of a step", () => {
    const start = new Date(current * 30_000);
    const end = new Date(current * 30_000 + 29_999);
    expect(acceptTotpCode(key, codeFor(current - 1), null, start)).toBe(current - 1);
    expect(acceptTotpCode(key, codeFor(current - 2), null, start)).toBeNull();
    expect(acceptTotpCode(key, codeFor(current + 1), null, end)).toBe(current + 1);
    expect(acceptTotpCode(key, codeFor(current + 2), null, end)).toBeNull();
  });
  it("refuses a code made with another key, or one digit off", () => {
    const window = [codeFor(current - 1), codeFor(current), codeFor(current + 1)];
    const otherKeys = codeFor(current, rfcKey);
    const oneOff = String((Number(codeFor(current)) + 1) % 1_000_000).padStart(6, "0");
    // The fixed key and time make these differ from every code in the window; checked so the test means what it says.
    expect(window).not.toContain(otherKeys);
    expect(window).not.toContain(oneOff);
    expect(acceptTotpCode(key, otherKeys, null, now)).toBeNull();
    expect(acceptTotpCode(key, oneOff, null, now)).toBeNull();
  });

  describe("each code once (replay)", () => {
    it("refuses the code of the step last used", () => {
      expect(acceptTotpCode(key, codeFor(current), current, now)).toBeNull();
    });
    it("refuses a code of a step before the last one used, even within the window", () => {
      expect(acceptTotpCode(key, codeFor(current - 1), current, now)).toBeNull();
      expect(acceptTotpCode(key, codeFor(current), current + 1, now)).toBeNull();
    });
    it("accepts a code of the step just after the last one used", () => {
      expect(acceptTotpCode(key, codeFor(current), current - 1, now)).toBe(current);
      expect(acceptTotpCode(key, codeFor(current + 1), current, now)).toBe(current + 1);
    });
    it("after accepting the next step's code, refuses the current step's", () => {
      const used = acceptTotpCode(key, codeFor(current + 1), null, now);
      expect(used).toBe(current + 1);
      expect(acceptTotpCode(key, codeFor(current), used, now)).toBeNull();
    });
    it("treats step 0 as a used step, not as none", () => {
      const epoch = new Date(0);
      expect(acceptTotpCode(key, codeFor(0), 0, epoch)).toBeNull();
      expect(acceptTotpCode(key, codeFor(0), null, epoch)).toBe(0);
    });
    it("works at the epoch, where there is no step before, and refuses without throwing before it", () => {
      expect(acceptTotpCode(key, codeFor(1), null, new Date(0))).toBe(1);
      expect(acceptTotpCode(key, codeFor(0), null, new Date(-60_000))).toBeNull();
    });
  });

  describe("what is typed", () => {
    const code = codeFor(current);
    it.each([
      ["a space in the middle", `${code.slice(0, 3)} ${code.slice(3)}`],
      ["a hyphen in the middle", `${code.slice(0, 3)}-${code.slice(3)}`],
      ["surrounding spaces and a newline", `  ${code}\n`],
      ["a tab", `${code.slice(0, 3)}\t${code.slice(3)}`],
    ])("accepts the code with %s", (_label, input) => {
      expect(acceptTotpCode(key, input, null, now)).toBe(current);
    });
    it.each([
      ["5 digits", code.slice(0, 5)],
      ["7 digits (the code and one more)", `${code}0`],
      ["7 digits (one more and the code)", `0${code}`],
      ["the empty string", ""],
      ["letters", "abcdef"],
      ["a letter among the digits", `${code.slice(0, 5)}a`],
      ["full-width digits", code.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)))],
      ["Arabic-Indic digits", code.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)))],
      ["a dot", `${code.slice(0, 3)}.${code.slice(3)}`],
      ["a sign", `+${code}`],
    ])("refuses %s", (_label, input) => {
      expect(acceptTotpCode(key, input, null, now)).toBeNull();
    });
  });
});

describe("totpKeyText", () => {
  it("is the RFC key in base32, upper case, in groups of four", () => {
    expect(totpKeyText(rfcKey)).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
  });
  it("is eight groups of four for a new key, and decodes back to the key", () => {
    const text = totpKeyText(key);
    expect(text).toMatch(/^(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(decodeBase32(text.replaceAll(" ", ""))).toEqual(key);
  });
  it("has no padding, and a shorter last group when the length is not a multiple of four", () => {
    // 3 bytes are 5 base32 characters (with 3 "=" of padding in the padded form).
    const text = totpKeyText(new Uint8Array([1, 2, 3]));
    expect(text).toBe("AEBA G");
  });
});

describe("totpKeyGroups", () => {
  it("is the key in groups of four characters, each group one piece the page never breaks", () => {
    expect(totpKeyGroups(rfcKey)).toEqual(["GEZD", "GNBV", "GY3T", "QOJQ", "GEZD", "GNBV", "GY3T", "QOJQ"]);
  });
  it("ends with a shorter group when the key's length is not a multiple of four, and holds no space or padding", () => {
    expect(totpKeyGroups(new Uint8Array([1, 2, 3]))).toEqual(["AEBA", "G"]);
    for (const group of totpKeyGroups(key)) expect(group).toMatch(/^[A-Z2-7]{1,4}$/);
  });
  it("is no groups at all for an empty key", () => {
    expect(totpKeyGroups(new Uint8Array(0))).toEqual([]);
    expect(totpKeyText(new Uint8Array(0))).toBe("");
  });
  it("joined, is the key as text and decodes back to the key", () => {
    expect(totpKeyGroups(key).join(" ")).toBe(totpKeyText(key));
    expect(decodeBase32(totpKeyGroups(key).join(""))).toEqual(key);
  });
});

describe("totpKeyUri", () => {
  const issuer = "Bright Home Care";
  const email = "jo.bloggs+care@example.org";
  // Made inside each test, not while the file is collected: Stryker switches a mutant on per test, so a URI made at
  // collection was never the mutated one and these tests could not catch a fault in it.
  const made = () => {
    const uri = totpKeyUri(key, email, issuer);
    return { uri, url: new URL(uri) };
  };

  it("is an otpauth://totp URI labelled with the issuer and the account", () => {
    const { url } = made();
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/${issuer}:${email}`);
  });
  it("carries the key, issuer, digits, period and algorithm", () => {
    const { url } = made();
    expect(url.searchParams.get("secret")).toBe(encodeBase32NoPadding(key));
    expect(decodeBase32(url.searchParams.get("secret") ?? "")).toEqual(key);
    expect(url.searchParams.get("issuer")).toBe(issuer);
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
  });
  it("writes a space in the issuer as %20, not +, which apps would show", () => {
    const { uri } = made();
    expect(uri).toContain("issuer=Bright%20Home%20Care");
    expect(uri).not.toContain("+");
  });
  it("keeps a real + as %2B", () => {
    const withPlus = totpKeyUri(key, email, "A+B Care");
    expect(withPlus).toContain("issuer=A%2BB%20Care");
    expect(new URL(withPlus).searchParams.get("issuer")).toBe("A+B Care");
  });
});
