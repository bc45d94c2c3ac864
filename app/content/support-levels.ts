import type { TableContent } from "./types";
import type { SupportLevel } from "~/utils/support-level";

/** The supported-living support levels: the calculator's suggestions and the table shown without JavaScript. */
export const supportLevels: Record<SupportLevel, { name: string; hours: string; text: string }> = {
  low: { name: "Low support", hours: "2-10 hours a week", text: "Bills, shopping, appointments and a regular check-in" },
  moderate: { name: "Moderate support", hours: "10-35 hours a week", text: "Daily help with meals, medication, household tasks and going out" },
  high: { name: "High support", hours: "35+ hours a week", text: "Support through most of the day, including personal care" },
  "round-the-clock": { name: "24/7 support", hours: "Round the clock", text: "Support by day and night, with staff on site overnight" },
};

export const supportLevelTable: TableContent = {
  caption: "Supported living support levels and hours of support each week",
  columns: ["Level", "Hours of support", "Typical help"],
  rows: Object.values(supportLevels).map((level) => [level.name, level.hours, level.text]),
};
