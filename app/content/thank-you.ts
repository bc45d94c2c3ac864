import type { PageContent } from "#app/content/types.ts";
import { factText } from "#app/config/facts.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { callbackLink } from "#app/content/shared-sections.ts";

/**
 * The booking's confirmation. `promise`: out of office hours, what the server says instead of the usual promise, when
 * we will call (app/enquiries/due-time.ts); the spec's words otherwise.
 */
export function thankYouPage(business: BusinessDetails, promise?: string | null): PageContent {
  return {
    hero: {
      badge: "Booking Received",
      title: "Thank You: Your Assessment Booking Is Received",
      text: promise ?? `Assessment booking received! We'll contact you ${factText.assessmentConfirm} to confirm.`,
      actions: [{ label: "Return to Home", href: "/" }],
    },
    sections: [
      {
        kind: "steps",
        id: "next-steps",
        title: "What Happens Next",
        steps: [
          {
            title: "We Confirm Your Visit",
            text: `A care manager contacts you ${factText.assessmentConfirm} during office hours to confirm the date and time.`,
          },
          {
            title: "Your Home Assessment",
            text: "We visit for 45-60 minutes to understand needs, routines and wishes.",
          },
          {
            title: "Your Care Plan and Quote",
            text: "We send a personal care plan and a clear written quote. You decide in your own time.",
          },
        ],
      },
      {
        kind: "cards",
        id: "contact-options",
        title: "Need to Talk Sooner?",
        cards: [
          {
            icon: "phone",
            title: "Call Us",
            text: business.officeHoursText,
            links: [{ label: `Call ${business.mainPhone}`, href: telHref(business.mainPhone) }],
          },
          {
            icon: "mail",
            title: "Email Us",
            text: `We reply ${factText.enquiryReply} during office hours.`,
            links: [{ label: business.email, href: `mailto:${business.email}` }],
          },
          {
            icon: "clock",
            title: "Urgent Care",
            text: "Our 24/7 helpline is always answered.",
            links: [{ label: `Call ${business.emergencyPhone}`, href: telHref(business.emergencyPhone) }],
          },
        ],
      },
      {
        kind: "links",
        id: "while-you-wait",
        title: "While You Wait",
        items: [
          { label: "Home page", href: "/", description: "Our services, how we work and what families say." },
          { label: "About us", href: "/about", description: "Our story, our values and the team behind your care." },
          {
            label: "Domiciliary care",
            href: "/domiciliary-care",
            description: "Visits at home from 30 minutes, and what they include.",
          },
          { ...callbackLink, description: "Prefer a call at a particular time? Choose when." },
        ],
      },
    ],
  };
}
