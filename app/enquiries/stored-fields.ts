import type { FormName } from "#app/enquiries/definitions.ts";
import type { StoredField } from "#app/enquiries/field-list.ts";
import { assessmentFieldList } from "#app/enquiries/assessment/field-list.ts";
import { callbackFieldList } from "#app/enquiries/callback/field-list.ts";
import { contactFieldList } from "#app/enquiries/contact/field-list.ts";
import { quickContactFieldList } from "#app/enquiries/quick-contact/field-list.ts";

/** Each form's field list (app/enquiries/<form>/field-list.ts), by form. */
export const fieldLists: Record<FormName, readonly StoredField[]> = {
  "quick-contact": quickContactFieldList,
  contact: contactFieldList,
  callback: callbackFieldList,
  assessment: assessmentFieldList,
};
