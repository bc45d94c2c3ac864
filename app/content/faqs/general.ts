import { priceText } from "#app/config/prices.ts";
import { factText } from "#app/config/facts.ts";
import { careCostsLink } from "#app/content/shared-sections.ts";

/** The home page's five common questions, also on /faqs; the contact page shares one of them. */
export const faqSection = {
  title: "Common Questions",
  allFaqsAction: { label: "View All FAQs", href: "/faqs" },
  items: [
    {
      question: "What types of care do you provide?",
      answer:
        "We provide domiciliary (visiting) care, live-in care, supported living, respite care, elderly care, dementia care and palliative care, all in your own home.",
    },
    {
      question: "How quickly can care start?",
      answer: `Care can often start ${factText.careStart} in urgent situations. For planned care we usually need 3 to 5 days to complete your assessment and match you with the right carers.`,
    },
    {
      question: "How much does home care cost?",
      answer: `Domiciliary care starts from ${priceText.hourly} and live-in care from ${priceText.liveInWeekly}, depending on your needs. We explain every cost after your free assessment and can advise on funding.`,
      link: careCostsLink,
    },
    {
      question: "What qualifications do your carers have?",
      answer:
        "All our carers hold an NVQ or equivalent qualification, have enhanced DBS checks, and receive ongoing training in safeguarding, medication management, moving and handling, and dementia care.",
    },
    {
      question: "Do you provide 24-hour care?",
      answer:
        "Yes. Our live-in care gives round-the-clock support at home, with two dedicated carers working in shifts, and our team offers 24/7 emergency support for existing clients.",
    },
  ],
} as const;
