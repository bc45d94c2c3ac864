import { pounds, poundRange, priceText, prices, supportHoursText, WEEKS_PER_MONTH } from "#app/config/prices.ts";
import { DAYS_PER_WEEK, NIGHT_HOURS, VISITS_PER_DAY, visitLengths } from "#app/family-tools/care-cost.ts";
import type { DescribedLink, PageContent } from "#app/content/types.ts";
import { bookingFormLink } from "#app/content/shared-sections.ts";
import { visitLengthCopy } from "#app/content/visit-lengths.ts";

/** The official pages about paying for care: each says who qualifies and how to ask, without amounts that go stale. */
const fundingLinks: readonly DescribedLink[] = [
  {
    label: "Ask your council for a needs assessment (GOV.UK)",
    href: "https://www.gov.uk/apply-needs-assessment-social-services",
    external: true,
    description:
      "Free for anyone who seems to need care. The council works out what help you need, then whether it will pay towards it.",
  },
  {
    label: "NHS Continuing Healthcare (NHS)",
    href: "https://www.nhs.uk/social-care-and-support/money-work-and-benefits/nhs-continuing-healthcare/",
    external: true,
    description: "Care arranged and paid for by the NHS, for people whose needs are mainly health needs.",
  },
  {
    label: "Attendance Allowance (GOV.UK)",
    href: "https://www.gov.uk/attendance-allowance",
    external: true,
    description:
      "A benefit for people over State Pension age who need help because of an illness or disability, whatever their savings.",
  },
  {
    label: "Direct payments (GOV.UK)",
    href: "https://www.gov.uk/apply-direct-payments",
    external: true,
    description:
      "Money from the council to arrange your own care, with us for example, instead of the council arranging it.",
  },
];

const rent = prices.supportedLiving.rentPerMonth;
const liveInMonth = Math.round(prices.liveIn.weeklyFrom * WEEKS_PER_MONTH);

/** The page /care-costs: the estimator in its slot, then live-in care and supported living from the configured prices. */
export const careCostsPage: PageContent = {
  hero: {
    title: "What Will Care Cost?",
    text: "A quick estimate from the prices we publish. Your answers stay on this page: nothing is sent to us or stored unless you choose to book an assessment.",
    actions: [],
    phone: { key: "main", label: "Or call" },
  },
  sections: [
    {
      kind: "slot",
      id: "visiting-care",
      title: "Visiting Care",
      subtitle: `From ${priceText.hourly}`,
      slot: "estimator",
    },
    {
      kind: "table",
      id: "live-in-care",
      title: "Live-in Care",
      intro: "Two dedicated carers take turns to live in your home, so you have help by day and by night.",
      table: {
        caption: "What live-in care costs",
        columns: ["For", "Cost"],
        rows: [
          ["A week", `From ${priceText.liveInWeekly}`],
          ["A month (52 weeks ÷ 12)", `From about ${pounds(liveInMonth)}`],
        ],
      },
      note: "The price depends on the care needed, on nights that need a waking carer and on whether one or two people are supported.",
      links: [{ label: "Read about live-in care", href: "/live-in-care" }],
    },
    {
      kind: "checklist",
      id: "what-shapes-the-price",
      title: "What Shapes the Real Price",
      intro: "The estimate uses our lowest hourly rate. Your written quote after the free assessment takes account of:",
      items: [
        "Your free assessment: the visits and tasks we agree with you",
        "Weekends and bank holidays, which cost more than weekdays",
        "Visits that need two carers, for example to use a hoist",
        "Early mornings, evenings and nights, which can cost more than daytime visits",
        `Overnight care: estimated here as ${NIGHT_HOURS} hours at the hourly rate; sleeping and waking nights are priced differently`,
        "Live-in care for a couple, which costs more than for one person",
      ],
    },
    {
      kind: "table",
      id: "supported-living-rent",
      title: "Supported Living",
      intro:
        "Supported living has two costs: the rent for your home, and the support you receive, agreed with you after an assessment.",
      table: {
        caption: "Rent a month, by kind of home",
        columns: ["Kind of home", "Rent a month"],
        rows: [
          ["Own flat", poundRange(rent.ownFlat)],
          ["Shared living, with 2-4 housemates", poundRange(rent.sharedLiving)],
          ["Cluster flats", poundRange(rent.clusterFlats)],
          ["Specialist accommodation", poundRange(rent.specialist)],
          ["Step-down flats, for a few weeks or months", poundRange(rent.stepDown)],
        ],
      },
      note: `The support is agreed with you after an assessment, from ${supportHoursText("low")} to ${supportHoursText("high")} or staff there day and night. Rent is usually covered by Housing Benefit or Universal Credit, and support by the council, the NHS or a personal budget.`,
      links: [{ label: "Explore supported living options", href: "/explore-supported-living-options" }],
    },
    {
      kind: "links",
      id: "funding",
      title: "Help With Paying for Care",
      intro:
        "Many families get help with the cost. Ask about each of these: the official pages explain who can get them and how.",
      items: fundingLinks,
    },
    {
      kind: "cta",
      id: "get-a-quote",
      content: {
        title: "Get a written quote",
        text: "Book a free, no-obligation assessment at home and we will give you a clear written quote.",
        action: bookingFormLink,
      },
    },
  ],
};

/** The estimator's questions and the words around them. */
export const estimatorCopy = {
  formLabel: "Estimate the cost of visiting care",
  intro: `Choose the visits you think you need. We work out the hours of care and an estimate at our lowest rate of ${priceText.hourly}.`,
  visitLength: {
    legend: "How long is each visit?",
    options: visitLengths.map((value) => ({
      value,
      label: `${visitLengthCopy[value].name} (${visitLengthCopy[value].length.toLowerCase()})`,
    })),
  },
  visitsPerDay: {
    legend: "How many visits a day?",
    hint: "Not needed for overnight care, which is one night at a time.",
    options: VISITS_PER_DAY.map((count) => ({
      value: String(count),
      label: count === 1 ? "1 visit" : `${count} visits`,
    })),
  },
  daysPerWeek: {
    legend: "How many days a week?",
    options: DAYS_PER_WEEK.map((count) => ({
      value: String(count),
      label: count === 1 ? "1 day" : count === 7 ? "7 days (every day)" : `${count} days`,
    })),
  },
  button: "Show my estimate",
  resultTitle: "Your estimate",
  disclaimer: "A guide at our lowest rate, not a quote. Your written quote follows your free assessment.",
  carryButton: "Book a free assessment with these choices",
  carryHint:
    'Your choices are filled in on the booking form, under "Anything else we should know?". Nothing is sent until you book.',
} as const;
export type EstimatorCopy = typeof estimatorCopy;
