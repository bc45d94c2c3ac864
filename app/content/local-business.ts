import type { BusinessDetails } from "#app/config/business.ts";
import { visitingAreas } from "#app/config/coverage.ts";

/** schema.org description of the provider for the home page's JSON-LD. */
export function localBusinessJsonLd(business: BusinessDetails) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${business.siteUrl}/#organisation`,
    name: business.tradingName,
    description:
      "CQC-regulated home care provider: domiciliary, live-in, respite, elderly, dementia care and supported living.",
    url: `${business.siteUrl}/`,
    telephone: business.mainPhone,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.addressStreet,
      addressLocality: business.addressTown,
      postalCode: business.addressPostcode,
      addressCountry: "GB",
    },
    areaServed: [
      { "@type": "City", name: "Milton Keynes" },
      { "@type": "AdministrativeArea", name: "Buckinghamshire" },
      // The first of the configured places is Milton Keynes itself, named above.
      ...visitingAreas.slice(1).map((area) => ({ "@type": "Place", name: area.name })),
    ],
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: business.officeOpens,
        closes: business.officeCloses,
      },
    ],
    sameAs: [business.cqcProviderUrl],
  };
}
