import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isReference,
  LEGACY_REFERENCE_PATTERN,
  makeReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  referenceFrom,
  secureIndex,
} from "#app/enquiries/reference.ts";

afterEach(() => vi.restoreAllMocks());

describe("the alphabet", () => {
  it("has no look-alikes: no O, I, L, S, Z, B or U beside the digits they resemble", () => {
    expect(REFERENCE_ALPHABET).toBe("0123456789ACDEFGHJKMNPQRTVWXY");
    for (const character of "OILSZBU") expect(REFERENCE_ALPHABET).not.toContain(character);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });
});

describe("makeReference", () => {
  it("makes eight symbols of the alphabet as XX-XXX-XXX, each with a digit and a letter", () => {
    for (let i = 0; i < 500; i += 1) {
      const reference = makeReference();
      expect(reference).toMatch(
        /^[0-9ACDEFGHJKMNPQRTVWXY]{2}-[0-9ACDEFGHJKMNPQRTVWXY]{3}-[0-9ACDEFGHJKMNPQRTVWXY]{3}$/,
      );
      expect(reference).toMatch(/[0-9]/);
      expect(reference).toMatch(/[A-Z]/);
      expect(isReference(reference)).toBe(true);
    }
  });

  it("draws from the platform's cryptographic generator, never Math.random", () => {
    const math = vi.spyOn(Math, "random");
    const secure = vi.spyOn(crypto, "getRandomValues");
    makeReference();
    expect(math).not.toHaveBeenCalled();
    expect(secure.mock.calls.length).toBeGreaterThanOrEqual(8);
  });

  it("uses every symbol of the alphabet, and hardly ever the same reference twice", () => {
    const references = Array.from({ length: 2000 }, makeReference);
    expect(new Set(references.join("").replace(/-/g, ""))).toEqual(new Set(REFERENCE_ALPHABET));
    expect(new Set(references).size).toBe(references.length);
  });
});

describe("referenceFrom", () => {
  it("lays the symbols drawn out as XX-XXX-XXX", () => {
    const draws = [7, 18, 3, 22, 14, 27, 9, 4];
    expect(referenceFrom(() => draws.shift()!)).toBe("7K-3QF-X94");
  });

  it("draws again when a reference would be all letters or all digits", () => {
    const draws = [...Array(8).fill(10), ...Array(8).fill(0), 10, 0, 10, 0, 10, 0, 10, 0];
    expect(referenceFrom(() => draws.shift()!)).toBe("A0-A0A-0A0");
    expect(draws).toEqual([]);
  });
});

describe("secureIndex", () => {
  it("refuses draws past the last whole multiple of n, so every index is equally likely", () => {
    const values = [0xffff_ffff, 29 * 3 + 5];
    vi.spyOn(crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint32Array)[0] = values.shift()!;
      return array;
    });
    expect(secureIndex(29)).toBe(5);
    expect(values).toEqual([]);
  });
});

describe("isReference", () => {
  it.each(["7K-3QF-X94", "A0-A0A-0A0", "1795250000000-1000", "1795250000000-9999"])("accepts %s", (value) =>
    expect(isReference(value)).toBe(true),
  );
  it.each([
    "7k-3qf-x94",
    "7K3QFX94",
    "WB-7K3-9QF",
    "OK-3QF-X94",
    "7K-3QF-X9",
    "1795250000000-0999",
    "1795250000000-10000",
    "179525000000-1234",
    "<script>-1234",
    "",
    42,
    undefined,
  ])("rejects %s", (value) => expect(isReference(value)).toBe(false));
  it("keeps the two formats apart", () => {
    expect(REFERENCE_PATTERN.test("1795250000000-1000")).toBe(false);
    expect(LEGACY_REFERENCE_PATTERN.test("7K-3QF-X94")).toBe(false);
  });
});

describe("normaliseReference", () => {
  it.each([
    ["7K-3QF-X94", "7K-3QF-X94"],
    ["7k-3qf-x94", "7K-3QF-X94"],
    ["7k3qfx94", "7K-3QF-X94"],
    [" 7K 3QF X94 ", "7K-3QF-X94"],
    ["7K–3QF–X94", "7K-3QF-X94"],
    ["７Ｋ－３ＱＦ－Ｘ９４", "7K-3QF-X94"],
    // Look-alikes: O for 0, I and L for 1, Z for 2, S for 5, B for 8, U for V.
    ["1O-ACD-EFG", "10-ACD-EFG"],
    ["4I-L2A-CDE", "41-12A-CDE"],
    ["9z-s6b-uwx", "92-568-VWX"],
    ["9zs6buwx", "92-568-VWX"],
    // Typed with its dashes, a reference may be all look-alikes for its digits.
    ["WO-KCD-EFG", "W0-KCD-EFG"],
    // Legacy references, with or without their dash.
    ["1795250000000-4821", "1795250000000-4821"],
    ["17952500000004821", "1795250000000-4821"],
    ["1795250000000 4821", "1795250000000-4821"],
  ])("reads %s as %s", (input, expected) => expect(normaliseReference(input)).toBe(expected));

  it.each([
    "Margaret", // eight letters: a name
    "Williams", // a name even though I, L and S are look-alikes of digits
    "07700900", // eight digits: part of a phone number
    "MK9 3AB",
    "7K-3QF-X9",
    "7K-3QF-X944",
    "AA-AAA-AAA", // no digit in it even once read: never made
    "7K-3QF-X9!",
    "1795250000000-0821",
    "",
  ])("reads %s as no reference", (input) => expect(normaliseReference(input)).toBeNull());
});
