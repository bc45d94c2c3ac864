import type { FaqItem, PageContent } from "~/components/content-page/content-page";
import { testimonialsByAuthor as t } from "./testimonials";
import { navigationOrder } from "./services";

export const assessmentThankYouFaqs: readonly FaqItem[] = [
  {
    question: "What happens on the first call?",
    answer:
      "We confirm a date and time for your assessment, check the address and ask whether anything would help the visit, such as a relative being there or an interpreter.",
  },
  {
    question: "What if we miss your call?",
    answer: "We try up to 3 times and leave a message. You can also call us back at any time during office hours.",
  },
  {
    question: "Can I change the assessment date?",
    answer: "Of course. Just tell us on the call, or ring us, and we will find a time that suits you better.",
  },
  {
    question: "Do I need to pay for anything?",
    answer: "No. The assessment is free and you are under no obligation to arrange care with us.",
  },
];

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
    { kind: "testimonials", id: "testimonial", title: "What Families Say About Their Assessment", items: [t.janet] },
  ],
};
