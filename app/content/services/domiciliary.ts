import type { PageContent } from "#app/content/types.ts";
import { priceText } from "#app/config/prices.ts";
import { domiciliaryFaqs } from "#app/content/faqs/domiciliary.ts";
import { visitLengthCopy } from "#app/content/visit-lengths.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import {
  allFaqsLink,
  careQuestionsSection,
  freeAssessmentLink,
  relatedServices,
} from "#app/content/shared-sections.ts";

export const domiciliaryPage: PageContent = {
  hero: {
    image: {
      slot: "hero-domiciliary-care",
      alt: "Drawing of a carer with a bag arriving at the front door of a house",
    },
    badge: "CQC Regulated Home Care",
    title: "Domiciliary Care at Home",
    text: "Regular visits from trained, friendly carers who help with personal care, medication, meals and company, so you can keep living your life in your own home. Visits start from 30 minutes a day.",
    actions: [freeAssessmentLink, { label: "Request Callback", href: "/request-a-callback" }],
    phone: { key: "main", label: "Call" },
    points: ["Visits from 30 minutes", `From ${priceText.hourly}`, "Often starts within 24-48 hours of assessment"],
  },
  sections: [
    {
      kind: "prose",
      id: "what-is-domiciliary-care",
      title: "What Is Domiciliary Care?",
      blocks: [
        "Domiciliary care, also called home care or visiting care, is support from a professional carer who comes to your home at the times you choose. It can be one short visit a day or several visits from morning to bedtime.",
        "It suits people who want to stay independent at home but need a hand with some tasks: getting up and dressed, taking medication on time, making meals, or simply having someone to talk to. Your care plan is written with you and changes whenever your needs do.",
      ],
    },
    careQuestionsSection,
    {
      kind: "cards",
      id: "services",
      title: "Our Domiciliary Care Services",
      subtitle: "Choose the help you need, for as long as you need it",
      cards: [
        {
          icon: "user",
          title: "Personal Care",
          bullets: ["Washing, bathing and showering", "Dressing and grooming", "Continence care with dignity"],
        },
        {
          icon: "shield",
          title: "Medication Support",
          bullets: [
            "Reminders at the right times",
            "Giving medication by trained carers",
            "Liaising with your GP and pharmacy",
          ],
        },
        {
          icon: "home",
          title: "Meals and Household Help",
          bullets: ["Preparing meals and drinks", "Light cleaning and laundry", "Shopping and errands"],
        },
        {
          icon: "heart",
          title: "Companionship",
          bullets: ["Conversation and company", "Hobbies and days out", "Help to keep in touch with friends"],
        },
        {
          icon: "mapPin",
          title: "Getting Out and About",
          bullets: ["Appointments and escorts", "Trips to the shops or café", "Visiting family and friends"],
        },
        {
          icon: "clock",
          title: "Overnight Care",
          bullets: ["Sleeping or waking nights", "Help to the toilet at night", "Reassurance after a hospital stay"],
        },
      ],
    },
    {
      kind: "checklist",
      id: "who-benefits",
      title: "Who Benefits From Domiciliary Care?",
      items: [
        "Older people who want to stay in their own home",
        "People coming home from hospital who need help while they recover",
        "People living with dementia, Parkinson's or a long-term condition",
        "Adults with a physical disability or learning disability",
        "Families who want support alongside the care they already give",
        "Anyone who feels lonely and would enjoy regular company",
      ],
    },
    {
      kind: "table",
      id: "visit-options",
      title: "Visit Options",
      subtitle: "Visits start from 30 minutes daily",
      table: {
        caption: "Lengths of domiciliary care visits and what each suits",
        columns: ["Visit", "Length", "Suits"],
        rows: Object.values(visitLengthCopy).map((visit) => [visit.name, visit.length, visit.suits]),
      },
      note: `Domiciliary care starts from ${priceText.hourly}. You receive a written quote after your free assessment.`,
    },
    {
      kind: "prose",
      id: "funding",
      title: "Paying for Home Care",
      blocks: [
        "Many people pay for their own care, and many receive help from their local council or the NHS. Milton Keynes City Council and Buckinghamshire Council can carry out a needs assessment and a financial assessment, and some people qualify for Attendance Allowance, a direct payment or NHS Continuing Healthcare.",
        "Our team can explain the options, help you prepare for a council assessment and work with a direct payment or a personal budget. Ask us for a callback or send us your question.",
      ],
      links: [
        { label: "Request Callback", href: "/request-a-callback" },
        { label: "Get Funding Advice", href: "/contact" },
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How We Get Started",
      steps: [
        {
          title: "Talk to Us",
          text: "Call or send a short form. We listen to what you need and answer your questions, free of charge.",
        },
        {
          title: "Free Home Assessment",
          text: "A care manager visits you at home for 45-60 minutes to understand your needs, routines and wishes.",
        },
        {
          title: "Your Care Plan",
          text: "We agree visit times and tasks with you, give you a written quote and introduce your carers.",
        },
        {
          title: "Care Begins",
          text: "Visits often start within 24-48 hours of the assessment, and we review your care regularly.",
        },
      ],
    },
    { kind: "faq", id: "faq", title: "Domiciliary Care Questions", items: domiciliaryFaqs, links: [allFaqsLink] },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say About Our Home Visits",
      items: testimonialsFor("domiciliary"),
    },
    relatedServices("domiciliary"),
    {
      kind: "cta",
      id: "get-started",
      content: {
        title: "Arrange domiciliary care at home",
        text: "Book a free, no-obligation assessment, or ask for a callback at a time that suits you.",
        action: freeAssessmentLink,
      },
    },
  ],
};
