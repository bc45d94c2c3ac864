// Relative: react-router.config.ts loads this file without the ~ alias.
import { priceText, supportLevelHours } from "#app/config/prices.ts";
import { factText } from "#app/config/facts.ts";

/**
 * Every page of the site with its search-engine title and description. The page's `meta`, the sitemap and the list
 * of prerendered routes all read this one registry, so a page added here is titled, listed and prerendered at once.
 */
export interface SitePage {
  path: string;
  /** The page's own title; the provider's name is appended by the meta helper. */
  title: string;
  description: string;
  /** Listed in /sitemap.xml and open to search engines; false adds `noindex`. */
  indexable: boolean;
  /** Rendered to HTML at build time. Pages that read the request or the database are rendered per request. */
  prerender: boolean;
}

export const sitePages = [
  {
    path: "/",
    title: "Home Care in Milton Keynes and Buckinghamshire",
    description:
      "CQC-regulated home care in Milton Keynes and Buckinghamshire: visiting care, live-in care, respite, elderly and dementia care. Book a free care assessment.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/domiciliary-care",
    title: "Domiciliary Care at Home",
    description: `Home care visits from 30 minutes a day in Milton Keynes and Buckinghamshire: personal care, medication, meals and companionship, from ${priceText.hourly}.`,
    indexable: true,
    prerender: true,
  },
  {
    path: "/live-in-care",
    title: "Live-in Care at Home",
    description: `Live-in care from ${priceText.liveInWeekly} with two dedicated carers: round-the-clock support in your own home, compared with residential care. Emergency live-in care ${factText.emergencyLiveIn}.`,
    indexable: true,
    prerender: true,
  },
  {
    path: "/supported-living",
    title: "Supported Living",
    description: `Supported living in Milton Keynes and Buckinghamshire: your own home and tenancy with ${supportLevelHours.low.from} hours to 24/7 support a week, for adults aged 18 and over.`,
    indexable: true,
    prerender: true,
  },
  {
    path: "/respite-care",
    title: "Respite Care for Family Carers",
    description:
      "Respite care at home or in partner CQC-rated care homes, from a few hours to several weeks, with 24/7 emergency respite for family carers.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/elderly-care",
    title: "Elderly Care at Home",
    description:
      "Elderly care at home from 2 hours a week to live-in care: personal care, companionship, home help and health support, with no minimum commitment.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/dementia-care",
    title: "Dementia Care at Home",
    description: `Specialist dementia care at home: trained carers, person-first support, live-in dementia care and a specialist call-back ${factText.dementiaCallback}, 24/7.`,
    indexable: true,
    prerender: true,
  },
  {
    path: "/explore-supported-living-options",
    title: "Explore Supported Living Options",
    description:
      "Compare five kinds of supported living home with their monthly costs, estimate your support level with our calculator, and read about eligibility, tours and funding.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/about",
    title: "About Us",
    description: `A CQC-regulated home care provider in Milton Keynes ${factText.servingSince}: our story, mission, values, team, training and our promise to the families we support.`,
    indexable: true,
    prerender: true,
  },
  // The two tools: prerendered empty; their actions answer a post (a postcode checked, costs estimated) per request.
  {
    path: "/do-we-cover-my-area",
    title: "Do We Cover Your Area?",
    description:
      "Enter your postcode to see whether our carers visit you in Milton Keynes, Buckinghamshire and nearby towns. Live-in care is available across the UK.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/care-costs",
    title: "What Will Care Cost?",
    description: `Estimate the cost of visiting care from ${priceText.hourly}, see live-in care from ${priceText.liveInWeekly} and supported living rents, and find out what funding to ask about.`,
    indexable: true,
    prerender: true,
  },
  // The form pages are rendered per request: their actions render them again with errors and kept values.
  {
    path: "/contact",
    title: "Contact Us",
    description: `Call, e-mail or visit our Milton Keynes office, request a callback or send an enquiry. 24/7 helpline for urgent care; we reply ${factText.enquiryReply} in office hours.`,
    indexable: true,
    prerender: false,
  },
  {
    path: "/request-a-callback",
    title: "Request a Callback",
    description:
      "Choose a day and time and our care advisers will call you back, free and with no obligation. Morning, afternoon or evening calls.",
    indexable: true,
    prerender: false,
  },
  {
    path: "/free-assessment",
    title: "Book a Free Care Assessment",
    description:
      "Book a free, no-obligation home care assessment of 45-60 minutes. Visits Mon-Fri 9am-8pm, Sat 10am-4pm, Sunday by arrangement.",
    indexable: true,
    prerender: false,
  },
  {
    path: "/carbon-reduction-plan",
    title: "Carbon Reduction Plan",
    description:
      "Our Carbon Reduction Plan: net zero by 2050 and a 35% cut in scope 1 and 2 emissions by 2035 from our 2024/25 baseline.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/privacy",
    title: "Privacy Notice",
    description:
      "How we collect, use and protect the information you give us through our forms, including health information, and your rights under UK GDPR.",
    indexable: true,
    // Rendered per request: the retention periods it states are the running server's, the ones its purge removes by.
    prerender: false,
  },
  {
    path: "/terms",
    title: "Website Terms of Use",
    description: "The terms that apply when you use our website.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "How our website meets WCAG 2.2 AA, known issues, how to ask for information in another format and how to report a problem.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    description: "Every page of our website: care services, information for families, and how to contact us.",
    indexable: true,
    // Rendered per request: it lists the open vacancies too.
    prerender: false,
  },
  {
    path: "/careers",
    title: "Careers in Home Care",
    description:
      "Work as a carer or support worker in Milton Keynes and Buckinghamshire, with paid training, funded qualifications and flexible hours.",
    indexable: true,
    // Rendered per request: it lists the vacancies open now, which admins publish and close without a rebuild.
    prerender: false,
  },
  {
    path: "/careers/apply",
    title: "Apply for a Job in Home Care",
    description:
      "Apply to work with us as a carer or support worker: a short form you can fill in on your phone, with or without a CV.",
    indexable: true,
    prerender: false,
  },
  {
    path: "/careers/equality",
    title: "Equality Monitoring Questions",
    description:
      "Optional questions about you, asked after you apply, to help us check that we treat every applicant fairly. Kept apart from your application.",
    // Only for people who have just applied (their browser carries a one-use pass): nothing for search engines.
    indexable: false,
    prerender: false,
  },
  {
    path: "/resources",
    title: "Resources for Families",
    description:
      "Free guides for families and carers about respite, dementia, supported living and funding, and organisations that can help.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/faqs",
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about home care, live-in care, respite, dementia care, supported living, costs and assessments.",
    indexable: true,
    prerender: true,
  },
  {
    path: "/thank-you",
    title: "Thank You",
    description: "Your assessment booking has been received. Here is what happens next.",
    indexable: false,
    prerender: false,
  },
  {
    path: "/assessment-thank-you",
    title: "Assessment Request Received",
    description: "Your assessment request has been received, with your reference and when to expect our call.",
    indexable: false,
    prerender: false,
  },
  {
    path: "/quick-contact",
    title: "Ask Us to Contact You",
    description: `Leave your details and how we can help, and we will contact you ${factText.quickContactReply}.`,
    indexable: false,
    prerender: false,
  },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof sitePages)[number]["path"];

export function findSitePage(path: string): SitePage | undefined {
  return (sitePages as readonly SitePage[]).find((page) => page.path === path);
}

export const prerenderedPaths: string[] = sitePages.filter((page) => page.prerender).map((page) => page.path);

export const indexablePaths: string[] = sitePages.filter((page) => page.indexable).map((page) => page.path);
