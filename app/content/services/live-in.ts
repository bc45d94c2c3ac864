import type { PageContent } from "#app/content/types.ts";
import { factText } from "#app/config/facts.ts";
import { priceText } from "#app/config/prices.ts";
import { liveInFaqs } from "#app/content/faqs/live-in.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import {
  allFaqsLink,
  bookingFormLink,
  careQuestionsSection,
  freeAssessmentLink,
  relatedServices,
} from "#app/content/shared-sections.ts";

export const liveInPage: PageContent = {
  hero: {
    image: { slot: "hero-live-in-care", alt: "Drawing of two hands passing a warm cup of tea" },
    badge: "Round-the-Clock Care at Home",
    title: "Live-in Care in Your Own Home",
    text: "A fully trained carer lives with you, so you have help whenever you need it, by day and by night, without leaving the home, the people and the routines you love.",
    actions: [freeAssessmentLink],
    phone: { key: "main", label: "Call" },
    points: [`From ${priceText.liveInWeekly}`, "Two dedicated carers", "Available across the UK"],
  },
  sections: [
    {
      kind: "prose",
      id: "what-is-live-in-care",
      title: "What Is Live-in Care?",
      blocks: [
        "Live-in care means a professional carer lives in your home and supports you through the day and night. It is the closest alternative to a care home, with one-to-one attention and none of the upheaval of moving.",
        "We match you with two dedicated carers who work in shifts, so you always have someone you know and trust. A care manager oversees your care, visits regularly and is on call if anything changes.",
      ],
    },
    careQuestionsSection,
    {
      kind: "cards",
      id: "services",
      title: "What Your Live-in Carer Does",
      cards: [
        {
          icon: "user",
          title: "Personal Care",
          bullets: [
            "Washing, dressing and continence care",
            "Help moving safely around the home",
            "Medication given on time",
          ],
        },
        {
          icon: "home",
          title: "Running the Home",
          bullets: ["Cooking meals you enjoy", "Cleaning, laundry and shopping", "Caring for pets and the garden"],
        },
        {
          icon: "heart",
          title: "Company and Wellbeing",
          bullets: [
            "Conversation and shared hobbies",
            "Outings, clubs and places of worship",
            "Keeping in touch with family",
          ],
        },
        {
          icon: "brain",
          title: "Complex Care Needs",
          bullets: ["Dementia and memory loss", "Stroke, Parkinson's and MS", "Palliative and end-of-life care"],
        },
      ],
      columns: 4,
    },
    {
      kind: "checklist",
      id: "who-benefits",
      title: "Who Benefits From Live-in Care?",
      items: [
        "People who need help at any time of day or night",
        "Couples who want to stay together at home",
        "People living with dementia who are settled in familiar surroundings",
        "People coming home from hospital with higher care needs",
        "People receiving care at the end of their life",
        "Families who live far away and want someone there all the time",
      ],
    },
    {
      kind: "table",
      id: "comparison",
      title: "Live-in Care Compared With Residential Care",
      intro: "Both give round-the-clock support. The difference is where you live and how personal the care is.",
      table: {
        caption: "Live-in care and a residential care home, side by side",
        columns: ["Compared on", "Live-in care", "Residential care home"],
        rows: [
          ["Where you live", "In your own home", "In a room in the care home"],
          ["Carer attention", "One-to-one, all day", "Shared with other residents"],
          ["Routine", "Your own routine and meals", "The home's timetable"],
          ["Couples", "Stay together at home", "A shared room is not always possible"],
          ["Pets", "Stay with you", "Often not allowed"],
          ["Visitors", "Whenever you like", "Within visiting arrangements"],
          ["Cost", `From ${priceText.liveInWeekly}`, "Varies by home; often more for nursing needs"],
        ],
      },
    },
    {
      kind: "steps",
      id: "how-it-works",
      title: "How Live-in Care Begins",
      steps: [
        {
          title: "Free Assessment",
          text: "A care manager visits to understand your needs, your home and what matters to you.",
        },
        {
          title: "Matching Your Carers",
          text: "We choose two carers whose skills, interests and personality suit you, and you meet them first.",
        },
        {
          title: "Moving In",
          text: "Your first carer settles in with a detailed care plan and a handover from the care manager.",
        },
        {
          title: "Ongoing Reviews",
          text: "We visit and review the care regularly, and adjust it whenever your needs change.",
        },
      ],
    },
    {
      kind: "banner",
      content: {
        id: "emergency-live-in-care",
        title: "Emergency Live-in Care",
        text: `If someone needs care at home urgently, for example after a fall or a hospital discharge, we can have a live-in carer in place ${factText.emergencyLiveIn}.`,
        points: [
          "A care manager calls you back straight away",
          "An assessment by phone, then at home",
          `A trained carer arranged ${factText.emergencyLiveIn}`,
          "A full care plan in the first days",
        ],
        phone: { key: "emergency", label: "Call our emergency line" },
      },
    },
    { kind: "faq", id: "faq", title: "Live-in Care Questions", items: liveInFaqs, links: [allFaqsLink] },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Families Say About Live-in Care",
      items: testimonialsFor("live-in"),
    },
    relatedServices("live-in"),
    {
      kind: "cta",
      id: "get-started",
      content: {
        title: "Talk to us about live-in care",
        text: "Book a free assessment at home and we will explain how live-in care could work for you, with a written quote.",
        action: bookingFormLink,
      },
    },
  ],
};
