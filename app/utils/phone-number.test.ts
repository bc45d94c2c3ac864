import { describe, expect, it } from "vitest";
import { isPhoneNumber, parsePhoneNumber, phoneSearchForms, telHref } from "#app/utils/phone-number.ts";

describe("a telephone number, counted in digits", () => {
  it("UK: 9 digits are refused, 10 and 11 accepted, 12 refused, however they are spaced", () => {
    expect(isPhoneNumber("07700 9001")).toBe(false);
    expect(isPhoneNumber("077009001")).toBe(false);
    expect(isPhoneNumber("0 7 7 0 0 9 0 0 1")).toBe(false);
    expect(parsePhoneNumber("01632 96000")).toEqual({ kind: "uk", national: "0163296000" });
    expect(parsePhoneNumber("07700 900 982")).toEqual({ kind: "uk", national: "07700900982" });
    expect(parsePhoneNumber("(01632) 960-001")).toEqual({ kind: "uk", national: "01632960001" });
    expect(isPhoneNumber("07700 900 9821")).toBe(false);
  });

  it("UK without its leading 0 is not a number we can dial", () => {
    expect(isPhoneNumber("7700 900 982")).toBe(false);
  });

  it("+44 and 0044 are read as 0, with or without a (0) after them; then 10 or 11 digits", () => {
    for (const typed of [
      "+44 7700 900982",
      "+447700900982",
      "0044 7700 900982",
      "+44 (0)7700 900982",
      "+44 07700 900982",
      "00 44 (0) 7700 900 982",
    ]) {
      expect(parsePhoneNumber(typed), typed).toEqual({ kind: "uk", national: "07700900982" });
    }
    expect(parsePhoneNumber("+44 808 157 0192")).toEqual({ kind: "uk", national: "08081570192" });
    expect(isPhoneNumber("+44 7700 9001")).toBe(false);
    expect(isPhoneNumber("+44 (0)7700 9001")).toBe(false);
    expect(isPhoneNumber("0044 7700 900 9821")).toBe(false);
  });

  it("international: + (or 00) then 8 to 15 digits; 7 and 16 are refused", () => {
    expect(isPhoneNumber("+1234567")).toBe(false);
    expect(parsePhoneNumber("+12345678")).toEqual({ kind: "international", digits: "12345678" });
    expect(parsePhoneNumber("+123 456 789 012 345")).toEqual({ kind: "international", digits: "123456789012345" });
    expect(isPhoneNumber("+1234567890123456")).toBe(false);
    expect(parsePhoneNumber("0033 1 23 45 67 89")).toEqual({ kind: "international", digits: "33123456789" });
    expect(isPhoneNumber("+0123456789")).toBe(false);
  });

  it("nothing but digits, spaces, hyphens, brackets and a leading +", () => {
    for (const typed of [
      "07700 900982 ext 2",
      "07700.900.982",
      "+44 +7700 900982",
      "07700 900982+",
      "",
      "phone me",
      "０７７００ ９００９８２",
    ]) {
      expect(isPhoneNumber(typed), typed).toBe(false);
    }
  });

  it("lists every way a number may have been stored, for the inbox's search", () => {
    expect(phoneSearchForms({ kind: "uk", national: "07700900982" })).toEqual([
      "07700900982",
      "+447700900982",
      "+4407700900982",
      "00447700900982",
      "004407700900982",
    ]);
    expect(phoneSearchForms({ kind: "international", digits: "33123456789" })).toEqual([
      "+33123456789",
      "0033123456789",
    ]);
  });
});

describe("telHref", () => {
  it("turns a national number into an international tel: link", () => {
    expect(telHref("07700 900123")).toBe("tel:+447700900123");
    expect(telHref("01632 960123")).toBe("tel:+441632960123");
  });
  it("keeps a number that is already international", () => {
    expect(telHref("+44 1632 960123")).toBe("tel:+441632960123");
  });
});
