import { randomUUID } from "node:crypto";
import { createContext, data, redirect, type HeadersArgs, type RouterContextProvider } from "react-router";
import { bookingCookie } from "#app/forms/booking-cookie.server.ts";
import { callBackOf } from "#app/enquiries/call-back.ts";
import {
  formDefinitions,
  metaFields,
  valuesFromFormData,
  type FormName,
  type RawValues,
} from "#app/enquiries/definitions.ts";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";
import { problems } from "#app/http/problem.server.ts";
import { readBodyLimited } from "#app/http/body.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { todayInUk } from "#app/enquiries/fields.ts";
import { prefillFields } from "#app/forms/prefill.ts";
import { newStartTime } from "#app/forms/start-time.server.ts";
import { idempotencyKeyOf, originPageOf, submissionRequestOf, submitForm } from "#app/forms/submit.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";

/**
 * The server side of the forms on pages: the loader data a form page needs and the action every form page exports.
 * Works without JavaScript (the page is rendered again with errors and values, or the confirmation) and with it
 * (a fetcher gets the same data).
 */

/** Form bodies larger than this are refused (the largest valid form is under 5 kB). */
const MAX_FORM_BYTES = 64 * 1024;

/** Set by an action that answers with errors, read by the page's loader to put "Error: " in the title. */
export const formErrorContext = createContext<boolean>(false);

/**
 * What a form page's loader returns: a fresh idempotency key and a start time signed by the server for this visitor's
 * form (start-time.server.ts; none when the database that keeps the key is down, and the page is shown all the same).
 */
export async function formPageData(context?: Readonly<RouterContextProvider>) {
  return {
    form: {
      idempotencyKey: randomUUID(),
      startedAt: await newStartTime(),
      today: todayInUk(),
      hasErrors: context ? context.get(formErrorContext) : false,
    } satisfies ServerFormData,
  };
}

/**
 * The form's fields from the body: URL-encoded (what every form of the site sends) or multipart, either way only after
 * the whole body is known to be within MAX_FORM_BYTES. Throws the 4xx page for anything else. The staff pages' forms
 * read their bodies through it too.
 */
export async function readFormBody(request: Request): Promise<URLSearchParams | FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") throw problems.unsupportedForm();
  const body = await readBodyLimited(request, MAX_FORM_BYTES);
  if (!body) throw problems.tooLarge();
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(body.toString("utf8"));
  try {
    return await new Response(new Uint8Array(body), {
      headers: { "Content-Type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw problems.malformedForm();
  }
}

export async function handleFormAction(
  form: FormName,
  { request, context }: { request: Request; context?: Readonly<RouterContextProvider> },
) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const body = await readFormBody(request);
  // Another page's button filling in fields ahead (prefill.ts): the form is shown filled in, nothing is sent or kept.
  if (body.get(metaFields.prefill) === "1")
    return data<FormActionResult>({ status: "prefilled", form, values: prefilledValues(form, body) });

  const values = valuesFromFormData(form, body);
  const field = (name: string) => body.get(name) ?? undefined;
  const outcome = await submitForm(form, values, {
    request: submissionRequestOf(request, context),
    signals: {
      honeypot: field(metaFields.honeypot),
      startedAt: field(metaFields.startedAt),
      elapsedMs: field(metaFields.elapsedMs),
    },
    idempotencyKey: idempotencyKeyOf(field(metaFields.idempotencyKey)),
    onKeyReuse: "store",
    originPage: originPageOf(field(metaFields.originPage), formDefinitions[form].action),
  });
  const markErrors = () => (context as RouterContextProvider | undefined)?.set(formErrorContext, true);

  switch (outcome.kind) {
    case "stored": {
      const callBack = callBackOf(form, values);
      // A booking goes on to /thank-you, which repeats the number from this cookie (never from the address).
      const headers =
        form === "assessment" && outcome.reference
          ? await bookingHeaders(outcome.reference, callBack.phone)
          : undefined;
      if (form === "assessment" && outcome.reference && field(metaFields.js) !== "1") {
        return redirect(`/thank-you?reference=${encodeURIComponent(outcome.reference)}`, { status: 303, headers });
      }
      return data<FormActionResult>({ status: "success", form, reference: outcome.reference, callBack }, { headers });
    }
    case "invalid":
      markErrors();
      return data<FormActionResult>({ status: "invalid", form, errors: outcome.errors, values }, { status: 400 });
    case "rate-limited":
      markErrors();
      return data<FormActionResult>(
        { status: "rate-limited", form, message: outcome.message, values },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "failed":
      markErrors();
      return data<FormActionResult>({ status: "failed", form, message: outcome.message, values }, { status: 503 });
  }
}

/**
 * The booking cookie for /thank-you. The enquiry is already stored: should the key not be had (its secret kept in a
 * database that just went away), the page only goes without repeating the number.
 */
async function bookingHeaders(reference: string, phone: string): Promise<Headers | undefined> {
  try {
    return new Headers({ "Set-Cookie": bookingCookie(await keyFor("booking-confirmation"), reference, phone) });
  } catch {
    return undefined;
  }
}

/** The values a prefill may set, from what was posted: known fields only, without hidden characters, within limits. */
export function prefilledValues(form: FormName, posted: URLSearchParams | FormData): RawValues {
  const values: RawValues = {};
  for (const [field, max] of Object.entries(prefillFields[form] ?? {})) {
    const value = posted.get(field);
    const text = typeof value === "string" ? withoutHiddenCharacters(value).trim().slice(0, max) : "";
    if (text) values[field] = text;
  }
  return values;
}

/**
 * The `headers` of every form page: a rate-limited post's `Retry-After` reaches the browser. React Router passes on an
 * action's Set-Cookie by itself, but any other header of the action only through the route's own `headers`.
 */
export function formPageHeaders({ actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
