import type { FaqItem } from "#app/content/types.ts";
import { priceText } from "#app/config/prices.ts";
import { careCostsLink } from "#app/content/shared-sections.ts";

export const domiciliaryFaqs: readonly FaqItem[] = [
  {
    question: "How long is a domiciliary care visit?",
    answer:
      "Visits start from 30 minutes. Most people have short visits of 30 to 60 minutes, standard visits of 1 to 2 hours or extended visits of 2 to 4 hours, and we also offer overnight care. You can mix visit lengths across the week.",
  },
  {
    question: "How much does domiciliary care cost?",
    answer: `Domiciliary care starts from ${priceText.hourly}. The cost depends on how long and how often visits are, and on the time of day. After your free assessment you receive a written quote, with no obligation.`,
    link: careCostsLink,
  },
  {
    question: "How soon can visits start?",
    answer:
      "Domiciliary care often starts 24 to 48 hours after your assessment. If care is needed urgently, for example after a hospital stay, tell us and we will do our best to start sooner.",
  },
  {
    question: "Will I see the same carers each time?",
    answer:
      "We keep a small, regular team for each person so that you get to know your carers and they get to know your routines. We introduce new carers before they visit.",
  },
  {
    question: "Can I change or cancel a visit?",
    answer:
      "Yes. Please give us 24 hours' notice where possible when you want to cancel a visit or change its time, and we will rearrange it with you.",
  },
];
