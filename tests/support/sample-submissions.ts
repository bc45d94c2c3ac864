/**
 * One valid submission of each form, as the visitor fills it in (form field names) and as the stored row should read
 * (column names, normalised: lists as arrays, flags as booleans). Shared by the storage tests and the browser tests.
 */
export type FormName = "quick-contact" | "contact" | "callback" | "assessment";

export interface SampleSubmission {
  form: FormName;
  table: "quick_contact_submissions" | "contact_submissions" | "callback_submissions" | "assessment_submissions";
  /** The page it is on, and its JSON API path. */
  page: string;
  apiPath: string;
  /** The form's field and the table's column holding the person's name. */
  nameField: string;
  nameColumn: string;
  /** The fields with `name` as the person's name; consent boxes as `true`. */
  fields(name: string): Record<string, string | string[] | boolean>;
  row(name: string): Record<string, unknown>;
}

/** A date in the UK `days` from today (YYYY-MM-DD). */
export function ukDateInDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const date = ukDateInDays(7);

export const samples: Record<FormName, SampleSubmission> = {
  "quick-contact": {
    form: "quick-contact",
    table: "quick_contact_submissions",
    // A page that hydrates, so the form's scripted path (fetcher, toast) is tried; on the pages that do not hydrate it
    // posts as without JavaScript (tests/browser/no-hydration.spec.ts).
    page: "/care-costs",
    apiPath: "/api/submit-quick-contact",
    nameField: "name",
    nameColumn: "name",
    fields: (name) => ({
      name,
      phone: "01632 960100",
      email: "quinn@example.org",
      helpType: "respite",
      urgency: "48hours",
    }),
    row: (name) => ({
      name,
      phone: "01632 960100",
      email: "quinn@example.org",
      help_type: "respite",
      urgency: "48hours",
      consent_given: true,
    }),
  },
  contact: {
    form: "contact",
    table: "contact_submissions",
    page: "/contact",
    apiPath: "/api/submit-contact",
    nameField: "fullName",
    nameColumn: "name",
    fields: (name) => ({
      fullName: name,
      phone: "01632 960200",
      email: "cara@example.org",
      postcode: "MK9 3AB",
      enquiryType: "relative",
      careTypes: ["live-in", "dementia"],
      urgency: "week",
      contactMethod: "video",
      message: "Mum needs help in the mornings.",
      agreeToContact: true,
    }),
    row: (name) => ({
      name,
      phone: "01632 960200",
      email: "cara@example.org",
      postcode: "MK9 3AB",
      enquiry_type: "relative",
      service_interest: ["live-in", "dementia"],
      urgency: "week",
      preferred_contact: "video",
      message: "Mum needs help in the mornings.",
      consent_given: true,
    }),
  },
  callback: {
    form: "callback",
    table: "callback_submissions",
    page: "/request-a-callback",
    apiPath: "/api/submit-callback",
    nameField: "name",
    nameColumn: "name",
    fields: (name) => ({
      name,
      phone: "01632 960300",
      preferredDate: date,
      preferredTime: "evening",
      topic: "Video consultation",
    }),
    row: (name) => ({
      name,
      phone: "01632 960300",
      preferred_date: date,
      preferred_time: "evening",
      topic: "Video consultation",
      consent_given: true,
    }),
  },
  assessment: {
    form: "assessment",
    table: "assessment_submissions",
    page: "/free-assessment",
    apiPath: "/api/submit-assessment",
    nameField: "fullName",
    nameColumn: "full_name",
    fields: (name) => ({
      fullName: name,
      phone: "01632 960400",
      email: "asha@example.org",
      postcode: "MK40 1AA",
      assessmentFor: "spouse",
      personNeedingCare: "Grace Patel",
      preferredDate: date,
      preferredTime: "late-afternoon",
      urgency: "two-weeks",
      supportNeeds: ["Personal care", "Mobility support"],
      currentSituation: "family-care",
      specificRequirements: "Wheelchair user",
      additionalInfo: "Has a dog",
      hearAbout: "recommendation",
      consent: true,
    }),
    row: (name) => ({
      full_name: name,
      phone: "01632 960400",
      email: "asha@example.org",
      postcode: "MK40 1AA",
      relationship_to_person: "spouse",
      preferred_date: date,
      preferred_time: "late-afternoon",
      urgency: "two-weeks",
      support_needs: ["Personal care", "Mobility support"],
      current_situation: "family-care",
      specific_requirements: "Wheelchair user",
      additional_information: "Has a dog",
      hear_about: "recommendation",
      address: null,
      person_needing_care: "Grace Patel",
      mobility_requirements: null,
      consent_given: true,
    }),
  },
};

export const sampleList: SampleSubmission[] = Object.values(samples);

/** The fields as a browser posts them: ticked consent boxes as "on". */
export function asFormPost(fields: Record<string, string | string[] | boolean>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === true ? "on" : value === false ? "" : value]),
  );
}

/** A normalised row as SQLite stores it (lists as JSON text, flags as 0/1), for reading the file directly. */
export function asSqliteRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      Array.isArray(value) ? JSON.stringify(value) : typeof value === "boolean" ? Number(value) : value,
    ]),
  );
}
