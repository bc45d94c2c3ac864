import type { FormName } from "#app/forms/definitions.ts";
import type { StoredField } from "#app/forms/field-list.ts";
import { assessmentFieldList } from "#app/forms/assessment/field-list.ts";
import { callbackFieldList } from "#app/forms/callback/field-list.ts";
import { contactFieldList } from "#app/forms/contact/field-list.ts";
import { quickContactFieldList } from "#app/forms/quick-contact/field-list.ts";

/** Each form's field list (app/forms/<form>/field-list.ts), by form. */
export const fieldLists: Record<FormName, readonly StoredField[]> = {
  "quick-contact": quickContactFieldList,
  contact: contactFieldList,
  callback: callbackFieldList,
  assessment: assessmentFieldList,
};
