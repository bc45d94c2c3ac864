import { describe, expect, it } from "vitest";
import { sampleVacancy } from "#tests/support/vacancies.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { jobPostingJsonLd } from "#app/careers/job-posting.ts";

const business = defaultBusinessDetails();
const NOW = new Date("2026-11-27T10:00:00Z");

describe("jobPostingJsonLd", () => {
  it("has every property Google's job search requires, with the types it reads", () => {
    const posting = jobPostingJsonLd(
      { ...sampleVacancy(), slug: "home-carer-in-bletchley", publishedAt: "2026-11-20T09:30:00.000Z" },
      business,
      NOW,
    );
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Home Carer in Bletchley",
      description:
        "<p>You visit people at home.</p><p>You will:</p><ul><li>help people wash and dress</li><li>cook meals</li></ul>",
      identifier: { "@type": "PropertyValue", name: business.tradingName, value: "home-carer-in-bletchley" },
      datePosted: "2026-11-20T09:30:00.000Z",
      // 31 December is GMT: the last second of the day in London.
      validThrough: "2026-12-31T23:59:59.000Z",
      employmentType: ["PART_TIME"],
      hiringOrganization: { "@type": "Organization", name: business.tradingName, sameAs: `${business.siteUrl}/` },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Bletchley",
          addressRegion: "Buckinghamshire",
          postalCode: "MK2 2AB",
          addressCountry: "GB",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "GBP",
        value: { "@type": "QuantitativeValue", minValue: 12.6, maxValue: 14, unitText: "HOUR" },
      },
      url: `${business.siteUrl}/careers/home-carer-in-bletchley`,
    });
  });

  it("ends a summer closing day at midnight BST, and escapes what staff typed", () => {
    const posting = jobPostingJsonLd(
      {
        ...sampleVacancy({
          closesOn: "2027-07-01",
          description: "<script>x</script> & more",
          hours: "full-or-part-time",
        }),
        slug: "x",
        publishedAt: null,
      },
      business,
      NOW,
    );
    expect(posting.validThrough).toBe("2027-07-01T22:59:59.000Z");
    expect(posting.description).toBe("<p>&lt;script&gt;x&lt;/script&gt; &amp; more</p>");
    expect(posting.employmentType).toEqual(["FULL_TIME", "PART_TIME"]);
    expect(posting.datePosted).toBe(NOW.toISOString());
  });
});
