import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { isMostlyContextWords, passwordProblem } from "#app/auth/common-passwords.server.ts";
import { contextWords } from "#app/auth/context-words.ts";
import { passwordMessages } from "#app/auth/password-rules.ts";

const business = defaultBusinessDetails();
const words = contextWords(business);

describe("contextWords", () => {
  it("holds the provider's names and town from the configuration, as lower-case letters", () => {
    expect(words).toContain(business.providerName.toLowerCase());
    expect(words).toContain(business.tradingName.toLowerCase().replace(/[^a-z]/g, ""));
    expect(words).toContain(business.addressTown.toLowerCase().replace(/[^a-z]/g, ""));
  });
  it("holds the site's host name without its top-level domain or www", () => {
    const other = contextWords({ ...business, siteUrl: "https://www.kindhands-care.example.org" });
    expect(other).toContain("kindhandscare");
    expect(other).toContain("example");
    expect(other).not.toContain("www");
    expect(other).not.toContain("org");
  });
  it("holds the words of the trade and of signing in", () => {
    for (const word of ["homecare", "care", "admin", "staff", "password", "miltonkeynes"])
      expect(words).toContain(word);
  });
  it("holds every word docs/security.md lists (ASVS V6.1.2 asks for the list to be documented)", () => {
    const text = readFileSync("docs/security.md", "utf8").replace(/\s+/g, " ");
    const listed = /from the configuration\), and ([a-z(), ]+)\./.exec(text)?.[1];
    expect(listed).toBeDefined();
    // "carer(s)" stands for carer and carers.
    const documented = listed!.split(", ").flatMap((word) => {
      const plural = /^(\w+)\(s\)$/.exec(word);
      return plural ? [plural[1]!, `${plural[1]}s`] : [word];
    });
    expect(documented).toHaveLength(31);
    expect(words).toEqual(expect.arrayContaining(documented));
  });
  it("leaves out a name or host label of fewer than three letters", () => {
    const short = contextWords({
      ...business,
      tradingName: "A-1 Care",
      addressTown: "Ely",
      siteUrl: "https://go.example",
    });
    expect(short).toContain("ely");
    expect(short).not.toContain("go");
    expect(short.every((word) => word.length >= 3)).toBe(true);
  });
});

describe("isMostlyContextWords", () => {
  it.each(["Willowbrook2026!", "willowbrook care 123", "HomeCareAdmin!!!", "Milton Keynes 1234", "password-staff-9"])(
    "refuses %s",
    (password) => {
      expect(isMostlyContextWords(password, words)).toBe(true);
    },
  );
  it.each(["willowbrook walks at dawn", "correct horse battery staple", "purple tractor umbrella", "9781234567890123"])(
    "allows %s",
    (password) => {
      expect(isMostlyContextWords(password, words)).toBe(false);
    },
  );
  it("counts the letters left beside the words: five refused, six allowed", () => {
    expect(isMostlyContextWords("Willowbrook abcde 1", words)).toBe(true);
    expect(isMostlyContextWords("Willowbrook abcdef 1", words)).toBe(false);
  });
});

describe("passwordProblem with context words", () => {
  it("says why a password of context words is refused", () => {
    expect(passwordProblem("Willowbrook2026!", "someone@example.org", words)).toBe(passwordMessages.context);
  });
  it("checks no context words when none are given", () => {
    expect(passwordProblem("Willowbrook2026!", "someone@example.org")).toBeNull();
  });
});
