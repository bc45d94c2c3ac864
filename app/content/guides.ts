import type { DescribedLink } from "#app/content/types.ts";

/**
 * The guides for families on /resources. Buttons elsewhere on the site ('Download PDF', 'Download Care Guide', the
 * supported-living downloads) link to a guide's section there. The guides' text is in guide-texts.ts, loaded by
 * /resources only.
 */
export interface Guide {
  id: string;
  title: string;
  /** What kind of item the guide was in the original downloads lists. */
  format: "Printable guide" | "Written walk-through";
  summary: string;
}

export const guides = {
  planningRespite: {
    id: "guide-planning-respite",
    title: "Planning Respite: A Family Carer's Guide",
    format: "Printable guide",
    summary: "How to choose the right kind of respite, when to book and what to prepare.",
  },
  emergencyPlan: {
    id: "guide-emergency-plan",
    title: "Emergency Planning for Carers",
    format: "Printable guide",
    summary: "A checklist so the person you care for is looked after if you suddenly cannot be there.",
  },
  carerWellbeing: {
    id: "guide-carer-wellbeing",
    title: "Looking After Yourself as a Carer",
    format: "Printable guide",
    summary: "Rest, health and support for the person who does the caring.",
  },
  payingForRespite: {
    id: "guide-paying-for-respite",
    title: "Paying for Respite Care",
    format: "Printable guide",
    summary: "Council support, carers' budgets and what to ask for.",
  },
  dementia: {
    id: "guide-dementia",
    title: "Living Well With Dementia at Home: A Family Guide",
    format: "Printable guide",
    summary: "Practical ideas for routines, communication and safety at home.",
  },
  supportedLiving: {
    id: "guide-supported-living",
    title: "Supported Living Information Pack",
    format: "Printable guide",
    summary: "What supported living is, the types of home, support levels and costs.",
  },
  easyReadTenancy: {
    id: "guide-easy-read-tenancy",
    title: "Easy Read: Your Tenancy and Your Rights",
    format: "Printable guide",
    summary: "Your home, your tenancy and your rights, in short sentences.",
  },
  fundingSupportedLiving: {
    id: "guide-funding-supported-living",
    title: "Funding Supported Living",
    format: "Printable guide",
    summary: "How rent and support are paid for, with worked examples.",
  },
  dayInSupportedLiving: {
    id: "walkthrough-day-in-supported-living",
    title: "A Day in Supported Living",
    format: "Written walk-through",
    summary: "A morning-to-evening walk-through of life in a shared supported-living house.",
  },
  movingIn: {
    id: "walkthrough-moving-in",
    title: "Moving In, Step by Step",
    format: "Written walk-through",
    summary: "What happens from the first visit to the first review after moving in.",
  },
} as const satisfies Record<string, Guide>;

/** A link to a guide's section on /resources. */
export function guideLink(guide: Guide, label = `${guide.title} (${guide.format.toLowerCase()})`): DescribedLink {
  return { label, href: `/resources#${guide.id}`, description: guide.summary };
}
