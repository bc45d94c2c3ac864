import { describe, expect, it } from "vitest";
import { parseBusinessDetails } from "#app/config/business.server.ts";
import { directionsUrl } from "#app/utils/directions-url.ts";

describe("directionsUrl", () => {
  it("searches Google Maps for the configured office address, encoded", () => {
    const business = parseBusinessDetails({
      OFFICE_STREET: "1 High Street & Co",
      OFFICE_TOWN: "Olney",
      OFFICE_POSTCODE: "MK46 4AA",
    });
    const url = new URL(directionsUrl(business));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("1 High Street & Co, Olney MK46 4AA");
    expect(directionsUrl(business)).not.toContain(" ");
  });
});
