/** The choices of the callback form with their labels, and its length limits: shared by the form and its schema, free of zod so the page's script stays small. */
import type { Option } from "#app/enquiries/choices.ts";

export const callbackTimeOptions = [
  { value: "morning", label: "Morning (8am-12pm)" },
  { value: "afternoon", label: "Afternoon (12pm-5pm)" },
  { value: "evening", label: "Evening (5pm-8pm)" },
  { value: "anytime", label: "Anytime" },
] as const satisfies readonly Option[];

/**
 * The local times (Europe/London) each choice stands for, as its label says ("Morning (8am-12pm)"); "anytime" is the
 * office's day. The end of the chosen window is when the call is due at the latest (app/enquiries/due-time.ts).
 */
export const callbackTimeWindows: Record<
  (typeof callbackTimeOptions)[number]["value"],
  { from: string; to: string } | "office-hours"
> = {
  morning: { from: "08:00", to: "12:00" },
  afternoon: { from: "12:00", to: "17:00" },
  evening: { from: "17:00", to: "20:00" },
  anytime: "office-hours",
};

export const TOPIC_MAX = 500;
