import { expect, test } from "@playwright/test";
import type { PageSource } from "#app/content/types.ts";
import { aboutPage } from "#app/content/about.ts";
import { accessibilityPage } from "#app/content/accessibility.ts";
import { carbonReductionPlanPage } from "#app/content/carbon-reduction-plan.ts";
import { careersPage } from "#app/content/careers.ts";
import { contactPage } from "#app/content/contact.ts";
import { careCostsPage } from "#app/content/care-costs.ts";
import { coverageCheckPage } from "#app/content/coverage-check.ts";
import { exploreSupportedLivingPage } from "#app/content/explore-supported-living.ts";
import { faqsPage } from "#app/content/faqs-page.ts";
import { freeAssessmentPage } from "#app/content/free-assessment.ts";
import { faqSection } from "#app/content/home.ts";
import { privacyPage } from "#app/content/privacy.ts";
import { readEnv } from "#app/config/env.server.ts";
import { retentionPolicy } from "#app/data-protection/policy.server.ts";
import { requestCallbackPage } from "#app/content/request-a-callback.ts";
import { resourcesPage } from "#app/content/resources.ts";
import { sitemapPage } from "#app/content/sitemap.ts";
import { indexablePaths } from "#app/content/site-pages.ts";
import { termsPage } from "#app/content/terms.ts";
import { thankYouPage } from "#app/content/thank-you.ts";
import { promiseTextNow } from "#tests/browser/support/promises.ts";
import { assessmentThankYouPage } from "#app/content/assessment-thank-you.ts";
import { addressLine } from "#app/config/business.ts";
import { directionsUrl } from "#app/utils/directions-url.ts";
import { dementiaPage } from "#app/content/services/dementia.ts";
import { domiciliaryPage } from "#app/content/services/domiciliary.ts";
import { elderlyPage } from "#app/content/services/elderly.ts";
import { liveInPage } from "#app/content/services/live-in.ts";
import { respitePage } from "#app/content/services/respite.ts";
import { supportedLivingPage } from "#app/content/services/supported-living.ts";
import { telHref } from "#app/utils/phone-number.ts";
import {
  business,
  copyOfPage,
  expectInHtml,
  expectLink,
  missingCopy,
  rawHtml,
  renderedBody,
  textOf,
} from "#tests/browser/support/content.ts";

/**
 * Each content page's copy is in the HTML the server sends, before any script runs (so it is prerendered and
 * readable without JavaScript): every string of the page's content record, the figures the spec names, and the
 * destinations of its buttons.
 */
interface Expectation {
  source: PageSource;
  /** Words and figures of the spec, written out again here so that a change to the content cannot hide them. */
  spec: readonly string[];
  links?: readonly [label: string, href: string][];
}

const pages: Record<string, Expectation> = {
  "/domiciliary-care": {
    source: domiciliaryPage,
    spec: ["30-60 minutes", "1-2 hours", "2-4 hours", "Overnight", "From £20 per hour", "30 minutes"],
    links: [
      ["Request Callback", "/request-a-callback"],
      ["Get Funding Advice", "/contact"],
      ["Get Free Assessment", "/free-assessment"],
    ],
  },
  "/live-in-care": {
    source: liveInPage,
    spec: [
      "From £900 per week",
      "Two dedicated carers",
      "Residential care",
      "Emergency Live-in Care",
      "within 24 hours",
    ],
    links: [["Call our emergency line", telHref(business.emergencyPhone)]],
  },
  "/supported-living": {
    source: supportedLivingPage,
    spec: [
      "Mon-Fri 9am-6pm",
      business.supportedLivingPhone,
      "2-10 hours a week",
      "10-35 hours a week",
      "35+ hours a week",
      "24/7",
    ],
    links: [["Explore Supported Living Options", "/explore-supported-living-options"]],
  },
  "/respite-care": {
    source: respitePage,
    spec: [
      "24/7 Emergency Respite Available",
      "Live-in Respite at Home",
      "Domiciliary Visiting Respite",
      "Care-Home Respite",
      "Partner CQC-rated homes",
      "Who Benefits",
      "Emergency Respite",
      "Why Respite Matters",
      "Initial Discussion",
      "Care Assessment",
      "Respite Planning",
      "Meet and Greet",
      "Resources for Carers",
      business.emergencyPhone,
      business.carersHelplinePhone,
    ],
    links: [
      ["Book Your Respite Assessment", "/free-assessment#booking-form"],
      ["Book Video Consultation", "/request-a-callback?topic=Video%20consultation"],
      ["Learn More About Care Home Respite", "/respite-care#care-home-respite-details"],
      ["Read and print: Planning Respite", "/resources#guide-planning-respite"],
    ],
  },
  "/elderly-care": {
    source: elderlyPage,
    spec: [
      "Personal Care",
      "Companionship",
      "Practical Home Support",
      "Health Support",
      "2-10 hours weekly",
      "10-35 hours weekly",
      "35+ hours weekly",
      "24/7",
      "Success Stories",
      "Common Concerns",
    ],
  },
  "/dementia-care": {
    source: dementiaPage,
    spec: [
      "Types and Stages",
      "Daily Living",
      "Cognitive and Emotional Support",
      "Behavioural Support",
      "Safe Environments",
      "Person First",
      "Meaningful Activities",
      "Live-in Dementia Care",
      "within 2 hours, 24/7",
    ],
    links: [
      ["Request Care Assessment", "/free-assessment#booking-form"],
      ["Get in Touch", "/contact"],
      ["Download Care Guide", "/resources#guide-dementia"],
    ],
  },
  "/explore-supported-living-options": {
    source: exploreSupportedLivingPage,
    spec: [
      "Own Flat",
      "Shared Living",
      "Cluster Flats",
      "Specialist Accommodation",
      "Step-Down",
      "£800-1,500",
      "£400-800",
      "£600-1,000",
      "£700-1,200",
      "2-4 housemates",
      "Support Level Calculator",
      "2-10 hours a week",
      "10-35 hours a week",
      "35+ hours a week",
      "Eligibility and Pathways",
      "18 or older",
      "from age 14",
      "Virtual Tours",
      "£1,800",
      "£3,250",
      "£7,500",
      "Stories",
      "Guides and Walk-throughs",
    ],
    links: [["Read our guide to funding supported living", "/resources#guide-funding-supported-living"]],
  },
  "/about": {
    source: aboutPage,
    spec: [
      "Our Story",
      "Our Mission",
      "Our Core Values",
      "What Makes Us Different",
      "Meet the Team",
      "Our Services",
      "Care Quality Commission",
      "Our Promise",
      "2015",
    ],
    links: [["Meet Our Team", "/about#team"]],
  },
  "/contact": {
    source: contactPage,
    spec: [
      business.mainPhone,
      business.email,
      business.emergencyPhone,
      addressLine(business),
      "24/7 helpline",
      "Milton Keynes (all MK postcodes)",
      "Newport Pagnell",
      "Olney",
      "Woburn Sands",
      "Bletchley",
      "Wolverton",
      "Stony Stratford",
      "8am-6pm",
      "Saturday",
      "Closed",
      "24/7 for existing clients",
      "wheelchair accessible",
      "Free parking",
      "Relay UK",
      "interpreters",
      'aria-label="Contact enquiry"',
      'aria-label="Check whether we cover your area"',
    ],
    links: [
      ["Request a Callback", "/request-a-callback"],
      [`Call ${business.mainPhone}`, telHref(business.mainPhone)],
      ["Get directions", directionsUrl(business)],
    ],
  },
  "/request-a-callback": {
    source: requestCallbackPage,
    spec: ["Morning (8am-12pm)", "up to 3 times", 'aria-label="Request a callback"'],
    links: [["Call Now", telHref(business.mainPhone)]],
  },
  "/free-assessment": {
    source: freeAssessmentPage,
    spec: [
      "45-60 minutes",
      "9am-8pm",
      "10am-4pm",
      "By arrangement",
      'id="booking-form"',
      'aria-label="Book your free care assessment"',
      "1 in 3",
    ],
  },
  "/carbon-reduction-plan": {
    source: carbonReductionPlanPage,
    spec: ["net zero", "2050", "35%", "scope 1 and 2", "2024/25", "2027", "2030", "2032", "2035", "16 October 2025"],
  },
  "/privacy": {
    // The periods of the configuration the purge uses (the test server's: the defaults).
    source: (details) => privacyPage(details, retentionPolicy(readEnv({}))),
    spec: [
      "UK GDPR",
      "Article 9(2)(h)",
      "Information Commissioner's Office",
      "Your Rights",
      "How Long We Keep It",
      business.email,
      "deleted 12 months after we last worked on them once they are closed",
      "or 24 months after we last worked on them if they are still open",
      "deleted 30 days after they arrive",
      "kept 6 years",
    ],
  },
  "/terms": { source: termsPage, spec: ["England and Wales"] },
  "/accessibility": {
    source: accessibilityPage,
    spec: ["WCAG", "2.2", "AA", "Known Issues", "Another Format", "Reporting a Problem"],
  },
  "/sitemap": { source: sitemapPage, spec: [], links: indexablePaths.map((path): [string, string] => ["", path]) },
  "/careers": {
    source: careersPage,
    spec: ["Employment"],
    links: [["Apply Online", "/careers/apply"]],
  },
  "/resources": { source: resourcesPage, spec: [business.carersHelplinePhone] },
  "/faqs": { source: faqsPage, spec: faqSection.items.map((item) => item.question) },
  "/do-we-cover-my-area": {
    source: coverageCheckPage,
    spec: [
      "Milton Keynes (all MK postcodes): MK1-MK19, MK40-MK46",
      "Olney: MK46",
      "Aylesbury: HP19-HP22",
      'aria-label="Check whether we cover your area"',
    ],
    links: [
      ["Estimate your care costs", "/care-costs"],
      ["Read about live-in care", "/live-in-care"],
    ],
  },
  "/care-costs": {
    source: careCostsPage,
    spec: [
      "From £20 per hour",
      "From £900 per week",
      "£800-1,500",
      "£400-800",
      "2-10 hours a week",
      'aria-label="Estimate the cost of visiting care"',
    ],
    links: [["Ask your council for a needs assessment", "https://www.gov.uk/apply-needs-assessment-social-services"]],
  },
};

// Pages rendered per request: their copy is in the HTML of every response.
const perRequest: Record<string, Expectation> = {
  "/thank-you": {
    // Out of office hours the hero says when we will call instead of "within 1 hour" (the steps keep it).
    source: (details) => thankYouPage(details, promiseTextNow("assessment")),
    spec: ["within 1 hour"],
    links: [
      ["Home page", "/"],
      ["About us", "/about"],
      ["Domiciliary care", "/domiciliary-care"],
    ],
  },
  "/assessment-thank-you": {
    source: assessmentThankYouPage,
    spec: ["Preparing for Your Assessment", "Explore Our Care Services", "Janet F."],
  },
};

for (const [path, expectation] of Object.entries({ ...pages, ...perRequest })) {
  test(`${path} has its whole copy in the server's rendered HTML`, async ({ page }) => {
    const body = renderedBody(await rawHtml(page, path));
    expectInHtml(body, [...copyOfPage(expectation.source), ...expectation.spec], path);
    for (const [label, href] of expectation.links ?? []) expectLink(body, label, href);
  });
}

test("a section missing from the rendered body is caught, though the hydration payload still holds its copy", async ({
  page,
}) => {
  // A page that hydrates (the content pages ship no payload since issue #28).
  const path = "/explore-supported-living-options";
  const html = await rawHtml(page, path);
  const body = renderedBody(html);
  const sections = [...body.matchAll(/<section\b[\s\S]*?<\/section>/g)].map(([section]) => section);
  const removed = sections.find(
    (section) => missingCopy(body.replace(section, ""), copyOfPage(pages[path]!.source)).length > 0,
  );
  expect(removed, "a section whose copy appears nowhere else on the page").toBeDefined();
  const lost = missingCopy(body.replace(removed!, ""), copyOfPage(pages[path]!.source));
  expect(lost.length).toBeGreaterThan(0);
  // The whole HTML, scripts included, still has that copy: searching it would not have noticed.
  expect(lost.every((copy) => textOf(html.replace(removed!, "")).includes(copy))).toBe(true);
});
