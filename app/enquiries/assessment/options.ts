/** The choices of the assessment form with their labels, and its length limits: shared by the form and its schema, free of zod so the page's script stays small. */
import type { Option } from "#app/enquiries/choices.ts";

export const assessmentForOptions = [
  { value: "myself", label: "Myself" },
  { value: "parent", label: "My parent" },
  { value: "spouse", label: "My husband, wife or partner" },
  { value: "friend", label: "A friend or another relative" },
  { value: "professional", label: "Someone I support as a professional" },
] as const satisfies readonly Option[];

export const assessmentTimeOptions = [
  { value: "morning", label: "Morning (9am-12pm)" },
  { value: "afternoon", label: "Afternoon (12pm-3pm)" },
  { value: "late-afternoon", label: "Late afternoon (3pm-6pm)" },
  { value: "evening", label: "Evening (6pm-8pm)" },
] as const satisfies readonly Option[];

export const assessmentUrgencyOptions = [
  { value: "immediate", label: "Immediately (within 24-48 hours)" },
  { value: "this-week", label: "This week" },
  { value: "two-weeks", label: "Within the next two weeks" },
  { value: "planning", label: "Planning ahead" },
  { value: "exploring", label: "Just exploring options" },
] as const satisfies readonly Option[];

const supportNeeds = [
  "Personal care",
  "Medication management",
  "Meal preparation",
  "Companionship",
  "Household tasks",
  "Mobility support",
  "Dementia care",
  "Night care",
  "24-hour care",
  "Not sure yet",
] as const;

export const supportNeedOptions = supportNeeds.map((need) => ({
  value: need,
  label: need,
})) satisfies readonly Option[];

export const currentSituationOptions = [
  { value: "independent", label: "Living independently at home" },
  { value: "family-care", label: "Being cared for by family" },
  { value: "hospital", label: "In hospital" },
  { value: "residential", label: "In a care home" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];

export const hearAboutOptions = [
  { value: "google", label: "Google or another search engine" },
  { value: "recommendation", label: "A recommendation from someone" },
  { value: "healthcare", label: "A doctor, nurse or social worker" },
  { value: "social", label: "Social media" },
  { value: "advertising", label: "An advertisement" },
  { value: "other", label: "Another way" },
] as const satisfies readonly Option[];

/** The spec's limit of the postcode field (section 9), also what a postcode carried in from another page is cut to. */
export const POSTCODE_MAX = 10;
export const REQUIREMENTS_MAX = 500;
export const ADDITIONAL_INFO_MAX = 1000;
/** As the enquirer's own name (`nameField`). */
export const THEIR_NAME_MAX = 100;
