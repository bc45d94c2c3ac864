import type { BusinessDetails } from "#app/config/business.ts";
import { ukDayStart } from "#app/utils/uk-day.ts";
import { hoursKinds, type VacancyFields } from "#app/careers/vacancy-fields.ts";
import { blocksOf, htmlOf } from "#app/careers/vacancy-text.ts";

/** What a vacancy's page says of it to search engines. */
export type PostedVacancy = VacancyFields & { slug: string; publishedAt: string | null };

/**
 * schema.org JobPosting for a vacancy's page, with the properties Google's job search requires (title, description,
 * datePosted, hiringOrganization, jobLocation) and those it recommends (validThrough, employmentType, baseSalary,
 * identifier). The description may hold HTML there: it is made from the plain text with every character escaped.
 */
export function jobPostingJsonLd(vacancy: PostedVacancy, business: BusinessDetails, now: Date) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    description: htmlOf(blocksOf(vacancy.description)),
    identifier: { "@type": "PropertyValue", name: business.tradingName, value: vacancy.slug },
    datePosted: vacancy.publishedAt ?? now.toISOString(),
    // The last moment of the closing day in the UK: the page goes at midnight, London time.
    validThrough: new Date(ukDayStart(vacancy.closesOn, 1).getTime() - 1000).toISOString(),
    employmentType: hoursKinds[vacancy.hours].employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: business.tradingName,
      sameAs: `${business.siteUrl}/`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: vacancy.area,
        addressRegion: vacancy.region,
        postalCode: vacancy.postcode,
        addressCountry: "GB",
      },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "GBP",
      value: {
        "@type": "QuantitativeValue",
        minValue: vacancy.payFromPence / 100,
        maxValue: vacancy.payToPence / 100,
        unitText: vacancy.payUnit === "hour" ? "HOUR" : "YEAR",
      },
    },
    url: `${business.siteUrl}/careers/${vacancy.slug}`,
  };
}
