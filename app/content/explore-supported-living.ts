import type { PageContent } from "#app/content/types.ts";
import { eligibilityAndPathways, exploreSupportedLivingFaqs } from "#app/content/faqs/explore-supported-living.ts";
import { guideLink, guides } from "#app/content/guides.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import { freeAssessmentLink } from "#app/content/shared-sections.ts";
import { supportedLivingHours } from "#app/content/services/supported-living.ts";
import {
  exampleMonth,
  pounds,
  poundRange,
  prices,
  supportLevelHours,
  type SupportedLivingExample,
} from "#app/config/prices.ts";

const rent = prices.supportedLiving.rentPerMonth;

/** A row of the example costs: rent, support and their total, a month. */
function exampleRow(example: string, key: SupportedLivingExample) {
  const month = exampleMonth(key);
  return [example, pounds(month.rent), pounds(month.support), pounds(month.total)];
}

/** The callback form with its topic filled in (the form reads `topic` from the address). */
function callbackAbout(topic: string) {
  return `/request-a-callback?topic=${encodeURIComponent(topic)}`;
}

export const exploreSupportedLivingPage: PageContent = {
  hero: {
    image: {
      slot: "hero-explore-supported-living-options",
      alt: "Drawing of a street of houses with trees and lit windows",
    },
    badge: "Supported Living Options",
    title: "Explore Supported Living Options",
    text: "Compare the kinds of home we support, estimate the level of support you might need, and see what supported living costs and how it is paid for.",
    actions: [
      { label: "Use the Support Level Calculator", href: "/explore-supported-living-options#support-calculator" },
      freeAssessmentLink,
    ],
    phone: { key: "supportedLiving", label: "Call our supported living team" },
  },
  sections: [
    {
      kind: "cards",
      id: "arrangements",
      title: "Types of Supported Living",
      subtitle: "Five arrangements, each with support that fits you",
      cards: [
        {
          title: "Own Flat",
          subtitle: "Your own front door",
          details: [
            { label: "Perfect for", value: "People who want their own space and privacy" },
            { label: "Support", value: `Visiting support from ${supportLevelHours.low.from} hours a week, up to 24/7` },
            { label: "Cost", value: `${poundRange(rent.ownFlat)} a month rent` },
          ],
          bullets: [
            "A self-contained flat with your own tenancy",
            "Choose your own furniture and routines",
            "Staff visit at agreed times, with on-call support",
          ],
          links: [{ label: "Ask about own flats", href: callbackAbout("Supported living: own flat") }],
        },
        {
          title: "Shared Living",
          subtitle: "A house shared with 2-4 housemates",
          details: [
            { label: "Perfect for", value: "People who enjoy company and shared routines" },
            { label: "Support", value: "Shared staff team in the house, plus individual hours" },
            { label: "Cost", value: `${poundRange(rent.sharedLiving)} a month rent` },
          ],
          bullets: [
            "Your own bedroom, shared kitchen and lounge",
            "Housemates matched with care",
            "Shared meals and activities if you want them",
          ],
          links: [{ label: "Ask about shared living", href: callbackAbout("Supported living: shared living") }],
        },
        {
          title: "Cluster Flats",
          subtitle: "Your own flat, with staff close by",
          details: [
            { label: "Perfect for", value: "People who want independence with help nearby" },
            { label: "Support", value: "Staff base on site, day and night" },
            { label: "Cost", value: `${poundRange(rent.clusterFlats)} a month rent` },
          ],
          bullets: [
            "A small group of self-contained flats",
            "A communal room for getting together",
            "Quick help when you need it",
          ],
          links: [{ label: "Ask about cluster flats", href: callbackAbout("Supported living: cluster flats") }],
        },
        {
          title: "Specialist Accommodation",
          subtitle: "Homes adapted for complex needs",
          details: [
            { label: "Perfect for", value: "People with physical disabilities, autism or complex health needs" },
            { label: "Support", value: "Specialist staff, often 24/7" },
            { label: "Cost", value: `${poundRange(rent.specialist)} a month rent` },
          ],
          bullets: [
            "Wheelchair-accessible and adapted homes",
            "Sensory-friendly spaces",
            "Staff trained for complex needs",
          ],
          links: [
            {
              label: "Ask about specialist accommodation",
              href: callbackAbout("Supported living: specialist accommodation"),
            },
          ],
        },
        {
          title: "Step-Down Flats",
          subtitle: "A short-term home to rebuild confidence",
          details: [
            { label: "Perfect for", value: "People leaving hospital or residential care" },
            { label: "Support", value: "Intensive at first, reducing as skills return" },
            {
              label: "Cost",
              value: `${poundRange(rent.stepDown)} a month rent, usually funded by the council or the NHS during the placement`,
            },
          ],
          bullets: [
            "Stays of a few weeks to a few months",
            "Daily living skills and travel training",
            "Help to find a long-term home",
          ],
          links: [{ label: "Ask about step-down flats", href: callbackAbout("Supported living: step-down") }],
        },
      ],
    },
    {
      kind: "slot",
      id: "support-calculator",
      title: "Support Level Calculator",
      subtitle: "A rough guide to the support you might need",
      slot: "calculator",
    },
    { kind: "faq", id: "eligibility", title: "Eligibility and Pathways", items: eligibilityAndPathways },
    {
      kind: "cards",
      id: "virtual-tours",
      title: "Virtual Tours",
      subtitle: "See a home by video call before you visit",
      cards: [
        {
          image: { slot: "home-own-flat", alt: "Drawing of a block of flats with one window lit" },
          title: "Own Flat Tour",
          text: "Walk through a one-bedroom flat with a member of our team, and ask about the area, the tenancy and the support.",
          links: [{ label: "Book an own flat tour", href: callbackAbout("Virtual tour: own flat") }],
        },
        {
          image: { slot: "home-shared-house", alt: "Drawing of a shared house with a garden" },
          title: "Shared House Tour",
          text: "See the bedrooms, kitchen and garden of a shared house, and hear from the staff team about daily life.",
          links: [{ label: "Book a shared house tour", href: callbackAbout("Virtual tour: shared house") }],
        },
        {
          image: { slot: "home-cluster-flats", alt: "Drawing of a small group of flats around a green courtyard" },
          title: "Cluster Flats Tour",
          text: "See a flat, the communal room and the staff base, and how help is close at hand day and night.",
          links: [{ label: "Book a cluster flats tour", href: callbackAbout("Virtual tour: cluster flats") }],
        },
      ],
    },
    {
      kind: "table",
      id: "costs",
      title: "What Supported Living Costs",
      intro:
        "Supported living has two separate costs: rent for your home, and the support you receive. Here are three examples.",
      table: {
        caption: "Example monthly costs of supported living",
        columns: ["Example", "Rent", "Support", "Monthly total"],
        rows: [
          exampleRow("Shared house, low support (about 10 hours a week)", "low"),
          exampleRow("Cluster flat, moderate support (about 20 hours a week)", "moderate"),
          exampleRow("Specialist accommodation, 24/7 support", "roundTheClock"),
        ],
      },
      note: "Examples only. Rent is usually covered by Housing Benefit or Universal Credit, and support by the council, the NHS or a personal budget. Your own costs are confirmed after an assessment.",
      links: [guideLink(guides.fundingSupportedLiving, "Read our guide to funding supported living")],
    },
    {
      kind: "cards",
      id: "stories",
      title: "Stories From Our Tenants",
      cards: [
        {
          title: "Tom, 24",
          subtitle: "Learning disability",
          text: "Tom moved from his parents' home into a shared house with two housemates. His support started at 30 hours a week.",
          bullets: ["Volunteers at a garden centre", "Travels by bus on his own", "Support now 15 hours a week"],
        },
        {
          title: "Aisha, 31",
          subtitle: "Autism and anxiety",
          text: "Aisha wanted her own space after years in shared homes. She chose a cluster flat with staff close by.",
          bullets: [
            "Manages her own budget",
            "Started a college course",
            "Calls staff when she needs them, not on a timetable",
          ],
        },
        {
          title: "Graham, 58",
          subtitle: "Leaving hospital after a stroke",
          text: "Graham spent ten weeks in a step-down flat, rebuilding his confidence with cooking and getting about.",
          bullets: ["Moved into his own flat", "Back at his social club", "Support reduced to 6 hours a week"],
        },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say",
      items: testimonialsFor("exploreSupportedLiving"),
    },
    { kind: "faq", id: "faq", title: "Supported Living Options: Questions", items: exploreSupportedLivingFaqs },
    {
      kind: "links",
      id: "downloads",
      title: "Guides and Walk-throughs",
      intro: "Read online or print from your browser. Ask us for a printed, large-print or easy-read copy.",
      items: [
        guideLink(guides.supportedLiving),
        guideLink(guides.easyReadTenancy),
        guideLink(guides.fundingSupportedLiving),
        guideLink(guides.dayInSupportedLiving),
        guideLink(guides.movingIn),
      ],
    },
    {
      kind: "contact",
      content: {
        id: "contact-supported-living",
        title: "Talk to Our Supported Living Team",
        text: "Questions about a move, a referral or costs? Our supported living team has its own phone line.",
        phone: "supportedLiving",
        hours: supportedLivingHours,
        action: freeAssessmentLink,
      },
    },
  ],
};
