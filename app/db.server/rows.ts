/** Columns that hold booleans (0/1 in SQLite). */
const FLAG_COLUMNS = new Set(["read", "consent_given", "is_spam", "sent_fast", "driving_needed"]);
/** Columns that hold lists (JSON text in SQLite, jsonb in PostgreSQL). */
const LIST_COLUMNS = new Set(["support_needs", "service_interest"]);
/** Columns that hold a JSON object (text in SQLite, jsonb in PostgreSQL). */
const OBJECT_COLUMNS = new Set(["details"]);

export type NormalisedValue = string | number | boolean | null | string[] | Record<string, unknown>;

/** A JSON object column (`details`) as an object: SQLite gives JSON text, PostgreSQL parsed jsonb; null stays null. */
export function jsonObjectOf(value: unknown): Record<string, unknown> {
  return (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
}

/**
 * One shape for a row from either database: booleans as booleans, timestamps as ISO 8601 UTC strings, lists as arrays
 * of strings, numbers (PostgreSQL's bigint and count come back as strings) as numbers.
 */
export function normaliseRow<T extends object>(row: T): Record<keyof T, NormalisedValue> {
  const out: Record<string, NormalisedValue> = {};
  for (const [key, value] of Object.entries(row)) {
    if (FLAG_COLUMNS.has(key)) out[key] = value === null ? null : Boolean(Number(value));
    else if (OBJECT_COLUMNS.has(key)) out[key] = jsonObjectOf(value);
    else if (LIST_COLUMNS.has(key))
      out[key] = typeof value === "string" ? (JSON.parse(value) as string[]) : (value as string[]);
    else if (value instanceof Date) out[key] = value.toISOString();
    else if (key === "id" || key === "legacy_id" || key === "count" || key === "hits")
      out[key] = value === null ? null : Number(value);
    else out[key] = value as NormalisedValue;
  }
  return out as Record<keyof T, NormalisedValue>;
}

/** `count(*)` is a number in SQLite and a string in PostgreSQL. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}
