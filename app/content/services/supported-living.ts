import type { PageContent } from "#app/content/types.ts";
import { supportedLivingFaqs } from "#app/content/faqs/supported-living.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import { allFaqsLink, careQuestionsSection, relatedServices } from "#app/content/shared-sections.ts";
import { supportLevelTable } from "#app/content/support-levels.ts";

/** The supported living team answers its own line at these hours (the office hours of the main line differ). */
export const supportedLivingHours = "Mon-Fri 9am-6pm";

export const exploreOptionsLink = {
  label: "Explore Supported Living Options",
  href: "/explore-supported-living-options",
} as const;

export const supportedLivingPage: PageContent = {
  hero: {
    image: { slot: "hero-supported-living", alt: "Drawing of a set of house keys in front of a green front door" },
    badge: "Independence With Support",
    title: "Supported Living",
    text: "Your own home, your own front door and your own choices, with a team that helps you build skills, stay well and be part of your community.",
    actions: [exploreOptionsLink, { label: "Get Free Assessment", href: "/free-assessment" }],
    phone: { key: "supportedLiving", label: "Call our supported living team" },
  },
  sections: [
    {
      kind: "prose",
      id: "what-is-supported-living",
      title: "What Is Supported Living?",
      blocks: [
        "Supported living helps adults live in their own home, alone or with a few housemates, with the right amount of support. You hold your own tenancy, so your home is yours, and you decide with us how your support is given.",
        "Support can be a few hours a week to help with bills and shopping, or 24/7 support from a team that knows you well. It changes as you grow in confidence or as your needs change.",
      ],
    },
    careQuestionsSection,
    {
      kind: "cards",
      id: "services",
      title: "How We Support You",
      cards: [
        {
          icon: "key",
          title: "Your Home",
          bullets: ["Finding a home that suits you", "Understanding your tenancy", "Settling in and making it yours"],
        },
        {
          icon: "user",
          title: "Daily Living Skills",
          bullets: ["Cooking and healthy eating", "Cleaning and laundry", "Personal care where needed"],
        },
        {
          icon: "shield",
          title: "Health and Wellbeing",
          bullets: ["Medication support", "GP and hospital appointments", "Emotional and mental-health support"],
        },
        {
          icon: "mapPin",
          title: "Community Life",
          bullets: ["College, work and volunteering", "Travel training", "Friendships, clubs and hobbies"],
        },
        {
          icon: "home",
          title: "Money and Bills",
          bullets: ["Budgeting and paying bills", "Claiming the right benefits", "Shopping on a budget"],
        },
        {
          icon: "heart",
          title: "Personalised Care Plans",
          bullets: ["Built around your goals", "Written in a way you understand", "Reviewed with you regularly"],
        },
      ],
    },
    {
      kind: "checklist",
      id: "who-benefits",
      title: "Who Supported Living Is For",
      items: [
        "Adults aged 18 and over",
        "People with a learning disability or autism",
        "People with a physical disability",
        "People with mental-health needs",
        "Young people moving on from home or children's services (planning from age 14)",
        "People leaving hospital or residential care who want their own home",
      ],
    },
    {
      kind: "table",
      id: "support-levels",
      title: "Levels of Support",
      intro: "We agree the right level with you and review it as your confidence grows.",
      table: supportLevelTable,
      links: [exploreOptionsLink],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "Moving Into Supported Living",
      steps: [
        {
          title: "Getting to Know You",
          text: "We meet you and the people who matter to you, and talk about the life you want.",
        },
        { title: "Assessment and Plan", text: "We agree your support hours and write your support plan together." },
        { title: "Finding Your Home", text: "We help you find the right home and understand your tenancy." },
        { title: "Moving In", text: "Your support team helps you settle in, then we review how things are going." },
      ],
    },
    { kind: "faq", id: "faq", title: "Supported Living Questions", items: supportedLivingFaqs, links: [allFaqsLink] },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Tenants and Families Say",
      items: testimonialsFor("supported-living"),
    },
    {
      kind: "contact",
      content: {
        id: "contact-supported-living",
        title: "Talk to Our Supported Living Team",
        text: "Our supported living team has its own phone line. Call us to talk about a move, a referral or the support you have now.",
        phone: "supportedLiving",
        hours: supportedLivingHours,
        action: exploreOptionsLink,
      },
    },
    relatedServices("supported-living"),
    {
      kind: "cta",
      id: "get-started",
      content: {
        title: "Start planning your own home",
        text: "Book a free assessment and we will talk about the support and the home that would suit you.",
        action: { label: "Get Free Assessment", href: "/free-assessment" },
      },
    },
  ],
};
