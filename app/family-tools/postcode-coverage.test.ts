import { describe, expect, it } from "vitest";
import { liveInExcludedAreas, visitingAreas, visitingDistricts } from "#app/config/coverage.ts";
import {
  checkPostcode,
  coverageOf,
  POSTCODE_INPUT_MAX,
  postcodeMessages,
  readPostcode,
} from "#app/family-tools/postcode-coverage.ts";

/** The answer for what a visitor typed, failing the test when it is not one. */
function answerFor(typed: string) {
  const check = checkPostcode(typed);
  if (check.status !== "answer") throw new Error(`"${typed}" was not read as a postcode: ${check.error}`);
  return check.answer;
}

describe("the coverage table", () => {
  it("says yes for visiting care to every configured district, typed as a district and as a full postcode", () => {
    expect(visitingDistricts.size).toBeGreaterThan(20);
    for (const district of visitingDistricts) {
      for (const typed of [district, `${district} 1AA`]) {
        const answer = answerFor(typed);
        expect(answer.district, typed).toBe(district);
        expect(answer.visitingPlaces.length, typed).toBeGreaterThan(0);
        expect(answer.liveIn, typed).toBe(true);
      }
    }
  });

  it("names every place a district belongs to, in the order of the lists", () => {
    expect(answerFor("MK2 5AB").visitingPlaces).toEqual(["Milton Keynes", "Bletchley"]);
    expect(answerFor("MK46 4AA").visitingPlaces).toEqual(["Milton Keynes", "Olney"]);
    expect(answerFor("HP20 1AA").visitingPlaces).toEqual(["Aylesbury"]);
    expect(answerFor("LU7").visitingPlaces).toEqual(["Leighton Buzzard"]);
  });

  it("covers every district of the places the copy names, and each place has districts", () => {
    const places = visitingAreas.map((area) => area.name);
    for (const name of [
      "Milton Keynes",
      "Newport Pagnell",
      "Olney",
      "Woburn Sands",
      "Bletchley",
      "Wolverton",
      "Stony Stratford",
      "Buckingham",
      "Aylesbury",
    ]) {
      expect(places).toContain(name);
    }
    for (const area of visitingAreas) expect(area.districts.length, area.name).toBeGreaterThan(0);
  });

  it("says no for visiting care, yes for live-in, to the neighbouring districts", () => {
    // Tring, Dunstable, Brackley, Northampton, Bicester, Bedford's neighbour St Neots, and MK77 (no homes).
    for (const typed of ["HP23 5AA", "LU6", "NN13 6AA", "NN1 1AA", "OX26 6AA", "PE19 1AA", "MK77", "MK20", "MK47"]) {
      const answer = answerFor(typed);
      expect(answer.visitingPlaces, typed).toEqual([]);
      expect(answer.liveIn, typed).toBe(true);
    }
  });

  it("offers live-in care UK-wide (Northern Ireland and Scotland too) but not in the Crown Dependencies", () => {
    expect(answerFor("BT1 1AA").liveIn).toBe(true);
    expect(answerFor("ZE1 0AA").liveIn).toBe(true);
    expect(answerFor("SW1A 2AA").liveIn).toBe(true);
    for (const typed of ["GY1 1AA", "JE2 3AB", "IM1 1AA", "je2"]) {
      expect(answerFor(typed), typed).toMatchObject({ visitingPlaces: [], liveIn: false });
    }
    expect(liveInExcludedAreas).toEqual(["GY", "JE", "IM"]);
  });
});

describe("reading what was typed", () => {
  it("normalises full postcodes in lower case, without a space or with extra spaces", () => {
    for (const typed of ["mk9 3ab", "MK93AB", "mk93ab", "  Mk9   3aB  ", "MK9\t3AB"]) {
      expect(answerFor(typed), typed).toMatchObject({
        postcode: "MK9 3AB",
        district: "MK9",
        visitingPlaces: ["Milton Keynes"],
      });
    }
    expect(readPostcode("sw1a2aa")).toEqual({ text: "SW1A 2AA", district: "SW1A", area: "SW" });
  });

  it("reads a district alone, in any case and with a space inside", () => {
    for (const typed of ["mk9", "MK9", "MK 9", "mk 9", " mk9 "])
      expect(answerFor(typed), typed).toMatchObject({ postcode: "MK9", district: "MK9" });
    expect(answerFor("mk 46").district).toBe("MK46");
    expect(readPostcode("w1a")).toEqual({ text: "W1A", district: "W1A", area: "W" });
  });

  it("does not take a longer district for a shorter one", () => {
    // MK1 is covered and so is MK10 to MK19, but MK100 is no district.
    expect(answerFor("MK10").district).toBe("MK10");
    expect(checkPostcode("MK100").status).toBe("invalid");
  });

  it("gives the message for nonsense, and another for nothing at all", () => {
    for (const typed of [
      "hello",
      "MK",
      "12345",
      "MK9 3A",
      "MK9 3ABC",
      "M",
      "MK9-3AB",
      "MK9 3AB please",
      "MK9\u00003AB",
    ]) {
      expect(checkPostcode(typed), typed).toMatchObject({ status: "invalid", error: postcodeMessages.invalid });
    }
    for (const typed of ["", "   ", undefined, null, ["MK9"]]) {
      expect(checkPostcode(typed), String(typed)).toMatchObject({ status: "invalid", error: postcodeMessages.missing });
    }
  });

  it("gives back what was typed for the field, without control characters and cut to the field's length", () => {
    expect(checkPostcode("hello")).toEqual({ status: "invalid", error: postcodeMessages.invalid, value: "hello" });
    expect(checkPostcode("MK9\u00003AB")).toMatchObject({ value: "MK93AB" });
    const long = checkPostcode("x".repeat(500));
    expect(long.status === "invalid" && long.value).toHaveLength(POSTCODE_INPUT_MAX);
  });

  it("refuses a postcode padded past the field's length, at the limit and one over", () => {
    const padded = (length: number) => `MK9${" ".repeat(length - 6)}3AB`;
    expect(checkPostcode(padded(POSTCODE_INPUT_MAX)).status).toBe("answer");
    expect(checkPostcode(padded(POSTCODE_INPUT_MAX + 1)).status).toBe("invalid");
  });
});

describe("coverageOf", () => {
  it("answers from the district, whatever the rest of the postcode", () => {
    expect(coverageOf({ text: "MK9 9ZZ", district: "MK9", area: "MK" })).toEqual({
      postcode: "MK9 9ZZ",
      district: "MK9",
      visitingPlaces: ["Milton Keynes"],
      liveIn: true,
    });
  });
});
