import type { FaqItem } from "#app/content/types.ts";
import { priceText } from "#app/config/prices.ts";
import { careCostsLink } from "#app/content/shared-sections.ts";

export const liveInFaqs: readonly FaqItem[] = [
  {
    question: "How much does live-in care cost?",
    answer: `Live-in care starts from ${priceText.liveInWeekly}. The price depends on the level of care, whether care is needed at night and whether one or two people are supported. You receive a written quote after your free assessment.`,
    link: careCostsLink,
  },
  {
    question: "Why do you use two carers?",
    answer:
      "Two dedicated carers take turns living with you, working in shifts, so that each carer is rested and you always have someone you know. Your carers hand over to each other and keep the care plan up to date.",
  },
  {
    question: "Where does the carer sleep?",
    answer:
      "The carer needs a private bedroom with a bed and somewhere to keep their things. They have their breaks each day, and we plan cover for those times with you.",
  },
  {
    question: "Can live-in care help with complex needs?",
    answer:
      "Yes. Our live-in carers are trained to support people living with dementia, Parkinson's, multiple sclerosis, stroke, and people receiving palliative care, working with district nurses, GPs and specialists.",
  },
  {
    question: "Where do you provide live-in care?",
    answer:
      "Our live-in care is available across the UK, and is managed from our office in Milton Keynes by a care manager who visits and reviews the care regularly.",
  },
];
