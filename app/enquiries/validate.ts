import type { z } from "zod";
import { formSchemas } from "#app/enquiries/schemas.ts";
import type { FormName, RawValues } from "#app/enquiries/definitions.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";

/**
 * Checks a form's values against its schema: the same check the server makes. The browser loads this module (and zod
 * with it) when a visitor first uses a form, not with the page; the server imports it directly.
 */

/** The first message for each field, in the order of the issues. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export type Validation = { success: true; data: Record<string, unknown> } | { success: false; errors: FieldErrors };

export function validate(form: FormName, values: RawValues | Record<string, unknown>): Validation {
  const parsed = formSchemas[form].safeParse(values);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, errors: fieldErrors(parsed.error) };
}
