import type { FaqItem } from "#app/content/types.ts";

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
