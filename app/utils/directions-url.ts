import { addressLine, type BusinessDetails } from "#app/config/business.ts";

/** A Google Maps search for the office address: opens the map app on phones, directions one tap away. */
export function directionsUrl(business: BusinessDetails): string {
  const url = new URL("https://www.google.com/maps/search/");
  url.searchParams.set("api", "1");
  url.searchParams.set("query", addressLine(business));
  return url.toString();
}
