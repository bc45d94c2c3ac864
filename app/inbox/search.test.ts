import { describe, expect, it } from "vitest";
import { interpretSearch, SEARCH_MAX, type SearchTerm } from "#app/inbox/search.ts";

// What a search box's text means: each kind goes to its own index, and words reach the word index only as letters and
// digits (nothing the FTS5 or tsquery syntax could read as an operator).

const words = (input: string) => {
  const term = interpretSearch(input);
  expect(term?.kind, input).toBe("words");
  return (term as Extract<SearchTerm, { kind: "words" }>).words;
};

describe("interpretSearch", () => {
  it("gives null for nothing to search", () => {
    for (const input of ["", "   ", "\t\n", "a", "a b c", "!!! ---", `"" ''`, "*", "()"])
      expect(interpretSearch(input), JSON.stringify(input)).toBeNull();
  });

  it("reads anything with an @ as an e-mail address, lower-cased and trimmed", () => {
    expect(interpretSearch("  Someone@Example.ORG ")).toEqual({ kind: "email", email: "someone@example.org" });
    expect(interpretSearch("MARGARET.SMITH@EXAMPLE.CO.UK")).toEqual({
      kind: "email",
      email: "margaret.smith@example.co.uk",
    });
    expect(interpretSearch("@")).toEqual({ kind: "email", email: "@" });
  });

  it("reads a booking reference in any case, with or without dashes, look-alikes read as the symbols they resemble", () => {
    for (const input of ["7K-3QF-X94", " 7k-3qf-x94 ", "7k3qfx94", "7K 3QF X94"])
      expect(interpretSearch(input), input).toEqual({ kind: "reference", reference: "7K-3QF-X94" });
    expect(interpretSearch("9z-s6b-uwx")).toEqual({ kind: "reference", reference: "92-568-VWX" });
    expect(interpretSearch("1O-ACD-EFG")).toEqual({ kind: "reference", reference: "10-ACD-EFG" });
    // Eight letters are a name, eight digits a phone number, not references.
    expect(interpretSearch("Williams")).toEqual({ kind: "words", words: ["williams"] });
    expect(interpretSearch("07700900")?.kind).not.toBe("reference");
    expect(interpretSearch("07700900982")?.kind).toBe("phone");
  });

  it("still reads a booking reference in the spec's former format, with or without its dash", () => {
    expect(interpretSearch("1795250000000-4821")).toEqual({ kind: "reference", reference: "1795250000000-4821" });
    expect(interpretSearch(" 1795250000000-9999 ")).toEqual({ kind: "reference", reference: "1795250000000-9999" });
    expect(interpretSearch("17952500000004821")).toEqual({ kind: "reference", reference: "1795250000000-4821" });
    // Not a reference: a suffix starting 0, or a 12-digit time.
    expect(interpretSearch("1795250000000-0821")?.kind).not.toBe("reference");
    expect(interpretSearch("179525000000-4821")?.kind).not.toBe("reference");
  });

  it("reads a UK phone number however it is typed, in every form it may have been stored in", () => {
    const all = ["07700900123", "+447700900123", "+4407700900123", "00447700900123", "004407700900123"];
    for (const input of ["07700 900123", "07700-900123", "(07700) 900123", "07700900123", " 07700  900 123 "]) {
      const term = interpretSearch(input);
      expect(term?.kind, input).toBe("phone");
      expect(new Set((term as Extract<SearchTerm, { kind: "phone" }>).phones), input).toEqual(new Set(all));
    }
    for (const input of [
      "+44 7700 900123",
      "+44-7700-900123",
      "+447700900123",
      "+44 (0)7700 900123",
      "+44(0)7700900123",
      "0044 7700 900123",
    ]) {
      expect(new Set((interpretSearch(input) as Extract<SearchTerm, { kind: "phone" }>).phones), input).toEqual(
        new Set(all),
      );
    }
    expect(interpretSearch("+33 1 23 45 67 89")).toEqual({ kind: "phone", phones: ["+33123456789", "0033123456789"] });
  });

  it("a phone number by the forms' rule: 10 or 11 UK digits, or + and 8 to 15; anything shorter is words", () => {
    expect(interpretSearch("07700 9001")).toEqual({ kind: "words", words: ["07700", "9001"] });
    expect(interpretSearch("123456")).toEqual({ kind: "words", words: ["123456"] });
    expect(interpretSearch("0163296000")?.kind).toBe("phone");
    expect(interpretSearch("+1234567")?.kind).not.toBe("phone");
    expect(interpretSearch("+12345678")?.kind).toBe("phone");
    expect(interpretSearch("+123456789012345")?.kind).toBe("phone");
    expect(interpretSearch("+1234567890123456")?.kind).not.toBe("phone");
    expect(interpretSearch("07700 900123 ext")?.kind).toBe("words");
  });

  it("reads a full postcode in any case and spacing, upper-cased without spaces", () => {
    expect(interpretSearch("mk9 9zz")).toEqual({ kind: "postcode", postcode: "MK99ZZ", district: false });
    expect(interpretSearch("MK9 9ZZ")).toEqual({ kind: "postcode", postcode: "MK99ZZ", district: false });
    expect(interpretSearch("mk99zz")).toEqual({ kind: "postcode", postcode: "MK99ZZ", district: false });
    expect(interpretSearch("MK10 1AA")).toEqual({ kind: "postcode", postcode: "MK101AA", district: false });
    expect(interpretSearch("sw1a 1aa")).toEqual({ kind: "postcode", postcode: "SW1A1AA", district: false });
    expect(interpretSearch("m1 1ae")).toEqual({ kind: "postcode", postcode: "M11AE", district: false });
  });

  it("reads a postcode district on its own: MK9, MK1 and MK10 are three districts", () => {
    expect(interpretSearch("MK9")).toEqual({ kind: "postcode", postcode: "MK9", district: true });
    expect(interpretSearch("mk1")).toEqual({ kind: "postcode", postcode: "MK1", district: true });
    expect(interpretSearch("MK10")).toEqual({ kind: "postcode", postcode: "MK10", district: true });
    expect(interpretSearch("sw1a")).toEqual({ kind: "postcode", postcode: "SW1A", district: true });
    // Letters alone are a word, not a district.
    expect(interpretSearch("MK")).toEqual({ kind: "words", words: ["mk"] });
    // A postcode's shape from the first letter: three letters before the digit are a word, not a district "BC1".
    expect(interpretSearch("ABC1")).toEqual({ kind: "words", words: ["abc1"] });
  });

  it("reads anything else as words: lower-cased, each once, one-letter words dropped", () => {
    expect(interpretSearch("Margaret SMITH")).toEqual({ kind: "words", words: ["margaret", "smith"] });
    expect(words("Smith smith SMITH")).toEqual(["smith"]);
    expect(words("a bc d ef")).toEqual(["bc", "ef"]);
    expect(words("Zoë Brontë")).toEqual(["zoë", "brontë"]);
    expect(words("medic")).toEqual(["medic"]);
  });

  it("keeps at most 8 words, the first ones", () => {
    expect(words("one two three four five six seven eight nine ten")).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
    ]);
    // Duplicates do not use up the eight.
    expect(words("aa aa bb cc dd ee ff gg hh ii")).toEqual(["aa", "bb", "cc", "dd", "ee", "ff", "gg", "hh"]);
  });

  it("drops punctuation, quotes and operators, so nothing reaches the word index's syntax", () => {
    const found = words(`margaret "smith" OR (jones*) NEAR/2 -care +home ^start`);
    expect(found).toEqual(["margaret", "smith", "or", "jones", "near", "care", "home", "start"]);
    expect(words(`col:umn 'o''brien' \\ {xy} [yz] ; -- /* */ AND NOT`)).toEqual([
      "col",
      "umn",
      "brien",
      "xy",
      "yz",
      "and",
      "not",
    ]);
    for (const word of [...found, ...words(`"a\u0000b" ab\u200bcd e\u00a0fg`)])
      expect(word).toMatch(/^[\p{L}\p{N}]{2,}$/u);
    expect(words(`"medication"*`)).toEqual(["medication"]);
    expect(words("it's  a  don't")).toEqual(["it", "don"]);
    expect(words("mother's care & daughter | son ! father : 1 <-> 2")).toEqual([
      "mother",
      "care",
      "daughter",
      "son",
      "father",
    ]);
  });

  it(`cuts the search to ${SEARCH_MAX} characters, the longest e-mail address the forms take`, () => {
    expect(SEARCH_MAX).toBe(255);
    expect(words(`${"x".repeat(254)} zebra`)).toEqual(["x".repeat(254)]);
    expect(words(`${"x".repeat(249)} zebra`)).toEqual(["x".repeat(249), "zebra"]);
    expect(words(`${"x".repeat(250)} zebra`)).toEqual(["x".repeat(250), "zebr"]);
    // An address of the longest length is searched for whole (cut, it could be somebody else's); one past it is cut.
    const longest = `${"A".repeat(243)}@example.org`;
    expect(longest).toHaveLength(255);
    expect(interpretSearch(longest)).toEqual({ kind: "email", email: longest.toLowerCase() });
    expect(interpretSearch(`${longest}x`)).toEqual({ kind: "email", email: longest.toLowerCase() });
    // Leading spaces do not count against the limit.
    expect(words(`${" ".repeat(50)}${"y".repeat(249)} zebra`)).toEqual(["y".repeat(249), "zebra"]);
  });
});
