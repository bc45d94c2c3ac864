import { metaFields, type FormName } from "#app/enquiries/definitions.ts";
import { ADDITIONAL_INFO_MAX, POSTCODE_MAX } from "#app/enquiries/assessment/options.ts";
import { TOPIC_MAX } from "#app/enquiries/callback/options.ts";

/**
 * Fields another page may fill in ahead: the postcode checker's answer carries the postcode into the assessment form
 * and a topic into the callback form; the cost estimator carries the visitor's choices into the assessment form's
 * "anything else" field. They travel in the body of a POST to the form's page, never in its address (so never in a
 * history, a referrer or an access log), and the page's action shows the form filled in without sending it
 * (docs/decisions/0010-coverage-and-costs.md, `prefilledValues` in form-action.server.ts). Each field is cut to the
 * form's own limit.
 */
export const prefillFields: Partial<Record<FormName, Readonly<Record<string, number>>>> = {
  assessment: { postcode: POSTCODE_MAX, additionalInfo: ADDITIONAL_INFO_MAX },
  callback: { topic: TOPIC_MAX },
};

/** The page a form is on, and its booking section where it has one: where a prefill posts. */
const formPages: Partial<Record<FormName, string>> = {
  assessment: "/free-assessment#booking-form",
  callback: "/request-a-callback#callback-form",
};

/** A small form of hidden fields and a button: what a next-step button posts to fill in another page's form. */
export interface PrefillPost {
  action: string;
  fields: Record<string, string>;
}

/** The post that opens a form filled in with these values (the form's action keeps only the fields it accepts). */
export function prefillPost(form: FormName, values: Record<string, string>): PrefillPost {
  return { action: formPages[form] ?? "/", fields: { [metaFields.prefill]: "1", ...values } };
}
