import type { z } from "zod";
import type { FormName } from "./definitions";
import { assessmentSchema } from "./assessment/schema";
import { callbackSchema } from "./callback/schema";
import { contactSchema } from "./contact/schema";
import { quickContactSchema } from "./quick-contact/schema";

/** Each form's schema, by form name. */
export const formSchemas: Record<FormName, z.ZodType<Record<string, unknown>>> = {
  "quick-contact": quickContactSchema,
  contact: contactSchema,
  callback: callbackSchema,
  assessment: assessmentSchema,
};
