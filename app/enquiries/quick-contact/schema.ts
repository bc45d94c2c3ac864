import { z } from "zod";
import { helpTypeOptions, quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";
import { choiceField, emailField, nameField, phoneField } from "#app/enquiries/fields.ts";

/** The short form at the end of every page. The spec gives no messages for it: the contact form's are reused. */
export const quickContactSchema = z.object({
  name: nameField(),
  phone: phoneField(),
  email: emailField(),
  helpType: choiceField(helpTypeOptions, "Please select how we can help"),
  urgency: choiceField(quickUrgencyOptions, "Please select how soon you need care"),
});

export type QuickContactValues = z.infer<typeof quickContactSchema>;
