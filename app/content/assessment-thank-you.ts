import type { PageContent } from "#app/content/types.ts";
import { assessmentThankYouFaqs } from "#app/content/faqs/assessment-thank-you.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import { navigationOrder } from "#app/content/services.ts";

export const assessmentThankYouPage: PageContent = {
  hero: {
    badge: "Request Received",
    title: "Thank You for Your Assessment Request",
    text: "We have your request for a free care assessment. A member of our care team will call you to arrange the visit.",
    actions: [{ label: "Return to Home", href: "/" }],
    phone: { key: "main", label: "Call" },
  },
  sections: [
    {
      kind: "checklist",
      id: "preparing",
      title: "Preparing for Your Assessment",
      items: [
        "Make a list of the medicines taken, or have the boxes to hand",
        "Think about a typical day and where help would make a difference",
        "Note any health conditions, allergies and mobility needs",
        "Have GP and pharmacy details ready",
        "Ask a relative or friend to join you if you would like",
        "Write down any questions you want to ask us",
      ],
    },
    { kind: "faq", id: "faq", title: "Questions About Your Assessment", items: assessmentThankYouFaqs },
    { kind: "related", id: "care-types", title: "Explore Our Care Services", services: navigationOrder },
    {
      kind: "testimonials",
      id: "testimonial",
      title: "What Families Say About Their Assessment",
      items: testimonialsFor("assessment"),
    },
  ],
};
