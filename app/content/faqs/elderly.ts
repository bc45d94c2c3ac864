import type { FaqItem } from "#app/content/types.ts";

export const elderlyConcerns: readonly FaqItem[] = [
  {
    question: "“I don't want strangers in my home.”",
    answer:
      "You meet your carers before care begins, and we keep the same small team visiting you. Many people tell us their carers soon feel like friends.",
  },
  {
    question: "“I'm worried about losing my independence.”",
    answer:
      "Our carers help you do things for yourself rather than taking over. The aim of elderly care is to keep you independent at home for as long as possible.",
  },
  {
    question: "“What if I only need a little help?”",
    answer:
      "There is no minimum commitment. Elderly care can start at 2 hours a week and grow only if and when you want it to.",
  },
  {
    question: "“Can my family stay involved?”",
    answer:
      "Yes. With your permission we keep your family updated, invite them to reviews and work alongside the help they already give.",
  },
];
