import { formDefinitions, formNames, type FormName } from "./definitions";
import { readBodyLimited } from "./http.server";
import { idempotencyKeyOf, originPageOf, submitForm } from "./submit.server";

/**
 * The JSON API for integrations: POST /api/submit-<form> with the form's field names. Same schemas, same storage.
 * 201 { id } (and { reference } for an assessment); 400 { error, issues }; 405; 413 above 32 kB; 415 unless JSON;
 * 429 with Retry-After; 503 when storage fails. Only JSON is accepted, which also stops plain cross-site form posts.
 */
export const MAX_API_BYTES = 32 * 1024;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export function apiFormOf(pathname: string): FormName | undefined {
  const name = pathname.replace(/\/+$/, "").split("/api/submit-")[1];
  return formNames.find((form) => form === name);
}

/** GET and other methods. */
export function methodNotAllowed() {
  return json({ error: "Use POST with a JSON body." }, 405, { Allow: "POST" });
}

export async function handleApiRequest(request: Request): Promise<Response> {
  const form = apiFormOf(new URL(request.url).pathname);
  if (!form) return json({ error: "There is no form of that name." }, 404);
  if (request.method !== "POST") return methodNotAllowed();
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return json({ error: "Send the submission as JSON (Content-Type: application/json)." }, 415);
  const text = await readBodyLimited(request, MAX_API_BYTES);
  if (text === null) return json({ error: `The body is larger than ${MAX_API_BYTES / 1024} kB.` }, 413);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: "The body is not valid JSON." }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return json({ error: "The body must be a JSON object of the form's fields." }, 400);
  }
  const raw = body as Record<string, unknown>;
  const headerKey = request.headers.get("idempotency-key");
  const idempotencyKey = idempotencyKeyOf(headerKey);
  if (headerKey !== null && !idempotencyKey) {
    return json({ error: "Idempotency-Key must be 8 to 200 letters, digits, '-', '_', '.' or ':'." }, 400);
  }
  const { website, originPage, ...fields } = raw;
  const outcome = await submitForm(form, fields, {
    request,
    signals: { honeypot: website },
    idempotencyKey,
    originPage: originPageOf(originPage, formDefinitions[form].apiPath),
  });
  switch (outcome.kind) {
    case "stored":
      return json(
        outcome.reference ? { id: outcome.id, reference: outcome.reference } : { id: outcome.id },
        201,
        outcome.duplicate ? { "Idempotent-Replayed": "true" } : {},
      );
    case "invalid":
      return json(
        { error: "Validation Error", issues: Object.entries(outcome.errors).map(([field, message]) => ({ field, message })) },
        400,
      );
    case "rate-limited":
      return json({ error: outcome.message }, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "failed":
      return json({ error: `Submission Failed. ${outcome.message}` }, 503);
  }
}
