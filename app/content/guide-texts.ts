import type { EasyReadPoint, ProseBlock } from "#app/content/types.ts";
import type { guides } from "#app/content/guides.ts";
import { exampleMonth, pounds, supportHoursText } from "#app/config/prices.ts";

/** A guide's text: paragraphs and lists, or Easy Read points (a short sentence beside a picture each). */
export type GuideText = readonly ProseBlock[] | { easyRead: readonly EasyReadPoint[] };

/** The text of each guide of guides.ts, shown on /resources. */
export const guideTexts: Record<keyof typeof guides, GuideText> = {
  planningRespite: [
    "Respite is a planned break for a family carer, while the person you look after is cared for by someone else. It can last a few hours, a few days or several weeks.",
    "Think about what kind of break you need and what would suit the person you care for:",
    [
      "Visiting respite: a carer comes to the home for at least 2 hours at a time, so you can go out or rest.",
      "Live-in respite: a carer lives in the home while you are away, so routines stay the same.",
      "Care-home respite: a short stay, usually of at least 1 week, in a partner home rated by the CQC.",
    ],
    "Book 1 to 2 weeks ahead where you can, and longer for school holidays and Christmas. Write down daily routines, medication, likes and dislikes, and who to call in an emergency, and share it with the carer before the break begins.",
  ],
  emergencyPlan: [
    "If you were taken ill or had an accident, who would look after the person you care for? An emergency plan answers that question in advance and gives peace of mind.",
    "Your plan should say:",
    [
      "the name, address and date of birth of the person you care for",
      "their GP, medication and any allergies",
      "the care they need each day, and at what times",
      "two people who can be contacted in an emergency",
      "how to reach us for emergency respite, day or night",
    ],
    "Keep a copy at home where it is easy to find, give a copy to your emergency contacts, and check it every six months. Many local carers' services also offer a carer's emergency card for your purse or wallet.",
  ],
  carerWellbeing: [
    "Caring for someone you love can be rewarding, but it is also tiring. Looking after your own health is not selfish: it is what lets you keep caring.",
    [
      "Ask your council for a carer's assessment: it is free, and it can lead to support for you.",
      "Tell your GP that you are a carer; many practices offer flexible appointments and health checks.",
      "Plan regular breaks, even short ones, before you reach exhaustion.",
      "Talk to other carers through a local carers' group or a national helpline.",
    ],
    "If you feel low or overwhelmed, please speak to your GP or call a helpline. You do not have to manage alone.",
  ],
  payingForRespite: [
    "Your local council may help to pay for respite after a needs assessment for the person you care for and a carer's assessment for you. Milton Keynes City Council and Buckinghamshire Council both offer these assessments free of charge.",
    [
      "A carer's personal budget or direct payment can pay for breaks.",
      "The person you care for may have a personal budget that includes respite.",
      "Attendance Allowance or Personal Independence Payment can help with the cost of care.",
      "Some charities give grants for short breaks.",
    ],
    "If you pay for respite yourself, ask us for a written quote after a free assessment. There is no charge for the assessment and no obligation.",
  ],
  dementia: [
    "Most people living with dementia want to stay at home, and with the right support many can do so for years. Familiar rooms, routines and people help to reduce confusion and distress.",
    [
      "Keep a simple daily routine, with meals and activities at similar times.",
      "Speak calmly, one idea at a time, and give time for an answer.",
      "Label cupboards and doors, and keep rooms well lit and free of trip hazards.",
      "Use a memory box or life-story book to start conversations.",
      "Watch for pain, hunger or tiredness behind changes in behaviour.",
    ],
    "Ask your GP for a referral to the local memory service, and contact us for advice at any stage: our dementia specialists support families as well as the person living with dementia.",
  ],
  supportedLiving: [
    "Supported living means having your own home and your own tenancy, with support from a team that helps you live the life you choose.",
    [
      "Types of home: your own flat, a shared house with 2-4 housemates, a flat in a cluster with staff nearby, specialist accommodation, or a step-down flat after hospital.",
      `Support levels: low (${supportHoursText("low")}), moderate (${supportHoursText("moderate")}), high (${supportHoursText("high")}) or 24/7.`,
      "Who it is for: adults aged 18 or over; transition planning can start from age 14.",
    ],
    "Rent is usually covered by Housing Benefit or Universal Credit, and support by the council, the NHS or a personal budget. Our team will explain your options at a free assessment.",
  ],
  easyReadTenancy: {
    easyRead: [
      {
        text: "Your tenancy is an agreement between you and your landlord.",
        image: { slot: "easy-read-agreement", alt: "Two hands shaking over a signed paper" },
      },
      {
        text: "It says this is your home.",
        image: { slot: "easy-read-your-home", alt: "A house with a heart on its door" },
      },
      {
        text: "You pay rent. Benefits can help you pay it.",
        image: { slot: "easy-read-rent", alt: "A hand holding coins" },
      },
      {
        text: "Your landlord must keep your home safe and fix things that break.",
        image: { slot: "easy-read-repairs", alt: "A spanner beside a house" },
      },
      {
        text: "You choose who comes into your home.",
        image: { slot: "easy-read-visitors", alt: "A person at an open front door" },
      },
      {
        text: "Your support team helps you. They do not own your home.",
        image: { slot: "easy-read-support", alt: "A support worker helping a person" },
      },
      {
        text: "If you are worried about your home, tell someone you trust, or ask your support worker to help you call us.",
        image: { slot: "easy-read-worried", alt: "Two people talking, one holding a telephone" },
      },
    ],
  },
  fundingSupportedLiving: [
    "Supported living has two separate costs: the rent and bills for your home, and the support you receive.",
    [
      "Rent: usually paid through Housing Benefit or the housing part of Universal Credit.",
      "Support: usually paid by the council after a needs assessment, by the NHS through Continuing Healthcare, or through a personal budget or direct payment.",
      "Living costs such as food and leisure: paid from your own income and benefits.",
    ],
    `Example monthly totals of rent and support are ${pounds(exampleMonth("low").total)} with low support, ${pounds(exampleMonth("moderate").total)} with moderate support and ${pounds(exampleMonth("roundTheClock").total)} with 24/7 support. Your own costs depend on your home and your support plan.`,
  ],
  dayInSupportedLiving: [
    "Morning: Tom gets himself up at eight. His support worker pops in to remind him about his medication and they plan the day together.",
    "Daytime: Tom travels by bus to his volunteering job at a garden centre, a route he learned with travel training last year.",
    "Evening: Tom and his two housemates cook a meal together with some help, then Tom watches football with a friend. Staff are in the house overnight if anyone needs them.",
  ],
  movingIn: [
    [
      "Visit the home, meet the staff and, in shared homes, the housemates.",
      "Sign your tenancy with help from someone you trust.",
      "Plan your move: furniture, belongings and a moving date.",
      "Move in with your support team there to help you settle.",
      "Review how things are going after the first few weeks.",
    ],
    "Moves are planned at your pace. Some people visit several times before they decide.",
  ],
};
