import type { PageContent } from "#app/content/types.ts";
import { prose } from "#app/content/shared-sections.ts";

/** The job application form (issue 27): a general application, or one for a vacancy with `?vacancy=`. */
export const applyLink = {
  label: "Apply Online",
  href: "/careers/apply",
} as const;

export const careersPage: PageContent = {
  hero: {
    image: {
      slot: "hero-careers",
      alt: "Drawing of a carer walking arm in arm with an older man who uses a walking stick",
    },
    badge: "We Are Recruiting",
    title: "Careers in Home Care",
    text: "Make a real difference to people's lives in Milton Keynes and Buckinghamshire. We are looking for kind, reliable people to join our team of carers, with full training and support.",
    actions: [applyLink],
    phone: { key: "main", label: "Ask about working with us:" },
  },
  sections: [
    // The open vacancies, from the database (app/routes/_marketing/careers.tsx renders them per request).
    { kind: "slot", id: "vacancies", title: "Current Vacancies", slot: "vacancies" },
    prose("the-role", "What Working as a Carer Involves", [
      "Our carers support people in their own homes: older people, people living with dementia, people with disabilities and people coming home from hospital. No two days are the same, but every day you help someone live well and with dignity.",
      "A typical day can include:",
      [
        "helping people get up, wash, dress and go to bed",
        "preparing meals and drinks, and encouraging people to eat well",
        "giving medication safely, following the care plan",
        "companionship: a chat, a walk, a hobby or a trip out",
        "noticing changes in someone's health and reporting them",
        "writing clear notes so that the next carer and the family know how the visit went",
      ],
    ]),
    {
      kind: "cards",
      id: "roles",
      title: "Roles We Recruit For",
      cards: [
        {
          icon: "home",
          title: "Home Carer",
          text: "Visits to people in their homes, with rotas planned around you. Full-time, part-time and weekend hours.",
        },
        {
          icon: "clock",
          title: "Live-in Carer",
          text: "Living with one person and supporting them day and night, in shifts with a second carer.",
        },
        {
          icon: "key",
          title: "Support Worker",
          text: "Helping adults in supported living build skills, confidence and independence.",
        },
        {
          icon: "brain",
          title: "Dementia Specialist",
          text: "For experienced carers: leading dementia care and advising families and colleagues.",
        },
      ],
      columns: 4,
    },
    {
      kind: "checklist",
      id: "what-we-offer",
      title: "What We Offer",
      items: [
        "Paid induction and the Care Certificate for new carers",
        "Funded NVQ or equivalent qualifications",
        "Ongoing training in safeguarding, medication, moving and handling, and dementia",
        "Paid travel time and mileage between visits",
        "Flexible hours that fit around family life",
        "Regular supervision and an on-call manager whenever you work",
      ],
    },
    {
      kind: "prose",
      id: "what-we-look-for",
      title: "What We Look For",
      blocks: [
        [
          "Kindness, patience and respect for people's choices",
          "Reliability: the people we support count on you",
          "The right to work in the UK",
          "An enhanced DBS check, which we arrange and pay for",
          "A driving licence and car for most visiting roles",
          "Experience is welcome but not essential: we train you",
        ],
      ],
    },
    {
      kind: "steps",
      id: "how-to-apply",
      title: "How to Apply",
      steps: [
        {
          title: "Send an Enquiry",
          text: "Fill in our short online application, or use our contact form and choose 'Employment' as the enquiry type, or call us.",
        },
        { title: "A Friendly Chat", text: "We call you to talk about the role, your hours and any questions." },
        { title: "Interview and Checks", text: "A short interview, references and an enhanced DBS check." },
        {
          title: "Induction",
          text: "Paid training and shadow shifts with an experienced carer before you work alone.",
        },
      ],
      links: [applyLink],
    },
  ],
};
