import { z } from "zod";
import { requestProblem } from "#app/http/problem.server.ts";

/**
 * What a staff form asks for, read with the action's own zod schema: a discriminated union on `intent`, one member per
 * button, each with the fields it needs. A body that names no known intent, or leaves out what its intent needs, is a
 * 400 page in plain words (never a silent no-op, never a 500): no form of ours sends one.
 *
 * Form bodies are flat: a name sent once is a string, a name sent several times (ticked checkboxes) an array of
 * strings. A field that may be ticked once or several times reads through `manyOf`.
 */
export function intentOf<Schema extends z.ZodType>(schema: Schema, body: URLSearchParams | FormData): z.output<Schema> {
  const parsed = schema.safeParse(fieldsOf(body));
  if (!parsed.success) throw problems.unknownIntent();
  return parsed.data;
}

/** Every value of a repeated field as a list (none: an empty list), for checkboxes. */
export const manyOf = <Item extends z.ZodType<string>>(item: Item) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

/** The body's fields: one value as a string, several as an array; files are left out (no staff form sends one). */
function fieldsOf(body: URLSearchParams | FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value !== "string") continue;
    const before = fields[name];
    fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return fields;
}

const problems = {
  unknownIntent: () =>
    requestProblem(
      400,
      "Your form could not be read",
      "What your browser sent does not match any button on this page, so nothing was changed. Go back and try again.",
    ),
};
