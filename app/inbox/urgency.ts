import { fieldLists } from "#app/enquiries/stored-fields.ts";

/**
 * The urgency values that count as urgent: the first (most urgent) choice of each form's urgency field ("within 48
 * hours", "immediately"), read from the field lists so a new choice cannot be missed here. Urgent enquiries stand out
 * in the list and have their own filter.
 */
export const urgentValues: readonly string[] = [
  ...new Set(
    Object.values(fieldLists).flatMap((fields) => {
      const first = fields.find((field) => field.column === "urgency")?.options?.[0];
      return first ? [first.value] : [];
    }),
  ),
];

export function isUrgent(urgency: string | null | undefined): boolean {
  return urgency ? urgentValues.includes(urgency) : false;
}
