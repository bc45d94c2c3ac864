import type { PageContent } from "#app/content/types.ts";
import { respiteFaqs } from "#app/content/faqs/respite.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { guideLink, guides } from "#app/content/guides.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import { usefulContacts } from "#app/content/useful-contacts.ts";
import {
  allFaqsLink,
  careQuestionsSection,
  relatedServices,
  videoConsultationLink,
} from "#app/content/shared-sections.ts";

const respiteAssessmentLink = { label: "Book Your Respite Assessment", href: "/free-assessment#booking-form" } as const;

export function respitePage(business: BusinessDetails): PageContent {
  return {
    hero: {
      image: {
        slot: "hero-respite-care",
        alt: "Drawing of a garden path leading to a cottage, with a bench among the flowers",
      },
      badge: "24/7 Emergency Respite Available",
      title: "Respite Care: A Break When You Need It",
      text: "Caring for someone you love is hard work. Our respite care gives you time to rest, recover or go away, knowing the person you care for is safe and well looked after.",
      actions: [respiteAssessmentLink, { label: "See Respite Options", href: "/respite-care#options" }],
      phone: { key: "main", label: "Call" },
    },
    sections: [
      {
        kind: "prose",
        id: "introduction",
        title: "Respite Care in Milton Keynes and Buckinghamshire",
        blocks: [
          "Respite care is short-term care that takes over from a family carer for a while. It can be a few hours each week, a weekend away, a fortnight's holiday, or help while you recover from an operation.",
          "We offer respite at home and in partner care homes, planned in advance or arranged in an emergency. The person you care for gets trained, kind carers who follow their routines, and you get a real break.",
        ],
      },
      careQuestionsSection,
      {
        kind: "cards",
        id: "options",
        title: "Respite Options",
        subtitle: "Three ways to take a break",
        cards: [
          {
            icon: "clock",
            title: "Live-in Respite at Home",
            text: "A carer moves in while you are away, so the person you care for keeps their routines and their home.",
            bullets: [
              "From a few days to several weeks",
              "Ideal for holidays or hospital stays",
              "Day and night support",
            ],
          },
          {
            icon: "home",
            title: "Domiciliary Visiting Respite",
            text: "A carer visits for a few hours, so you can rest, see friends or keep appointments.",
            bullets: ["2-hour minimum visits", "Regular or one-off", "Daytime, evening or overnight"],
          },
          {
            id: "care-home-respite",
            icon: "heart",
            title: "Care-Home Respite",
            text: "A short stay in one of our partner care homes, each rated by the CQC, with a room ready and meals provided.",
            bullets: ["Minimum 1-week stays", "Partner CQC-rated homes", "Activities and company"],
            links: [{ label: "Learn More About Care Home Respite", href: "/respite-care#care-home-respite-details" }],
          },
        ],
      },
      {
        kind: "checklist",
        id: "who-benefits",
        title: "Who Benefits From Respite Care?",
        items: [
          "Family carers who need rest, a holiday or time for their own health",
          "Carers who are going into hospital or recovering from illness",
          "People coming home from hospital who need extra help for a while",
          "People living with dementia whose carers need regular breaks",
          "Families trying out care at home before arranging it long term",
          "Anyone whose usual carer is suddenly unavailable",
        ],
      },
      {
        kind: "prose",
        id: "care-home-respite-details",
        title: "About Care-Home Respite",
        blocks: [
          "Care-home respite is a short stay in a care home, usually for at least 1 week. We work with partner homes in and around Milton Keynes that are registered and rated by the CQC, and we help you choose one that suits the person you care for.",
          "We share the care plan with the home before the stay, help with the booking and keep in touch with you during the stay. Rooms are limited at busy times, so please ask 1 to 2 weeks ahead where possible.",
        ],
      },
      {
        kind: "banner",
        content: {
          id: "emergency-respite",
          title: "Emergency Respite, 24/7",
          text: `If you suddenly cannot care, for example because you are ill or have to go into hospital, call our emergency hotline at any time. Emergency respite can often be arranged within hours.`,
          points: [
            "We answer day and night, every day of the year",
            "A care manager assesses the situation by phone",
            "A trained carer is arranged, often within hours",
            "We keep you and your family updated throughout",
          ],
          phone: { key: "emergency", label: "Emergency hotline" },
        },
      },
      {
        kind: "prose",
        id: "why-respite-matters",
        title: "Why Respite Matters",
        blocks: [
          "Many family carers go months or years without a proper break. Tiredness builds up, health suffers and relationships become strained. Regular respite helps carers stay well and keep caring for longer.",
          "Respite is good for the person cared for too: a new face, new conversation and a change of routine can be a welcome lift, and it means they are already known to a trusted carer if an emergency happens.",
        ],
      },
      {
        kind: "steps",
        id: "planning",
        title: "Planning Your Respite",
        steps: [
          { title: "Initial Discussion", text: "Tell us what kind of break you need, when, and for how long." },
          {
            title: "Care Assessment",
            text: "We visit to understand the needs, routines and wishes of the person you care for.",
          },
          { title: "Respite Planning", text: "We agree the care plan, the dates and the carer or care home with you." },
          {
            title: "Meet and Greet",
            text: "The carer meets you both before the break begins, so everyone feels at ease.",
          },
        ],
      },
      { kind: "faq", id: "faq", title: "Respite Care Questions", items: respiteFaqs, links: [allFaqsLink] },
      {
        kind: "testimonials",
        id: "testimonials",
        title: "What Carers Say About Our Respite Care",
        items: testimonialsFor("respite"),
      },
      {
        kind: "links",
        id: "carer-resources",
        title: "Resources for Carers",
        intro: "Free guides you can read online or print, and organisations that support family carers.",
        items: [
          ...[guides.planningRespite, guides.emergencyPlan, guides.carerWellbeing, guides.payingForRespite].map(
            (guide) => guideLink(guide, `Read and print: ${guide.title}`),
          ),
          ...usefulContacts(business).slice(0, 2),
        ],
      },
      relatedServices("respite"),
      {
        kind: "cta",
        id: "get-started",
        content: {
          title: "Plan your break today",
          text: "Call us, or book a video consultation at a time that suits you, to talk through respite options.",
          action: videoConsultationLink,
        },
      },
    ],
  };
}
