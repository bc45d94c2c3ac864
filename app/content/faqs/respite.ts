import type { FaqItem } from "#app/content/types.ts";

export const respiteFaqs: readonly FaqItem[] = [
  {
    question: "How long can respite care last?",
    answer:
      "Respite can last from a few hours to several weeks. Visiting respite has a 2-hour minimum per visit, and care-home respite is usually booked for at least 1 week.",
  },
  {
    question: "How much notice do you need?",
    answer:
      "Ideally 1 to 2 weeks, so that we can complete an assessment and introduce the carer. In an emergency we can often arrange respite within hours.",
  },
  {
    question: "Will the person I care for meet the carer first?",
    answer:
      "Yes. For planned respite we arrange a meet and greet before the break begins, so that everyone feels comfortable and the carer understands routines.",
  },
  {
    question: "Can respite be regular?",
    answer:
      "Yes. Many families book a regular afternoon each week or a week every few months. Regular respite helps carers keep going and lets the person cared for get to know their respite carer.",
  },
  {
    question: "Can the council help pay for respite?",
    answer:
      "Often, yes. A carer's assessment from your local council can lead to a budget for breaks. Our guide to paying for respite care explains the options.",
  },
];
