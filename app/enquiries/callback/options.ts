/** The choices of the callback form with their labels, and its length limits: shared by the form and its schema, free of zod so the page's script stays small. */
import type { Option } from "#app/enquiries/choices.ts";

export const callbackTimeOptions = [
  { value: "morning", label: "Morning (8am-12pm)" },
  { value: "afternoon", label: "Afternoon (12pm-5pm)" },
  { value: "evening", label: "Evening (5pm-8pm)" },
  { value: "anytime", label: "Anytime" },
] as const satisfies readonly Option[];

export const TOPIC_MAX = 500;
