import { test } from "@playwright/test";
import type { PageSource } from "../../app/components/content-page/content-page";
import { dementiaPage } from "../../app/content/services/dementia";
import { domiciliaryPage } from "../../app/content/services/domiciliary";
import { elderlyPage } from "../../app/content/services/elderly";
import { liveInPage } from "../../app/content/services/live-in";
import { respitePage } from "../../app/content/services/respite";
import { supportedLivingPage } from "../../app/content/services/supported-living";
import { telHref } from "../../app/config/business";
import { business, copyOfPage, expectInHtml, expectLink, rawHtml } from "./support/content";

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
    spec: ["From £900 per week", "Two dedicated carers", "Residential care", "Emergency Live-in Care", "within 24 hours"],
    links: [["Call our emergency line", telHref(business.emergencyPhone)]],
  },
  "/supported-living": {
    source: supportedLivingPage,
    spec: ["Mon-Fri 9am-6pm", business.supportedLivingPhone, "2-10 hours a week", "10-35 hours a week", "35+ hours a week", "24/7"],
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
};

for (const [path, expectation] of Object.entries(pages)) {
  test(`${path} has its whole copy in the server's HTML`, async ({ page }) => {
    const html = await rawHtml(page, path);
    expectInHtml(html, [...copyOfPage(expectation.source), ...expectation.spec], path);
    for (const [label, href] of expectation.links ?? []) expectLink(html, label, href);
  });
}
