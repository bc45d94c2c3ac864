import type { PageContent } from "#app/content/types.ts";
import { factText } from "#app/config/facts.ts";
import { dementiaFaqs } from "#app/content/faqs/dementia.ts";
import { guideLink, guides } from "#app/content/guides.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import { allFaqsLink, careQuestionsSection, relatedServices } from "#app/content/shared-sections.ts";

export const dementiaPage: PageContent = {
  hero: {
    image: {
      slot: "hero-dementia-care",
      alt: "Drawing of an armchair by a lamp, with framed family photographs on the wall",
    },
    badge: "Specialist Dementia Care",
    title: "Dementia Care at Home",
    text: "Specialist, person-centred support that helps people living with dementia stay safe, calm and connected in the home they know, with trained carers who see the person first.",
    actions: [{ label: "Request Care Assessment", href: "/free-assessment#booking-form" }],
    phone: { key: "main", label: "Call" },
    points: [
      "Trained dementia specialists",
      `A specialist calls back ${factText.dementiaCallback}, 24/7`,
      "Support for the whole family",
    ],
  },
  sections: [
    {
      kind: "prose",
      id: "philosophy",
      title: "Our Approach to Dementia Care",
      blocks: [
        "Dementia changes how a person thinks and remembers, but not who they are. Our care starts with the person: their life story, their relationships, the music they love and the routines that make them feel at home.",
        "We support people in Milton Keynes, Buckinghamshire, Bedfordshire and Northamptonshire at every stage, and we work closely with families, GPs and memory services.",
      ],
    },
    {
      kind: "cards",
      id: "types-and-stages",
      title: "Types and Stages of Dementia",
      subtitle: "Care that adapts as needs change",
      cards: [
        {
          title: "Alzheimer's Disease",
          text: "The most common type. Memory loss comes first, with difficulty finding words and following conversations.",
        },
        {
          title: "Vascular Dementia",
          text: "Caused by reduced blood flow to the brain, often after strokes. Changes can happen in steps.",
        },
        {
          title: "Lewy Body and Other Dementias",
          text: "Can bring hallucinations, movement difficulties or changes in behaviour and personality.",
        },
        { title: "Early Stage", text: "Reminders, companionship and help to keep up hobbies and plan for the future." },
        {
          title: "Middle Stage",
          text: "Daily help with personal care, meals and medication, and support when confusion or distress arise.",
        },
        { title: "Later Stage", text: "Round-the-clock, gentle care focused on comfort, dignity and connection." },
      ],
    },
    careQuestionsSection,
    {
      kind: "cards",
      id: "services",
      title: "How We Support People Living With Dementia",
      cards: [
        {
          icon: "user",
          title: "Daily Living",
          bullets: ["Personal care at a calm pace", "Meals, drinks and nutrition", "Medication support"],
        },
        {
          icon: "brain",
          title: "Cognitive and Emotional Support",
          bullets: ["Memory and reminiscence activities", "Reassurance and companionship", "Keeping up friendships"],
        },
        {
          icon: "heart",
          title: "Behavioural Support",
          bullets: ["Understanding the cause of distress", "Calm, consistent responses", "Working with specialists"],
        },
        {
          icon: "home",
          title: "Safe Environments",
          bullets: ["Reducing trip hazards", "Signs, lighting and routines", "Help with safety technology"],
        },
      ],
      columns: 4,
    },
    {
      kind: "banner",
      content: {
        id: "dementia-emergency",
        title: "Dementia Crisis? We Answer 24/7",
        text: `If someone living with dementia is in crisis or their carer cannot cope, call our 24/7 line. A dementia specialist calls you back ${factText.dementiaCallback}, day or night.`,
        phone: { key: "emergency", label: "Call our 24/7 line" },
      },
    },
    {
      kind: "prose",
      id: "person-first",
      title: "Person First, Dementia Second",
      blocks: [
        [
          "Knowing the Person: We learn their life story, their interests and what brings them comfort, and use it every day.",
          "Consistent Carers: A small team of familiar faces, so the person feels safe and trust grows.",
          "Dignity and Choice: We offer choices in simple ways and support people to do as much as they can themselves.",
          "Working With Families: Families are partners in care, and we share what we learn and listen to what they know.",
        ],
      ],
    },
    {
      kind: "cards",
      id: "activities",
      title: "Meaningful Activities",
      cards: [
        {
          title: "Music and Reminiscence",
          text: "Favourite songs, photo albums and memory boxes that spark conversation.",
        },
        { title: "Gentle Exercise", text: "Walks, chair exercises and gardening to help mobility, sleep and mood." },
        { title: "Creative Activities", text: "Baking, painting and crafts that bring a sense of purpose." },
        {
          title: "Social Connection",
          text: "Memory cafés, visits to friends and family, and trips to familiar places.",
        },
      ],
      columns: 4,
    },
    {
      kind: "prose",
      id: "live-in-dementia-care",
      title: "Live-in Dementia Care",
      blocks: [
        "When someone with dementia needs support day and night, live-in care lets them stay at home rather than move to a care home. A trained carer lives with them, with two dedicated carers working in shifts.",
        "Staying in familiar surroundings, with familiar routines, can reduce confusion and distress. Couples can stay together, and families can visit whenever they like.",
      ],
      links: [{ label: "Read about live-in care", href: "/live-in-care" }],
    },
    { kind: "testimonials", id: "testimonials", title: "What Families Say", items: testimonialsFor("dementia") },
    { kind: "faq", id: "faq", title: "Dementia Care Questions", items: dementiaFaqs, links: [allFaqsLink] },
    {
      kind: "links",
      id: "guide",
      title: "A Free Guide for Families",
      items: [guideLink(guides.dementia, "Download Care Guide: read and print our dementia guide")],
    },
    relatedServices("dementia"),
    {
      kind: "contact",
      content: {
        id: "contact-us",
        title: "Talk to a Dementia Specialist",
        text: "Whether you have a new diagnosis or needs have changed, we are here to help. Get in touch for friendly, expert advice.",
        phone: "main",
        action: { label: "Get in Touch", href: "/contact" },
      },
    },
  ],
};
