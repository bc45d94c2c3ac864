import type { z } from "zod";
import type { FormName } from "#app/forms/definitions.ts";
import { assessmentSchema } from "#app/forms/assessment/schema.ts";
import { callbackSchema } from "#app/forms/callback/schema.ts";
import { contactSchema } from "#app/forms/contact/schema.ts";
import { quickContactSchema } from "#app/forms/quick-contact/schema.ts";

/** Each form's schema, by form name. */
export const formSchemas: Record<FormName, z.ZodType<Record<string, unknown>>> = {
  "quick-contact": quickContactSchema,
  contact: contactSchema,
  callback: callbackSchema,
  assessment: assessmentSchema,
};
