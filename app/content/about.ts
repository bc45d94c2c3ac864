import type { PageContent } from "#app/content/types.ts";
import { factText, facts } from "#app/config/facts.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import { bookingFormLink, freeAssessmentLink } from "#app/content/shared-sections.ts";
import { navigationOrder } from "#app/content/services.ts";

export function aboutPage(business: BusinessDetails): PageContent {
  const name = business.tradingName;
  return {
    hero: {
      image: { slot: "hero-about", alt: "Drawing of a street of houses with trees and lit windows" },
      badge: `Caring for Local Families Since ${facts.servingSince}`,
      title: `About ${name}`,
      text: `${name} is a CQC-regulated home care provider based in Milton Keynes. We help older people, people living with dementia and people with disabilities live well in their own homes, with care that is kind, skilled and reliable.`,
      actions: [freeAssessmentLink, { label: "Meet Our Team", href: "/about#team" }],
      phone: { key: "main", label: "Call" },
    },
    sections: [
      {
        kind: "prose",
        id: "our-story",
        title: "Our Story",
        image: { slot: "about-story", alt: "" },
        blocks: [
          `${name} began in ${facts.servingSince} with a simple idea: that people deserve to be cared for at home the way we would want our own parents to be cared for. What started as a small team of carers in Milton Keynes now supports families across Milton Keynes, Buckinghamshire, Bedfordshire and Northamptonshire, and arranges live-in care across the UK.`,
          "We have grown carefully, keeping the things that families tell us matter most: the same familiar carers, visits on time, and a manager who answers the phone and knows your name.",
        ],
      },
      {
        kind: "prose",
        id: "mission",
        title: "Our Mission",
        blocks: [
          "To help every person we support live safely, independently and with dignity in their own home, and to give their families peace of mind.",
        ],
      },
      {
        kind: "cards",
        id: "values",
        title: "Our Core Values",
        cards: [
          { icon: "heart", title: "Compassion", text: "We treat every person with warmth, patience and kindness." },
          {
            icon: "user",
            title: "Dignity",
            text: "We respect privacy, choices and the way each person wants to live.",
          },
          {
            icon: "shield",
            title: "Integrity",
            text: "We are honest with families, open about costs and quick to put things right.",
          },
          { icon: "check", title: "Reliability", text: "We turn up on time, every time, and keep our promises." },
          {
            icon: "key",
            title: "Independence",
            text: "We help people do what they can for themselves, not take over.",
          },
          {
            icon: "home",
            title: "Community",
            text: "We are part of the places we serve and help people stay connected to them.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "what-makes-us-different",
        title: "What Makes Us Different",
        items: [
          "Familiar Carers: A small, consistent team for each person, introduced before care begins.",
          "Care From 30 Minutes: Visits that are long enough to do things properly, never rushed.",
          `Care Within ${facts.careStartHours} Hours: When care is urgent, we can often start ${factText.careStart}.`,
          "24/7 On-Call Support: A manager is on call day and night for the people we support and their families.",
          "Specialist Dementia Care: Dementia specialists who advise carers and families at every stage.",
          "Local Knowledge: We know the hospitals, GPs and community services of Milton Keynes and Buckinghamshire.",
        ],
      },
      {
        kind: "cards",
        id: "team",
        title: "Meet the Team",
        subtitle: "The people behind your care",
        cards: [
          {
            image: { slot: "team-registered-manager", alt: "" },
            title: "Registered Manager",
            text: "Registered with the CQC and responsible for the quality and safety of all our care.",
          },
          {
            image: { slot: "team-care-managers", alt: "" },
            title: "Care Managers",
            text: "Carry out assessments, write care plans and review care with you regularly.",
          },
          {
            image: { slot: "team-care-coordinators", alt: "" },
            title: "Care Coordinators",
            text: "Plan rotas so you see familiar carers at the times agreed.",
          },
          {
            image: { slot: "team-dementia-specialists", alt: "" },
            title: "Dementia Specialists",
            text: "Experienced carers with advanced dementia training who support families and colleagues.",
          },
          {
            image: { slot: "team-carers", alt: "" },
            title: "Carers and Support Workers",
            text: "The heart of our service: trained, DBS-checked and chosen for their kindness.",
          },
          {
            image: { slot: "team-office", alt: "" },
            title: "Office Team",
            text: "Answer your calls, arrange changes and make sure nothing falls through the gaps.",
          },
        ],
        links: [{ label: "Join Our Team", href: "/careers" }],
      },
      { kind: "related", id: "services", title: "Our Services", services: navigationOrder },
      {
        kind: "slot",
        id: "regulation-and-training",
        title: "Regulated, Trained and Checked",
        intro: `${name} is registered with the Care Quality Commission (CQC), the independent regulator of health and social care in England. Every carer holds an NVQ or equivalent qualification and an enhanced DBS check, and receives ongoing training in safeguarding, medication management, moving and handling, and dementia care.`,
        slot: "cqc-rating",
      },
      { kind: "testimonials", id: "testimonials", title: "What Families Say", items: testimonialsFor("about") },
      {
        kind: "checklist",
        id: "our-promise",
        title: "Our Promise to You",
        items: [
          "We will listen to you and plan care around your wishes",
          "We will introduce your carers before care begins",
          "We will arrive on time and stay for the full visit",
          "We will treat you and your home with respect",
          "We will keep your family informed, with your permission",
          "We will review your care regularly and whenever you ask",
          "We will be open about costs, with no hidden charges",
          "We will answer the phone, day or night, if you need us",
        ],
      },
      {
        kind: "contact",
        content: {
          id: "contact-us",
          title: "Get in Touch",
          text: "Call us for friendly advice, or book a free home assessment with no obligation.",
          phone: "main",
          action: bookingFormLink,
        },
      },
    ],
  };
}
