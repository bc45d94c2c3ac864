import type { z } from "zod";
import type { FormName } from "#app/enquiries/definitions.ts";
import { assessmentSchema } from "#app/enquiries/assessment/schema.ts";
import { callbackSchema } from "#app/enquiries/callback/schema.ts";
import { contactSchema } from "#app/enquiries/contact/schema.ts";
import { quickContactSchema } from "#app/enquiries/quick-contact/schema.ts";

/** Each form's schema, by form name. */
export const formSchemas: Record<FormName, z.ZodType<Record<string, unknown>>> = {
  "quick-contact": quickContactSchema,
  contact: contactSchema,
  callback: callbackSchema,
  assessment: assessmentSchema,
};
