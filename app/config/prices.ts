/**
 * Every price the site states, in one place: the service pages, the FAQs, the page descriptions of the registry
 * (app/content/site-pages.ts) and the cost estimator at /care-costs all read it, so no two pages can give two prices
 * for one thing. Whole pounds; each is the lowest price ("from …") the provider quotes before an assessment.
 *
 * It is code rather than environment variables: the prices are copy of prerendered pages, so a change needs a build
 * either way, and a typed record keeps every page that names a price in step (docs/decisions/0010-coverage-and-costs.md).
 *
 * This module has no dependencies, so the browser bundle can carry it cheaply (the estimator runs there).
 */

/** A range of whole pounds or hours, lowest first. */
export interface Range {
  from: number;
  to: number;
}

export const prices = {
  /** Visiting (domiciliary) care: the hourly rate the estimator multiplies by (weekday daytime visits). */
  visitingCare: { hourlyFrom: 20 },
  /** Live-in care: a week of care by two dedicated carers working in shifts. */
  liveIn: { weeklyFrom: 900 },
  /** Supported living: the rent of each kind of home, a month (the support is agreed and costed after assessment). */
  supportedLiving: {
    rentPerMonth: {
      ownFlat: { from: 800, to: 1_500 },
      sharedLiving: { from: 400, to: 800 },
      clusterFlats: { from: 600, to: 1_000 },
      specialist: { from: 700, to: 1_200 },
      stepDown: { from: 500, to: 900 },
    },
    /** Worked examples of a month's rent and support (explore-supported-living page and its funding guide). */
    examples: {
      low: { rent: 600, support: 1_200 },
      moderate: { rent: 850, support: 2_400 },
      roundTheClock: { rent: 1_100, support: 6_400 },
    },
  },
} as const satisfies {
  visitingCare: { hourlyFrom: number };
  liveIn: { weeklyFrom: number };
  supportedLiving: { rentPerMonth: Record<string, Range>; examples: Record<string, { rent: number; support: number }> };
};

/**
 * Hours of support a week at each supported-living support level (null: no upper limit). The round-the-clock level
 * has no hours: staff are there by day and by night.
 */
export const supportLevelHours = {
  low: { from: 2, to: 10 },
  moderate: { from: 10, to: 35 },
  high: { from: 35, to: null },
} as const satisfies Record<string, { from: number; to: number | null }>;

/** Weeks in an average month (52 weeks ÷ 12), for a month's estimate from a week's. */
export const WEEKS_PER_MONTH = 52 / 12;

/** 900 → "£900", 1500 → "£1,500", 12.5 → "£12.50". */
export function pounds(amount: number): string {
  const whole = Number.isInteger(amount);
  return `£${amount.toLocaleString("en-GB", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 })}`;
}

/** {800, 1500} → "£800-1,500": the site's way of writing a range of prices. */
export function poundRange(range: Range): string {
  return `${pounds(range.from)}-${range.to.toLocaleString("en-GB")}`;
}

/** The lowest prices as the copy says them. */
export const priceText = {
  hourly: `${pounds(prices.visitingCare.hourlyFrom)} per hour`,
  liveInWeekly: `${pounds(prices.liveIn.weeklyFrom)} per week`,
} as const;

export type SupportedLivingExample = keyof typeof prices.supportedLiving.examples;

/** A worked example's month: its rent, its support and their total. */
export function exampleMonth(example: SupportedLivingExample): { rent: number; support: number; total: number } {
  const { rent, support } = prices.supportedLiving.examples[example];
  return { rent, support, total: rent + support };
}

/** A support level's hours in words: "2-10 hours a week", "35+ hours a week". */
export function supportHoursText(level: keyof typeof supportLevelHours): string {
  const { from, to } = supportLevelHours[level];
  return to === null ? `${from}+ hours a week` : `${from}-${to} hours a week`;
}
