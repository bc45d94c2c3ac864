import type { FormName } from "./definitions.ts";
import type { StoredField } from "./field-list.ts";
import { assessmentFieldList } from "./assessment/field-list.ts";
import { callbackFieldList } from "./callback/field-list.ts";
import { contactFieldList } from "./contact/field-list.ts";
import { quickContactFieldList } from "./quick-contact/field-list.ts";

/** Each form's field list (app/forms/<form>/field-list.ts), by form. */
export const fieldLists: Record<FormName, readonly StoredField[]> = {
  "quick-contact": quickContactFieldList,
  contact: contactFieldList,
  callback: callbackFieldList,
  assessment: assessmentFieldList,
};
