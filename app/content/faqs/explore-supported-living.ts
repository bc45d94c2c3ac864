import type { FaqItem } from "#app/content/types.ts";

export const eligibilityAndPathways: readonly FaqItem[] = [
  {
    question: "Who is eligible for supported living?",
    answer:
      "Adults aged 18 or older with a learning disability, autism, a physical disability or mental-health needs, who want to live more independently and would benefit from support. Support is usually funded after a needs assessment by the council or the NHS.",
  },
  {
    question: "Planning from school to adult life",
    answer:
      "Transition planning can start from age 14, alongside a young person's Education, Health and Care Plan. We can join reviews, visit homes with the young person and plan a move at their pace for when they turn 18 or later.",
  },
  {
    question: "Referral by a social worker or the NHS",
    answer:
      "Social workers, community learning disability teams, mental-health teams and hospital discharge teams can refer to us directly. We then meet the person and agree a plan with everyone involved.",
  },
  {
    question: "Contacting us yourself",
    answer:
      "You, or a family member with your agreement, can contact us directly. If you do not yet have a social worker, we can explain how to ask the council for a needs assessment.",
  },
  {
    question: "Moving on from hospital or residential care",
    answer:
      "Step-down flats give people leaving hospital or residential care a short-term home where they can rebuild skills and confidence before moving to a long-term home.",
  },
];

export const exploreSupportedLivingFaqs: readonly FaqItem[] = [
  {
    question: "Do I have to live with other people?",
    answer:
      "No. You can have your own flat, a flat in a small cluster with staff nearby, or share a house with 2-4 housemates. We help you choose what suits you.",
  },
  {
    question: "Who pays the rent?",
    answer:
      "You are the tenant and the rent is yours to pay, but most people receive Housing Benefit or the housing part of Universal Credit to cover it. We help you claim.",
  },
  {
    question: "Can I try a home before I move?",
    answer:
      "Yes. You can visit as many times as you need, meet staff and housemates and, in some homes, stay for a trial visit first.",
  },
  {
    question: "Is the support calculator's answer final?",
    answer:
      "No. The calculator gives a rough guide only. Your support hours are agreed with you and your funder after a proper assessment.",
  },
];
