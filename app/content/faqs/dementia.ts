import type { FaqItem } from "#app/content/types.ts";
import { factText } from "#app/config/facts.ts";

export const dementiaFaqs: readonly FaqItem[] = [
  {
    question: "Are your carers trained in dementia care?",
    answer:
      "Yes. Every carer receives dementia training, and our dementia specialists have further training in communication, distressed behaviour and end-of-life care.",
  },
  {
    question: "Can someone with dementia stay at home?",
    answer:
      "Many people can stay at home for years with the right support, from a few visits a week in the early stages to live-in care later on. Familiar surroundings often reduce confusion and distress.",
  },
  {
    question: "What happens if needs change quickly?",
    answer: `Call us at any time. A dementia specialist calls back ${factText.dementiaCallback}, 24/7, and we can increase visits, add night care or arrange live-in care.`,
  },
  {
    question: "Do you support families too?",
    answer:
      "Yes. We keep families informed, explain what to expect as dementia progresses and can arrange respite so family carers get a break.",
  },
];
