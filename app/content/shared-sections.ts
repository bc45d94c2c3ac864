import type { ProseBlock, Section } from "#app/content/types.ts";
import { navigationOrder, type ServiceKey } from "#app/content/services.ts";

/** Links and sections that several pages share, written once. */

export const freeAssessmentLink = { label: "Get Free Assessment", href: "/free-assessment" } as const;
export const bookingFormLink = { label: "Book Your Free Assessment", href: "/free-assessment#booking-form" } as const;
export const callbackLink = { label: "Request a Callback", href: "/request-a-callback" } as const;
export const videoConsultationLink = {
  label: "Book Video Consultation",
  href: "/request-a-callback?topic=Video%20consultation",
} as const;
export const contactLink = { label: "Get in Touch", href: "/contact" } as const;
export const allFaqsLink = { label: "View All FAQs", href: "/faqs" } as const;
export const careCostsLink = { label: "Estimate your care costs", href: "/care-costs" } as const;

/**
 * The two questions families ask first, side by side: the postcode checker (posting to /do-we-cover-my-area) and the
 * way to the cost estimator. Near the top of the home page, and on /contact and every service page.
 */
export const careQuestionsSection: Extract<Section, { kind: "care-questions" }> = {
  kind: "care-questions",
  id: "care-questions",
  title: "Do We Cover You? What Will It Cost?",
  coverage: {
    title: "Do we visit your area?",
    text: "Enter your postcode to see straight away whether our carers visit you.",
  },
  costs: {
    title: "What will care cost?",
    text: "Estimate the cost of visiting care from the visits you need, and see our live-in care and supported living prices.",
    link: careCostsLink,
  },
};

/** The other five services, as cards, at the end of a service page. */
export function relatedServices(current: ServiceKey): Section {
  return {
    kind: "related",
    id: "related-services",
    title: "Related Services",
    subtitle: "Care that often works alongside this service",
    services: navigationOrder.filter((key) => key !== current),
  };
}

/** A headed section of running text: the building block of policies and statements. */
export function prose(id: string, title: string, blocks: readonly ProseBlock[]): Section {
  return { kind: "prose", id, title, blocks };
}
