/** The choices of the quick contact form with their labels, and its length limits: shared by the form and its schema, free of zod so the page's script stays small. */
import type { Option } from "#app/enquiries/choices.ts";

export const helpTypeOptions = [
  { value: "myself", label: "Care for myself" },
  { value: "loved-one", label: "Care for a loved one" },
  { value: "respite", label: "Respite care (a break for a carer)" },
  { value: "urgent", label: "Urgent care needed" },
  { value: "exploring", label: "Just exploring options" },
] as const satisfies readonly Option[];

export const quickUrgencyOptions = [
  { value: "48hours", label: "Within 48 hours" },
  { value: "week", label: "Within a week" },
  { value: "month", label: "Within a month" },
  { value: "research", label: "Just researching" },
] as const satisfies readonly Option[];
