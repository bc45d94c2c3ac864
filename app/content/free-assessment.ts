import type { PageContent } from "#app/content/types.ts";
import { factText } from "#app/config/facts.ts";
import { freeAssessmentFaqs } from "#app/content/faqs/free-assessment.ts";
import { callbackLink } from "#app/content/shared-sections.ts";

export const freeAssessmentPage: PageContent = {
  hero: {
    image: { slot: "hero-free-assessment", alt: "Drawing of two hands passing a warm cup of tea" },
    badge: "Free and No Obligation",
    title: "Book a Free Care Assessment",
    text: "A friendly care manager visits you at home for 45-60 minutes to understand your needs, answer your questions and explain the care that could help, with no charge and no obligation.",
    actions: [{ label: "Book Your Free Assessment", href: "/free-assessment#booking-form" }],
    phone: { key: "main", label: "Call" },
    points: ["45-60 minutes at home", `We confirm ${factText.assessmentConfirm}`, "No obligation"],
  },
  sections: [
    {
      kind: "prose",
      id: "what-is-an-assessment",
      title: "What Is a Care Assessment?",
      blocks: [
        "A care assessment is a conversation at home with one of our care managers. We talk about daily routines, health, mobility, what you can do yourself and where help would make a difference, as well as the things that matter to you: your interests, your family and how you like things done.",
        "Afterwards we write a personal care plan and a clear written quote. You can take your time to decide.",
      ],
    },
    {
      kind: "steps",
      id: "process",
      title: "How It Works",
      subtitle: "Six simple steps from booking to care",
      steps: [
        {
          title: "Book Online or by Phone",
          text: "Choose a date and time that suit you using the form below, or call us.",
        },
        {
          title: "We Confirm",
          text: `We contact you ${factText.assessmentConfirm} to confirm the visit and answer any questions.`,
        },
        {
          title: "Home Visit",
          text: "A care manager visits for 45-60 minutes to understand needs, routines and wishes.",
        },
        { title: "Your Care Plan", text: "We write a personal care plan with you, in plain language." },
        { title: "Your Written Quote", text: "You receive a clear quote with no hidden charges, and time to decide." },
        { title: "Meet Your Carers", text: "If you go ahead, you meet your carers before care begins." },
      ],
    },
    {
      kind: "checklist",
      id: "reasons",
      title: "Why Book an Assessment?",
      items: [
        "It is free, with no obligation",
        "Expert advice from an experienced care manager",
        "A care plan built around your routines and wishes",
        "A clear, written quote before you decide",
        "Advice on funding and other support available",
        "Care can often start within 24-48 hours afterwards",
      ],
    },
    {
      kind: "table",
      id: "availability",
      title: "When We Can Visit",
      table: {
        caption: "Assessment visit times",
        columns: ["Day", "Times"],
        rows: [
          ["Monday to Friday", "9am-8pm"],
          ["Saturday", "10am-4pm"],
          ["Sunday", "By arrangement"],
        ],
      },
    },
    {
      kind: "slot",
      id: "booking-form",
      title: "Book Your Assessment",
      intro: `Tell us a little about the person who needs care and when suits you. We will contact you ${factText.assessmentConfirm} to confirm.`,
      slot: "form",
    },
    { kind: "faq", id: "faq", title: "Assessment Questions", items: freeAssessmentFaqs },
    {
      kind: "cta",
      id: "next-step",
      content: {
        title: "Not ready to book yet?",
        text: "Ask for a callback at a time that suits you and we will answer your questions first.",
        action: callbackLink,
      },
    },
  ],
};
