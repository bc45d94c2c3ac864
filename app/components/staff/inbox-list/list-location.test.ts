import { describe, expect, it } from "vitest";
import { phoneHref } from "#app/components/staff/inbox-list/list-location.ts";
import { telHref } from "#app/utils/phone-number.ts";

describe("phoneHref", () => {
  it("links a stored number as the site links its own (telHref)", () => {
    for (const phone of ["07700 900123", "(01632) 960-123", "+44 1632 960123", "+33 1 23 45 67 89", "0044.1632.960123"])
      expect(phoneHref(phone)).toBe(telHref(phone));
    expect(phoneHref("07700 900123")).toBe("tel:+447700900123");
  });

  it("gives no link for text that is no number", () => {
    for (const phone of [null, "", "call me", "12345", "0770090012345678", "07700 9001 ext 2", "07700+900123"])
      expect(phoneHref(phone)).toBeNull();
  });
});
