import type { CallToActionContent, IconName } from "#app/content/types.ts";
import { factText, yearsOfExperience } from "#app/config/facts.ts";

/** The home page's copy, section by section in the order the page shows them. */

export const hero = {
  badge: "CQC Fully Regulated Care Provider",
  headline: "Compassionate Care In The Comfort Of Your Home",
  text: "Professional home care that helps you or the person you love keep their independence, with dignity, in the place they know best. Our trained carers support people across Milton Keynes and Buckinghamshire.",
  primaryAction: { label: "Get Free Assessment", href: "/free-assessment" },
  image: { slot: "hero-home", alt: "Drawing of a home at dusk, with a lit window and a garden path to its door" },
} as const;

/**
 * The four trust figures under the hero. The years figure follows from the year the provider started (app/config/facts.ts),
 * as of the year given: the loader passes the year it runs in (the build's, for this prerendered page).
 */
export function trustFigures(asOfYear: number) {
  return [
    { figure: factText.familiesServed, label: "Families Served" },
    { figure: "24/7", label: "Care Available" },
    { figure: yearsOfExperience(asOfYear), label: "Years Experience" },
    { figure: "CQC", label: "Regulated" },
  ] as const;
}

export const servicesSection = {
  title: "How We Can Support You",
  subtitle: "Tailored care services to meet your unique needs",
} as const;

export const whyChoose: {
  title: (tradingName: string) => string;
  points: readonly { title: string; text: string; icon: IconName }[];
} = {
  title: (tradingName) => `Why Families Trust ${tradingName}`,
  points: [
    {
      title: "Exceptional Staff",
      text: "Every carer holds a nationally recognised qualification (NVQ or equivalent) and an enhanced DBS check, with ongoing training in safeguarding, medication, moving and handling, and dementia.",
      icon: "user",
    },
    {
      title: "CQC Regulated",
      text: "We are registered with and inspected by the Care Quality Commission, the independent regulator of health and social care in England.",
      icon: "shield",
    },
    {
      title: "Person-Centred Care",
      text: "Your care plan is built around your routines, preferences and goals, and reviewed with you regularly as your needs change.",
      icon: "heart",
    },
    {
      title: "Local Expertise",
      text: "We are a local team who know Milton Keynes and Buckinghamshire, its hospitals, GP surgeries and community services.",
      icon: "mapPin",
    },
  ],
};

export const howItWorks = {
  title: "How It Works",
  subtitle: "Simple 4-step process to get the care you need",
  steps: [
    {
      title: "Initial Contact",
      text: "Call us or fill in a short form. We will talk through your situation in a free consultation, with no obligation.",
    },
    {
      title: "Free Assessment",
      text: "A care manager visits you at home to understand your needs, routines and wishes.",
    },
    {
      title: "Personalised Plan",
      text: "We write a care plan tailored to you, and you meet your carers before care begins.",
    },
    { title: "Ongoing Support", text: "We review your care regularly and adjust it whenever your needs change." },
  ],
  action: { label: "Start Your Care Journey", href: "/contact" },
} as const;

export const testimonialsSection = {
  title: "What Families Say About Us",
  reviewsLinkLabel: "Read All Reviews on Google",
} as const;

/** The home page's testimonials, kept with every other testimonial in testimonials.ts. */
import { homeTestimonials } from "#app/content/testimonials.ts";
export { homeTestimonials as testimonials };

/** The home page's questions, kept with the other FAQ lists (the contact page and /faqs share them). */
import { faqSection } from "#app/content/faqs/general.ts";
export { faqSection };

/** The postcode checker and the way to the cost estimator, near the hero (also on /contact and the service pages). */
import { careQuestionsSection } from "#app/content/shared-sections.ts";

/** The areas served, shared with the contact page. */
import { areasServed } from "#app/content/areas.ts";
export { areasServed };

/** The areas list repeats /contact and the postcode checker's page, so the home page keeps it folded under this. */
export const areasListLabel = "See the towns and areas we visit";

export const cqcSection = {
  title: "Our CQC Rating",
  text: "The Care Quality Commission inspects and rates every registered care provider in England. Read our latest rating and inspection report on the CQC website.",
} as const;

export const closingCallToAction: CallToActionContent = {
  title: "Talk to us about care today",
  text: "Book a free, no-obligation care assessment at home, or call our friendly team for advice.",
  action: { label: "Get Free Assessment", href: "/free-assessment" },
};

/**
 * The whole page's copy for the route's loader, with the provider's name filled in: prerendering puts it in the HTML,
 * so it does not travel again as a script.
 */
export function homePageCopy(tradingName: string, asOfYear: number) {
  return {
    hero,
    trustFigures: trustFigures(asOfYear),
    careQuestions: careQuestionsSection,
    servicesSection,
    whyChoose: { title: whyChoose.title(tradingName), points: whyChoose.points },
    howItWorks,
    testimonialsSection,
    testimonials: homeTestimonials,
    faqSection,
    areasServed,
    areasListLabel,
    cqcSection,
    closingCallToAction,
  };
}
