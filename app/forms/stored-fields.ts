import type { FormName } from "./definitions";
import type { StoredField } from "./field-list";
import { assessmentFieldList } from "./assessment/field-list";
import { callbackFieldList } from "./callback/field-list";
import { contactFieldList } from "./contact/field-list";
import { quickContactFieldList } from "./quick-contact/field-list";

/** Each form's field list (app/forms/<form>/field-list.ts), by form. */
export const fieldLists: Record<FormName, readonly StoredField[]> = {
  "quick-contact": quickContactFieldList,
  contact: contactFieldList,
  callback: callbackFieldList,
  assessment: assessmentFieldList,
};
