import type { FieldErrors } from "#app/utils/field-errors.ts";
import { hasHiddenCharacters } from "#app/utils/hidden-characters.ts";

/** A text field of a posted form: its value, or "" when it is missing or a file. */
export function textOf(body: URLSearchParams | FormData, name: string): string {
  const value = body.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The staff form's fields (by name, with the label the page shows) whose text holds a hidden control character such
 * as NUL, each with its message; none: `{}`. Nobody types one, and PostgreSQL can neither store one nor search for
 * one (a 500 otherwise), so every staff text field is refused with a 400, as the enquiry forms refuse them. The page
 * gives back what was typed without the character (`withoutHiddenCharacters`) for the person to check and send again.
 */
export function hiddenCharacterErrors(
  body: URLSearchParams | FormData,
  labels: Readonly<Record<string, string>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, label] of Object.entries(labels)) {
    if (hasHiddenCharacters(textOf(body, name)))
      errors[name] = `${label} had a hidden character in it, which has been taken out. Check it and send it again`;
  }
  return errors;
}
