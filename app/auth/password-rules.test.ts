import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalisePassword,
  passwordLength,
  passwordLengthProblem,
  passwordMessages,
} from "#app/auth/password-rules.ts";

const grinning = "\u{1F600}"; // one code point, two UTF-16 units

describe("the limits and messages", () => {
  it("are 12 and 128 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });
  it("say the limits in words", () => {
    expect(passwordMessages.tooShort).toBe("Password must be at least 12 characters long");
    expect(passwordMessages.tooLong).toBe("Password must be 128 characters or fewer");
    expect(passwordMessages.sameAsEmail).toBe("Your password must not be your email address");
    expect(passwordMessages.common).toMatch(/^This password is one of the most common ones/);
  });
});

describe("normalisePassword", () => {
  it("composes a letter and a combining accent into one character", () => {
    expect(normalisePassword("cafe\u0301")).toBe("caf\u00e9");
  });
  it("turns full-width and compatibility characters into their plain forms", () => {
    expect(normalisePassword("\uff50\uff41\uff53\uff53\uff11\uff12")).toBe("pass12");
    expect(normalisePassword("\ufb01sh")).toBe("fish");
  });
  it("keeps case, spaces and symbols: they are part of the password", () => {
    expect(normalisePassword("  Correct Horse! ")).toBe("  Correct Horse! ");
  });
});

describe("passwordLength", () => {
  it("counts an emoji as one character", () => {
    expect(grinning.length).toBe(2);
    expect(passwordLength(grinning)).toBe(1);
  });
  it("counts after normalisation", () => {
    expect(passwordLength("e\u0301")).toBe(1);
    expect(passwordLength("\ufb01")).toBe(2);
  });
  it("counts the empty string as 0", () => {
    expect(passwordLength("")).toBe(0);
  });
});

describe("passwordLengthProblem", () => {
  it.each([
    ["11 letters", "a".repeat(11), passwordMessages.tooShort],
    ["12 letters", "a".repeat(12), null],
    ["128 letters", "a".repeat(128), null],
    ["129 letters", "a".repeat(129), passwordMessages.tooLong],
    ["the empty string", "", passwordMessages.tooShort],
  ])("for %s is %s", (_label, password, expected) => {
    expect(passwordLengthProblem(password)).toBe(expected);
  });

  it("refuses 11 emoji although they are 22 UTF-16 units", () => {
    expect(passwordLengthProblem(grinning.repeat(11))).toBe(passwordMessages.tooShort);
  });
  it("accepts 12 emoji", () => {
    expect(passwordLengthProblem(grinning.repeat(12))).toBeNull();
  });
  it("accepts 128 emoji although they are 256 UTF-16 units", () => {
    expect(passwordLengthProblem(grinning.repeat(128))).toBeNull();
  });
  it("refuses 129 emoji", () => {
    expect(passwordLengthProblem(grinning.repeat(129))).toBe(passwordMessages.tooLong);
  });
  it("counts a letter with a combining accent as the one letter it normalises to", () => {
    // 24 code points as typed, 12 after NFKC: allowed, and 128 of them (256 as typed) too.
    expect(passwordLengthProblem("e\u0301".repeat(12))).toBeNull();
    expect(passwordLengthProblem("e\u0301".repeat(128))).toBeNull();
    expect(passwordLengthProblem("e\u0301".repeat(11))).toBe(passwordMessages.tooShort);
  });
  it("counts a ligature that normalises to two letters as two", () => {
    // 6 ligatures are 6 characters as typed, 12 after NFKC.
    expect(passwordLengthProblem("\ufb01".repeat(6))).toBeNull();
    expect(passwordLengthProblem("\ufb01".repeat(65))).toBe(passwordMessages.tooLong);
  });
});
