import type { FaqItem } from "#app/content/types.ts";

export const freeAssessmentFaqs: readonly FaqItem[] = [
  {
    question: "Is the assessment really free?",
    answer: "Yes. The assessment is free and there is no obligation to arrange care with us afterwards.",
  },
  {
    question: "How long does the assessment take?",
    answer: "Usually 45-60 minutes, at home, at a time that suits you.",
  },
  {
    question: "Who should be there?",
    answer:
      "The person who needs care and, if they wish, a relative or friend. If the person cannot take part fully, someone who knows them well can help us understand their needs.",
  },
  {
    question: "What if we decide not to go ahead?",
    answer:
      "That is fine. Roughly 1 in 3 assessments do not lead to care with us, and we are always happy to point you to other help if we are not the right fit.",
  },
  {
    question: "Can the assessment happen in hospital?",
    answer:
      "Yes. If someone is preparing to come home from hospital we can meet them and the discharge team there, so that care is ready when they arrive home.",
  },
];
