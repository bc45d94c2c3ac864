import { randomUUID } from "node:crypto";
import { data, redirect, type HeadersArgs, type RouterContextProvider } from "react-router";
import { bookingCookie } from "#app/forms/booking-cookie.server.ts";
import { callBackOf } from "#app/enquiries/call-back.ts";
import { promiseTextOf } from "#app/forms/promise-text.server.ts";
import {
  formDefinitions,
  metaFields,
  valuesFromFormData,
  type FormName,
  type RawValues,
} from "#app/enquiries/definitions.ts";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import { prefillFields } from "#app/forms/prefill.ts";
import { newStartTime } from "#app/forms/start-time.server.ts";
import { idempotencyKeyOf, originPageOf, submissionRequestOf, submitForm } from "#app/forms/submit.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";

/**
 * The server side of the forms on pages: the loader data a form page needs and the action every form page exports.
 * Works without JavaScript (the page is rendered again with errors and values, or the confirmation) and with it
 * (a fetcher gets the same data).
 */

/**
 * What a form page's loader returns: a fresh idempotency key and a start time signed by the server for this visitor's
 * form (start-time.server.ts; none when the database that keeps the key is down, and the page is shown all the same).
 */
export async function formPageData(context?: Readonly<RouterContextProvider>) {
  return {
    form: {
      idempotencyKey: randomUUID(),
      startedAt: await newStartTime(),
      today: ukToday(),
      hasErrors: context ? hasFormErrors(context) : false,
    } satisfies ServerFormData,
  };
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
  const markErrors = () => context && markFormErrors(context);

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
      const promise = promiseTextOf(form, values, outcome.arrivedAt) ?? undefined;
      return data<FormActionResult>(
        { status: "success", form, reference: outcome.reference, callBack, promise },
        { headers },
      );
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
