import type { FaqItem, LinkItem, PageContent, Section } from "#app/content/types.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { assessmentThankYouFaqs } from "#app/content/faqs/assessment-thank-you.ts";
import { contactFaqs } from "#app/content/faqs/contact.ts";
import { eligibilityAndPathways, exploreSupportedLivingFaqs } from "#app/content/faqs/explore-supported-living.ts";
import { freeAssessmentFaqs } from "#app/content/faqs/free-assessment.ts";
import { faqSection } from "#app/content/faqs/general.ts";
import { dementiaFaqs } from "#app/content/faqs/dementia.ts";
import { domiciliaryFaqs } from "#app/content/faqs/domiciliary.ts";
import { elderlyConcerns } from "#app/content/faqs/elderly.ts";
import { liveInFaqs } from "#app/content/faqs/live-in.ts";
import { respiteFaqs } from "#app/content/faqs/respite.ts";
import { supportedLivingFaqs } from "#app/content/faqs/supported-living.ts";
import { contactLink } from "#app/content/shared-sections.ts";

interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
  /** The page these questions come from. */
  source: LinkItem;
}

/** Every question and answer of the site, grouped by topic, each group linking to the page it belongs to. */
export function faqGroups(business: BusinessDetails): FaqGroup[] {
  return [
    {
      id: "general",
      title: "General Questions",
      items: faqSection.items,
      source: { label: "Go to the home page", href: "/" },
    },
    {
      id: "contacting-us",
      title: "Contacting Us",
      items: contactFaqs(business),
      source: { label: "Contact us", href: "/contact" },
    },
    {
      id: "assessments",
      title: "Free Care Assessments",
      items: [...freeAssessmentFaqs, ...assessmentThankYouFaqs],
      source: { label: "Book a free assessment", href: "/free-assessment" },
    },
    {
      id: "domiciliary-care",
      title: "Domiciliary Care",
      items: domiciliaryFaqs,
      source: { label: "Read about domiciliary care", href: "/domiciliary-care" },
    },
    {
      id: "live-in-care",
      title: "Live-in Care",
      items: liveInFaqs,
      source: { label: "Read about live-in care", href: "/live-in-care" },
    },
    {
      id: "supported-living",
      title: "Supported Living",
      items: [...supportedLivingFaqs, ...eligibilityAndPathways, ...exploreSupportedLivingFaqs],
      source: { label: "Read about supported living", href: "/supported-living" },
    },
    {
      id: "respite-care",
      title: "Respite Care",
      items: respiteFaqs,
      source: { label: "Read about respite care", href: "/respite-care" },
    },
    {
      id: "elderly-care",
      title: "Elderly Care: Common Concerns",
      items: elderlyConcerns,
      source: { label: "Read about elderly care", href: "/elderly-care" },
    },
    {
      id: "dementia-care",
      title: "Dementia Care",
      items: dementiaFaqs,
      source: { label: "Read about dementia care", href: "/dementia-care" },
    },
  ];
}

/** Groups with each question once: a question shared by two pages is shown in the first group that has it. */
function withoutRepeats(groups: FaqGroup[]): FaqGroup[] {
  const seen = new Set<string>();
  return groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => (seen.has(item.question) ? false : (seen.add(item.question), true))),
  }));
}

export function faqsPage(business: BusinessDetails): PageContent {
  const groups = withoutRepeats(faqGroups(business));
  return {
    hero: {
      title: "Frequently Asked Questions",
      text: "Answers to the questions families ask us most, grouped by topic. Cannot find your question? Call us or send an enquiry and we will help.",
      actions: [contactLink],
      phone: { key: "main", label: "Call" },
    },
    sections: [
      {
        kind: "links",
        id: "topics",
        title: "Topics",
        items: groups.map((group) => ({ label: group.title, href: `/faqs#${group.id}` })),
      },
      ...groups.map((group): Section => ({
        kind: "faq",
        id: group.id,
        title: group.title,
        items: group.items,
        links: [group.source],
      })),
      {
        kind: "cta",
        id: "still-have-questions",
        content: {
          title: "Still have a question?",
          text: "Our friendly team is happy to help, with no obligation.",
          action: contactLink,
        },
      },
    ],
  };
}
