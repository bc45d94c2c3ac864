import { z } from "zod";
import { choiceField, emailField, nameField, phoneField, type Option } from "../fields";

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

/** The short form at the end of every page. The spec gives no messages for it: the contact form's are reused. */
export const quickContactSchema = z.object({
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  helpType: choiceField(helpTypeOptions, "Please select how we can help"),
  urgency: choiceField(quickUrgencyOptions, "Please select how soon you need care"),
});

export type QuickContactValues = z.infer<typeof quickContactSchema>;
