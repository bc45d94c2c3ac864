import type { PageContent } from "#app/content/types.ts";
import { elderlyConcerns } from "#app/content/faqs/elderly.ts";
import {
  bookingFormLink,
  careQuestionsSection,
  freeAssessmentLink,
  relatedServices,
} from "#app/content/shared-sections.ts";

export const elderlyPage: PageContent = {
  hero: {
    image: {
      slot: "hero-elderly-care",
      alt: "Drawing of a carer walking arm in arm with an older man who uses a walking stick",
    },
    badge: "Helping Older People Stay at Home",
    title: "Elderly Care at Home",
    text: "Kind, reliable support that helps older people stay safe, well and independent in their own homes across Milton Keynes, Buckinghamshire, Bedfordshire and Northamptonshire.",
    actions: [freeAssessmentLink],
    phone: { key: "main", label: "Call" },
    points: ["No minimum commitment", "From 2 hours a week", "Same small team of carers"],
  },
  sections: [
    {
      kind: "prose",
      id: "introduction",
      title: "Care That Fits Around Your Life",
      blocks: [
        "Growing older should not mean giving up the home you love. Our elderly care supports you with the everyday things that have become harder, at the times that suit you, from a couple of hours a week to live-in care.",
        "Every carer is trained, DBS checked and chosen to suit you. We take time to learn your routines, your history and what matters to you.",
      ],
    },
    careQuestionsSection,
    {
      kind: "cards",
      id: "services",
      title: "How We Help",
      cards: [
        {
          icon: "user",
          title: "Personal Care",
          bullets: [
            "Washing, bathing and dressing",
            "Continence care with dignity",
            "Help getting up and going to bed",
          ],
        },
        {
          icon: "heart",
          title: "Companionship",
          bullets: ["Conversation and shared interests", "Trips out, clubs and church", "Company at mealtimes"],
        },
        {
          icon: "home",
          title: "Practical Home Support",
          bullets: ["Meals and shopping", "Light housework and laundry", "Letters, bills and appointments"],
        },
        {
          icon: "shield",
          title: "Health Support",
          bullets: ["Medication reminders and support", "Fall prevention and mobility", "Liaising with GPs and nurses"],
        },
      ],
      columns: 4,
    },
    {
      kind: "checklist",
      id: "benefits",
      title: "The Benefits of Elderly Care at Home",
      items: [
        "Stay in familiar surroundings, with your own things around you",
        "Keep your routines, pets and neighbours",
        "One-to-one attention from carers who know you",
        "Fewer falls and hospital admissions",
        "Company that lifts loneliness",
        "Peace of mind for your family",
      ],
    },
    {
      kind: "cards",
      id: "care-levels",
      title: "Levels of Care",
      subtitle: "Start small and add more only when you need it",
      cards: [
        {
          title: "Light Support",
          subtitle: "2-10 hours weekly",
          details: [{ label: "Ideal for", value: "People who are mostly independent but want help and company" }],
          bullets: ["Shopping and errands", "Companionship visits", "Medication reminders"],
        },
        {
          title: "Regular Support",
          subtitle: "10-35 hours weekly",
          details: [{ label: "Ideal for", value: "People who need help every day" }],
          bullets: ["Daily personal care", "Meal preparation", "Help around the home"],
        },
        {
          title: "Enhanced Support",
          subtitle: "35+ hours weekly",
          details: [{ label: "Ideal for", value: "People with higher or changing needs" }],
          bullets: ["Several visits a day", "Mobility and fall prevention", "Overnight support when needed"],
        },
        {
          title: "Live-in Care",
          subtitle: "24/7",
          details: [{ label: "Ideal for", value: "People who need someone with them day and night" }],
          bullets: ["A carer living in your home", "Two dedicated carers in shifts", "Complex care needs"],
        },
      ],
      columns: 4,
    },
    { kind: "faq", id: "common-concerns", title: "Common Concerns", items: elderlyConcerns },
    {
      kind: "cards",
      id: "success-stories",
      title: "Success Stories",
      cards: [
        {
          title: "Joan, 84",
          subtitle: "Recovering after a hip fracture",
          text: "Joan came home from hospital unsure she could manage. Two visits a day helped her wash, dress and practise her exercises.",
          bullets: [
            "Walking to the shop again within three months",
            "Visits reduced to once a day",
            "No further falls",
          ],
        },
        {
          title: "Arthur, 91",
          subtitle: "Living alone after losing his wife",
          text: "Arthur had stopped eating properly and rarely went out. His carer now visits for lunch three times a week.",
          bullets: ["Regained a healthy weight", "Back at his bowls club", "Family reassured by weekly updates"],
        },
        {
          title: "Eileen, 78",
          subtitle: "Living with Parkinson's",
          text: "Eileen's medication must be taken at exact times. Her carers support her morning and evening routines.",
          bullets: ["Medication always on time", "More confident moving around the home", "Still gardening every week"],
        },
      ],
    },
    relatedServices("elderly"),
    {
      kind: "contact",
      content: {
        id: "contact-us",
        title: "Talk to Us About Elderly Care",
        text: "Call for friendly advice, or book a free home assessment with no obligation.",
        phone: "main",
        action: bookingFormLink,
      },
    },
  ],
};
