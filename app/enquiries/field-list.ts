/**
 * What a form stores, field by field: the one place that knows a form's fields. Storage reads it to build the row,
 * and the staff views, exports and e-mail summaries are to read it too, so adding a field is one edit to the form's
 * list (app/enquiries/<form>/field-list.ts). Plain data: shared by the browser and the server.
 */

import type { Option } from "#app/enquiries/choices.ts";

/** The columns of `submissions` that every form shares and a visitor's field can fill. */
export type SharedColumn = "name" | "phone" | "email" | "postcode" | "urgency" | "consent_given";

export type FieldKind =
  "text" | "long-text" | "email" | "phone" | "postcode" | "date" | "choice" | "choices" | "consent";

export interface StoredField {
  /** The form's field (what the visitor sends); null for a column the form does not ask for, kept NULL. */
  field: string | null;
  /** A shared column of `submissions`, or a key of its `details` (the form's former table's column name). */
  column: SharedColumn | { details: string };
  /** What staff see beside the value. */
  label: string;
  kind: FieldKind;
  /** Identifies or reaches the person (UK GDPR personal data): erased on request, kept out of e-mails. */
  personal: boolean;
  /** Tells of health or care needs (UK GDPR Art. 9 special-category data): never in logs, URLs or e-mails. */
  health: boolean;
  /** The column's header in a CSV export. */
  csvHeader: string;
  /** For a choice: the values it stores and the labels staff see for them. */
  options?: readonly Option[];
}

/** The key of `details` a field is stored under, or null for a shared column. */
export function detailsKey(field: StoredField): string | null {
  return typeof field.column === "object" ? field.column.details : null;
}

/** The fields every form shares, as they appear in each form's list. */
export const sharedFields = {
  name: (field: string): StoredField => ({
    field,
    column: "name",
    label: "Name",
    kind: "text",
    personal: true,
    health: false,
    csvHeader: "Name",
  }),
  phone: (): StoredField => ({
    field: "phone",
    column: "phone",
    label: "Phone number",
    kind: "phone",
    personal: true,
    health: false,
    csvHeader: "Phone",
  }),
  email: (): StoredField => ({
    field: "email",
    column: "email",
    label: "Email address",
    kind: "email",
    personal: true,
    health: false,
    csvHeader: "Email",
  }),
  postcode: (): StoredField => ({
    field: "postcode",
    column: "postcode",
    label: "Postcode",
    kind: "postcode",
    personal: true,
    health: false,
    csvHeader: "Postcode",
  }),
  urgency: (label: string, options: readonly Option[]): StoredField => ({
    field: "urgency",
    column: "urgency",
    label,
    kind: "choice",
    personal: false,
    health: false,
    csvHeader: "Urgency",
    options,
  }),
  consent: (field: string): StoredField => ({
    field,
    column: "consent_given",
    label: "Agreed to be contacted",
    kind: "consent",
    personal: false,
    health: false,
    csvHeader: "Consent",
  }),
};

/** A form's own field, stored in `details`. */
export function detailField(
  field: string | null,
  key: string,
  label: string,
  kind: FieldKind,
  {
    personal = false,
    health = false,
    csvHeader = label,
    options,
  }: { personal?: boolean; health?: boolean; csvHeader?: string; options?: readonly Option[] } = {},
): StoredField {
  return { field, column: { details: key }, label, kind, personal, health, csvHeader, ...(options ? { options } : {}) };
}
