import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { isCommonPassword, isMostlyContextWords, passwordProblem } from "#app/auth/common-passwords.server.ts";
import { passwordMessages } from "#app/auth/password-rules.ts";

const list = dictionary["passwords-common"];
const grinning = "\u{1F600}";

describe("the list of common passwords", () => {
  it("has at least 10,000 entries", () => {
    expect(list.length).toBeGreaterThanOrEqual(10_000);
  });
  it("holds the entries of 12 or more characters the tests below rely on", () => {
    expect(list).toEqual(expect.arrayContaining(["password1234", "qwerty123456", "administrator", "1qaz2wsx3edc"]));
  });
});

describe("isCommonPassword", () => {
  it.each(["password1234", "qwerty123456", "administrator", "1qaz2wsx3edc", "123456", "password"])(
    "finds %s",
    (password) => expect(isCommonPassword(password)).toBe(true),
  );
  it("ignores case", () => {
    expect(isCommonPassword("PassWord1234")).toBe(true);
    expect(isCommonPassword("ADMINISTRATOR")).toBe(true);
  });
  it("compares after NFKC normalisation (full-width letters and digits)", () => {
    expect(isCommonPassword("\uff50\uff41\uff53\uff53\uff57\uff4f\uff52\uff44\uff11\uff12\uff13\uff14")).toBe(true);
  });
  it("does not find a random phrase of four words", () => {
    expect(isCommonPassword("lantern quiet marble orchid")).toBe(false);
  });
  it("matches whole entries only, not a common password with more added", () => {
    expect(isCommonPassword("password12345!x")).toBe(false);
    expect(isCommonPassword(" password1234")).toBe(false);
  });
  it("finds every entry of the list that is long enough to pass the length rule", () => {
    const long = list.filter((entry) => [...entry.normalize("NFKC")].length >= 12);
    expect(long.length).toBeGreaterThan(100);
    for (const entry of long) expect(isCommonPassword(entry), entry).toBe(true);
  });
});

describe("passwordProblem", () => {
  it("accepts a random phrase of four words", () => {
    expect(passwordProblem("lantern quiet marble orchid", "carer@example.org")).toBeNull();
  });
  it("refuses a common password of 12 characters", () => {
    expect(passwordProblem("password1234")).toBe(passwordMessages.common);
    expect(passwordProblem("Qwerty123456")).toBe(passwordMessages.common);
  });

  describe("length at the edges", () => {
    it.each([
      [11, passwordMessages.tooShort],
      [12, null],
      [128, null],
      [129, passwordMessages.tooLong],
    ])("for %i characters gives %s", (length, expected) => {
      // "x7" repeated is in no list, so only the length decides.
      const password = "x7".repeat(65).slice(0, length);
      expect(passwordProblem(password)).toBe(expected);
    });
    it.each([
      [11, passwordMessages.tooShort],
      [12, null],
      [128, null],
      [129, passwordMessages.tooLong],
    ])("for %i emoji gives %s (code points, not UTF-16 units)", (length, expected) => {
      expect(passwordProblem(grinning.repeat(length))).toBe(expected);
    });
  });

  describe("the email address", () => {
    const email = "jo.bloggs@example.org";
    it("refuses the email address as the password", () => {
      expect(passwordProblem(email, email)).toBe(passwordMessages.sameAsEmail);
    });
    it("ignores case and surrounding spaces on either side", () => {
      expect(passwordProblem("Jo.Bloggs@Example.ORG", email)).toBe(passwordMessages.sameAsEmail);
      expect(passwordProblem(" jo.bloggs@example.org ", email)).toBe(passwordMessages.sameAsEmail);
      expect(passwordProblem(email, `  ${email.toUpperCase()}\n`)).toBe(passwordMessages.sameAsEmail);
    });
    it("accepts a password that only contains the email address", () => {
      expect(passwordProblem(`${email}!`, email)).toBeNull();
    });
    it("is not checked when no address or an empty one is given", () => {
      expect(passwordProblem(email)).toBeNull();
      expect(passwordProblem("lantern quiet marble orchid", "")).toBeNull();
      expect(passwordProblem("lantern quiet marble orchid", "   ")).toBeNull();
    });
    it("does not call a password of spaces the email address when the address is empty or blank", () => {
      // Trimmed, both are empty: only a real address is compared.
      const spaces = " ".repeat(12);
      expect(passwordProblem(spaces, "")).not.toBe(passwordMessages.sameAsEmail);
      expect(passwordProblem(spaces, "   ")).not.toBe(passwordMessages.sameAsEmail);
    });
  });

  describe("context words", () => {
    it.each([[["brook", "willowbrookside"]], [["willowbrookside", "brook"]]])(
      "removes the longer of two overlapping words first, whatever their order (%j)",
      (words) => {
        // Removing "brook" first would leave "willowside", 10 letters, and the password would pass.
        expect(isMostlyContextWords("Willowbrookside2026!", words)).toBe(true);
        expect(passwordProblem("Willowbrookside2026!", undefined, words)).toBe(passwordMessages.context);
      },
    );
  });

  describe("order", () => {
    it("reports the length before the email address", () => {
      expect(passwordProblem("jo@e.org", "jo@e.org")).toBe(passwordMessages.tooShort);
    });
    it("reports the email address before a common password", () => {
      // An address that is also a common password, so both rules apply.
      expect(passwordProblem("administrator", "administrator")).toBe(passwordMessages.sameAsEmail);
    });
    it("reports the length before a common password", () => {
      expect(passwordProblem("password")).toBe(passwordMessages.tooShort);
    });
  });
});
