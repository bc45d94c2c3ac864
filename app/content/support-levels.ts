import type { TableContent } from "#app/content/types.ts";
import type { SupportLevel } from "#app/family-tools/support-level.ts";
import { supportHoursText } from "#app/config/prices.ts";

/** The supported-living support levels: the calculator's suggestions and the table shown without JavaScript. */
export const supportLevels: Record<SupportLevel, { name: string; hours: string; text: string }> = {
  low: {
    name: "Low support",
    hours: supportHoursText("low"),
    text: "Bills, shopping, appointments and a regular check-in",
  },
  moderate: {
    name: "Moderate support",
    hours: supportHoursText("moderate"),
    text: "Daily help with meals, medication, household tasks and going out",
  },
  high: {
    name: "High support",
    hours: supportHoursText("high"),
    text: "Support through most of the day, including personal care",
  },
  "round-the-clock": {
    name: "24/7 support",
    hours: "Round the clock",
    text: "Support by day and night, with staff on site overnight",
  },
};

export const supportLevelTable: TableContent = {
  caption: "Supported living support levels and hours of support each week",
  columns: ["Level", "Hours of support", "Typical help"],
  rows: Object.values(supportLevels).map((level) => [level.name, level.hours, level.text]),
};
