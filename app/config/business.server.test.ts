import { describe, expect, it } from "vitest";
import { addressLine, businessSettings, clockText, defaultBusinessDetails } from "#app/config/business.ts";
import { BusinessConfigError, parseBusinessDetails } from "#app/config/business.server.ts";

describe("parseBusinessDetails", () => {
  it("uses fictional defaults when nothing is set", () => {
    const details = parseBusinessDetails({});
    expect(details.mainPhone).toBe(businessSettings.mainPhone.fallback);
    // Ofcom's drama ranges: 07700 900xxx (mobile) and 01632 960xxx (geographic).
    for (const phone of [
      details.mainPhone,
      details.emergencyPhone,
      details.supportedLivingPhone,
      details.carersHelplinePhone,
    ]) {
      expect(phone).toMatch(/^(07700 900\d{3}|01632 960\d{3})$/);
    }
    expect(details.email).toMatch(/\.example\.org$/);
    expect(details.addressTown).toBe("Milton Keynes");
    expect(details.tradingName).toBe(`${details.providerName} Care`);
    expect(details.officeHoursText).toBe("Mon-Fri 8am-6pm");
  });

  it("takes every value from its environment variable", () => {
    const details = parseBusinessDetails({
      PROVIDER_NAME: "Riverside",
      PHONE_MAIN: "01632 960999",
      CONTACT_EMAIL: "care@riverside.example.org",
      OFFICE_OPENS: "09:00",
      OFFICE_CLOSES: "17:30",
      CQC_PROVIDER_ID: "1-123456789",
      CQC_LOCATION_ID: "1-987654321",
      SITE_URL: "https://www.riverside.example.org/",
    });
    expect(details.tradingName).toBe("Riverside Care");
    expect(details.mainPhone).toBe("01632 960999");
    expect(details.email).toBe("care@riverside.example.org");
    expect(details.officeHoursText).toBe("Mon-Fri 9am-5:30pm");
    expect(details.cqcProviderUrl).toBe("https://www.cqc.org.uk/provider/1-123456789");
    expect(details.cqcLocationUrl).toBe("https://www.cqc.org.uk/location/1-987654321");
    // A trailing slash is dropped so that paths can be appended.
    expect(details.siteUrl).toBe("https://www.riverside.example.org");
  });

  it("gives the same details as the browser's defaults when nothing is set", () => {
    expect(parseBusinessDetails({})).toEqual(defaultBusinessDetails());
  });

  it("treats an empty variable as unset", () => {
    expect(parseBusinessDetails({ PHONE_MAIN: "  " }).mainPhone).toBe(businessSettings.mainPhone.fallback);
  });

  it("names every invalid variable in one error", () => {
    const attempt = () =>
      parseBusinessDetails({ PHONE_MAIN: "call us", CONTACT_EMAIL: "not-an-email", SITE_URL: "ftp://x" });
    expect(attempt).toThrow(BusinessConfigError);
    expect(attempt).toThrow(/PHONE_MAIN[\s\S]*CONTACT_EMAIL[\s\S]*SITE_URL/);
  });

  it("accepts the reviews page only over https", () => {
    expect(() => parseBusinessDetails({ REVIEWS_URL: "http://reviews.example.org" })).toThrow(/REVIEWS_URL/);
    expect(parseBusinessDetails({ REVIEWS_URL: "https://reviews.example.org/x" }).reviewsUrl).toBe(
      "https://reviews.example.org/x",
    );
  });
});

describe("clockText", () => {
  it.each([
    ["00:00", "12am"],
    ["08:00", "8am"],
    ["12:00", "12pm"],
    ["17:30", "5:30pm"],
    ["18:00", "6pm"],
    ["23:05", "11:05pm"],
  ])("%s reads as %s", (time, text) => {
    expect(clockText(time)).toBe(text);
  });
});

it("addressLine joins street, town and postcode", () => {
  const details = parseBusinessDetails({
    OFFICE_STREET: "1 High Street",
    OFFICE_TOWN: "Milton Keynes",
    OFFICE_POSTCODE: "MK9 1AA",
  });
  expect(addressLine(details)).toBe("1 High Street, Milton Keynes MK9 1AA");
});
