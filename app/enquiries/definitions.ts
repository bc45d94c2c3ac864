import { factText } from "#app/config/facts.ts";

/**
 * The four forms: the fields that hold lists, where a browser posts them, and what the visitor is told (spec section
 * 8). Shared by the browser and the server; the schemas are in schemas.ts, which the browser loads only when needed.
 */
export const formNames = ["quick-contact", "contact", "callback", "assessment"] as const;
export type FormName = (typeof formNames)[number];

/**
 * What a form's enquiries are called, each name where it is shown: the one place for them (staff pages, CSV, e-mail,
 * privacy notice and subject-access export all read them here).
 */
export interface FormNames {
  /** One enquiry in the inbox's list and on its page ("Callback"). */
  one: string;
  /** The inbox's tab, the CSV's Form column and the data protection page's retention list ("Callbacks"). */
  many: string;
  /** One thing a person sent, in their subject-access export and on the data protection page ("Callback request"). */
  sent: string;
  /** The privacy notice's retention list ("Callback requests"). */
  kept: string;
  /** The staff e-mail's subject ("New callback request"). */
  mailSubject: string;
  /** The staff e-mail's sentence ("A new callback request arrived …"). */
  inSentence: string;
}

export interface FormDefinition {
  name: FormName;
  names: FormNames;
  /** Fields sent as several values (checkboxes). */
  listFields: readonly string[];
  /** The path the form posts to without JavaScript (and with it, through a fetcher). */
  action: string;
  /** The path of its JSON API endpoint. */
  apiPath: string;
  /**
   * The spec's words after a success, their promise read from app/config/facts.ts (the promise the due time measures).
   * Out of office hours the server says instead when we will call (app/enquiries/due-time.ts, `promiseNoteOf`).
   */
  success: { title: string; text: string };
  /** The confirmation's way back to an empty form; none for the assessment, which goes on to /thank-you. */
  sendAnother?: string;
  failure: { title: string; text: string };
  /**
   * The consent the visitor gives, word for word as the form shows it. Forms with a consent box store whether it was
   * ticked; the quick-contact and callback forms show it as a sentence by the button: sending the form is the consent.
   */
  consent: { text: string; field?: string };
}

const impliedConsent =
  "By sending this form you agree that we may contact you about your enquiry using the details you have given.";

const submissionFailed = { title: "Submission Failed", text: "Please try again or call us directly." };

export const formDefinitions: Record<FormName, FormDefinition> = {
  "quick-contact": {
    name: "quick-contact",
    names: {
      one: "Quick contact",
      many: "Quick contacts",
      sent: "Quick contact request",
      kept: "Quick contact requests",
      mailSubject: "New quick contact request",
      inSentence: "quick contact request",
    },
    listFields: [],
    action: "/quick-contact",
    apiPath: "/api/submit-quick-contact",
    success: {
      title: "Assessment Request Received",
      text: `We'll contact you ${factText.quickContactReply} to schedule your free care assessment.`,
    },
    sendAnother: "Send another request",
    failure: submissionFailed,
    consent: { text: impliedConsent },
  },
  contact: {
    name: "contact",
    names: {
      one: "Contact enquiry",
      many: "Contact enquiries",
      sent: "Contact form enquiry",
      kept: "Contact form enquiries",
      mailSubject: "New enquiry",
      inSentence: "enquiry from the contact form",
    },
    listFields: ["careTypes"],
    action: "/contact",
    apiPath: "/api/submit-contact",
    success: {
      title: "Enquiry Received!",
      // The spec's "the provider" is the provider's name: filled in where it is shown (successText).
      text: `Thank you for contacting {provider}. We'll respond ${factText.enquiryReply} during office hours.`,
    },
    sendAnother: "Send another enquiry",
    failure: submissionFailed,
    consent: { text: "I agree to be contacted about my enquiry.", field: "agreeToContact" },
  },
  callback: {
    name: "callback",
    names: {
      one: "Callback",
      many: "Callbacks",
      sent: "Callback request",
      kept: "Callback requests",
      mailSubject: "New callback request",
      inSentence: "callback request",
    },
    listFields: [],
    action: "/request-a-callback",
    apiPath: "/api/submit-callback",
    success: { title: "Callback Requested!", text: "We'll call you within the time window specified." },
    sendAnother: "Request another callback",
    failure: submissionFailed,
    consent: { text: impliedConsent },
  },
  assessment: {
    name: "assessment",
    names: {
      one: "Assessment",
      many: "Assessments",
      sent: "Free assessment request",
      kept: "Free assessment bookings",
      mailSubject: "New free assessment request",
      inSentence: "free assessment request",
    },
    listFields: ["supportNeeds"],
    action: "/free-assessment",
    apiPath: "/api/submit-assessment",
    success: {
      title: "Assessment booking received!",
      text: `Assessment booking received! We'll contact you ${factText.assessmentConfirm} to confirm.`,
    },
    failure: { title: "Submission Failed", text: "Failed to submit assessment. Please try again or call us directly." },
    consent: { text: "I agree to be contacted to arrange my free care assessment.", field: "consent" },
  },
};

/** The success text with the provider's trading name in it. */
export function successText(form: FormName, tradingName: string): string {
  return formDefinitions[form].success.text.replace("{provider}", tradingName);
}

/** Hidden fields every form carries besides the visitor's (see docs/decisions/0003-forms-on-prerendered-pages.md). */
export const metaFields = {
  idempotencyKey: "idempotencyKey",
  /** Server time (ms) when the form was rendered per request, signed ("<ms>.<mac>", start-time.server.ts); absent on prerendered pages. */
  startedAt: "startedAt",
  /** Milliseconds from hydration to submit, measured in the browser. */
  elapsedMs: "elapsedMs",
  /** The page the form was on. */
  originPage: "originPage",
  /** Set by the browser's script: the answer can be data instead of a redirect. */
  js: "js",
  /** The honeypot: hidden from people, filled by bots. */
  honeypot: "website",
  /** Set by another page's button that fills in fields ahead (prefill.ts): the form is shown filled in, not sent. */
  prefill: "prefill",
} as const;

/** The typed values of a form: one string per field, a list for checkbox fields (values kept after a failure). */
export type RawValues = Record<string, string | string[]>;

/** The visitor's fields from submitted form data (a list for checkbox fields), without the hidden ones. */
export function valuesFromFormData(form: FormName, formData: FormData | URLSearchParams): RawValues {
  const definition = formDefinitions[form];
  const hidden = new Set<string>(Object.values(metaFields));
  const values: RawValues = {};
  for (const key of new Set(formData.keys())) {
    if (hidden.has(key)) continue;
    values[key] = definition.listFields.includes(key)
      ? formData.getAll(key).map(String)
      : String(formData.get(key) ?? "");
  }
  for (const key of definition.listFields) values[key] ??= [];
  return values;
}
