import { getBusinessDetails } from "#app/config/business.server.ts";
import { originAllowed } from "#app/security/origin.ts";
import type { RouterContextProvider } from "react-router";
import { requestFactsOf } from "#app/http/request-context.server.ts";
import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";
import { readBodyLimited } from "#app/http/body-limit.server.ts";
import { idempotencyKeyOf, originPageOf, submitForm } from "#app/forms/submit.server.ts";

/**
 * The JSON API for integrations: POST /api/submit-<form> with the form's field names. Same schemas, same storage.
 * 201 { id } (and { reference } for an assessment); 400 { error, issues }; 403 when a browser says another site's page
 * sent it; 405; 413 above 32 kB; 415 unless JSON; 422 when the Idempotency-Key was used before with other fields;
 * 429 with Retry-After; 503 when storage fails. Only JSON is accepted, which also stops plain cross-site form posts.
 *
 * It takes and gives plain objects rather than fetch's Request and Response: the production server answers it
 * straight from node:http (server/form-api.ts), and building those objects for every call cost more than the
 * submission's own checks (docs/benchmarks.md).
 */
export const MAX_API_BYTES = 32 * 1024;

/** An API request as the server hands it over. */
export interface ApiRequest {
  method: string;
  /** The path and query, as on the request line. */
  url: string;
  /** Header names in lower case (as node:http gives them), as the client sent them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The id the server gave the request (null under `npm run dev`). Never taken from a header. */
  requestId: string | null;
  /** The client's address as the server worked it out (server/form-api.ts), "unknown" under `npm run dev`. */
  clientAddress: string;
  /** The body; null when it was not kept because it was too large. */
  body: Buffer | null;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The same request from a fetch Request and its load context (the React Router route that serves the API in
 * development and for other /api/ paths): the id and client address from the server's facts, when there are any.
 */
export async function apiRequestOf(request: Request, context?: Readonly<RouterContextProvider>): Promise<ApiRequest> {
  const body = request.method === "POST" ? await readBodyLimited(request, MAX_API_BYTES) : Buffer.alloc(0);
  const { pathname, search } = new URL(request.url);
  const facts = requestFactsOf(context);
  return {
    method: request.method,
    url: pathname + search,
    headers: Object.fromEntries(request.headers),
    body,
    requestId: facts?.requestId ?? null,
    clientAddress: facts?.clientAddress ?? "unknown",
  };
}

export function apiResponse({ status, headers, body }: ApiResponse): Response {
  return new Response(body, { status, headers });
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  body: JSON.stringify(body),
});

function headerOf(request: ApiRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function apiFormOf(path: string): FormName | undefined {
  const name = path.replace(/\/+$/, "").split("/api/submit-")[1];
  return formNames.find((form) => form === name);
}

export async function handleApiRequest(request: ApiRequest): Promise<ApiResponse> {
  const path = request.url.split("?")[0]!;
  const form = apiFormOf(path);
  if (!form) return json({ error: "There is no form of that name." }, 404);
  if (request.method !== "POST") return json({ error: "Use POST with a JSON body." }, 405, { Allow: "POST" });
  const origin = {
    origin: headerOf(request, "origin"),
    host: headerOf(request, "host"),
    forwardedHost: headerOf(request, "x-forwarded-host"),
  };
  if (!originAllowed(origin, getBusinessDetails().siteUrl)) {
    return json(
      {
        error: "Requests from another website's pages are not accepted. Server-to-server calls send no Origin header.",
      },
      403,
    );
  }
  const type = (headerOf(request, "content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json")
    return json({ error: "Send the submission as JSON (Content-Type: application/json)." }, 415);
  if (request.body === null || request.body.length > MAX_API_BYTES) {
    return json({ error: `The body is larger than ${MAX_API_BYTES / 1024} kB.` }, 413);
  }

  let body: unknown;
  try {
    body = JSON.parse(request.body.toString("utf8"));
  } catch {
    return json({ error: "The body is not valid JSON." }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return json({ error: "The body must be a JSON object of the form's fields." }, 400);
  }
  const raw = body as Record<string, unknown>;
  const headerKey = headerOf(request, "idempotency-key");
  const idempotencyKey = idempotencyKeyOf(headerKey);
  if (headerKey !== null && !idempotencyKey) {
    return json({ error: "Idempotency-Key must be 8 to 200 letters, digits, '-', '_', '.' or ':'." }, 400);
  }
  const { website, originPage, ...fields } = raw;
  const outcome = await submitForm(form, fields, {
    request: {
      method: request.method,
      path,
      requestId: request.requestId,
      clientAddress: request.clientAddress,
    },
    signals: { honeypot: website },
    idempotencyKey,
    onKeyReuse: "refuse",
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
        {
          error: "Validation Error",
          issues: Object.entries(outcome.errors).map(([field, message]) => ({ field, message })),
        },
        400,
      );
    case "key-reused":
      return json(
        {
          error:
            "This Idempotency-Key was already used for a submission with other fields. Send each new submission with a new key.",
        },
        422,
      );
    case "rate-limited":
      return json({ error: outcome.message }, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "failed":
      return json({ error: `Submission Failed. ${outcome.message}` }, 503);
  }
}
