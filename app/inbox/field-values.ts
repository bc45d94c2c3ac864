import { labelOf } from "#app/enquiries/choices.ts";
import { detailsKey, type StoredField } from "#app/enquiries/field-list.ts";

/**
 * A stored field as staff read it, from the form's field list: a choice by its label, a list of choices joined, consent
 * as Yes or No, nothing as "". The detail page and the CSV export both show fields this way.
 */
export interface StoredValues {
  name: string;
  phone: string;
  email: string | null;
  postcode: string | null;
  urgency: string | null;
  consentGiven: boolean;
  details: Record<string, unknown>;
}

/** The raw stored value of a field: a shared column or a key of `details`. */
export function rawValue(field: StoredField, row: StoredValues): unknown {
  const key = detailsKey(field);
  if (key) return row.details[key];
  switch (field.column) {
    case "consent_given":
      return row.consentGiven;
    case "name":
    case "phone":
    case "email":
    case "postcode":
    case "urgency":
      return row[field.column];
    default:
      return null;
  }
}

export function displayValue(field: StoredField, row: StoredValues): string {
  const value = rawValue(field, row);
  if (value === null || value === undefined || value === "") return "";
  if (field.kind === "consent") return value ? "Yes" : "No";
  if (Array.isArray(value))
    return value.map((item) => (field.options ? labelOf(field.options, String(item)) : String(item))).join("; ");
  if (field.options) return labelOf(field.options, String(value));
  return String(value);
}
