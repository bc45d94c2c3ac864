/** A text field of a posted form: its value, or "" when it is missing or a file. */
export function textOf(body: URLSearchParams | FormData, name: string): string {
  const value = body.get(name);
  return typeof value === "string" ? value : "";
}
