/** The four forms as the browser tests fill them, with the row each should store. */
export interface FormCase {
  form: "quick-contact" | "contact" | "callback" | "assessment";
  /** A page the form is on. */
  page: string;
  /** The form's accessible name. */
  name: string;
  table: string;
  nameField: string;
  nameColumn: string;
  values(word: string): Record<string, string | string[] | boolean>;
  row(word: string): Record<string, unknown>;
  confirmation: string;
  apiPath: string;
  json(word: string): Record<string, unknown>;
}

export function inDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(Date.now() + days * 86_400_000));
}

const date = inDays(3);

export const formCases: FormCase[] = [
  {
    form: "quick-contact",
    page: "/",
    name: "Quick contact",
    table: "quick_contact_submissions",
    nameField: "name",
    nameColumn: "name",
    values: (w) => ({ name: `Quinn ${w}`, phone: "01632 960100", email: "quinn@example.org", helpType: "respite", urgency: "48hours" }),
    row: (w) => ({ name: `Quinn ${w}`, phone: "01632 960100", email: "quinn@example.org", help_type: "respite", urgency: "48hours" }),
    confirmation: "Assessment Request Received",
    apiPath: "/api/submit-quick-contact",
    json: (w) => ({ name: `Quinn ${w}`, phone: "01632 960100", email: "quinn@example.org", helpType: "respite", urgency: "48hours" }),
  },
  {
    form: "contact",
    page: "/contact",
    name: "Contact enquiry",
    table: "contact_submissions",
    nameField: "fullName",
    nameColumn: "name",
    values: (w) => ({
      fullName: `Cara ${w}`,
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
    row: (w) => ({
      name: `Cara ${w}`,
      phone: "01632 960200",
      email: "cara@example.org",
      postcode: "MK9 3AB",
      enquiry_type: "relative",
      service_interest: JSON.stringify(["live-in", "dementia"]),
      urgency: "week",
      preferred_contact: "video",
      message: "Mum needs help in the mornings.",
      consent_given: 1,
    }),
    confirmation: "Enquiry Received!",
    apiPath: "/api/submit-contact",
    json: (w) => ({
      fullName: `Cara ${w}`,
      phone: "01632 960200",
      email: "cara@example.org",
      postcode: "MK9 3AB",
      enquiryType: "relative",
      urgency: "week",
      contactMethod: "video",
      agreeToContact: true,
    }),
  },
  {
    form: "callback",
    page: "/request-a-callback",
    name: "Request a callback",
    table: "callback_submissions",
    nameField: "name",
    nameColumn: "name",
    values: (w) => ({ name: `Col ${w}`, phone: "01632 960300", preferredDate: date, preferredTime: "evening", topic: "Costs of live-in care" }),
    row: (w) => ({ name: `Col ${w}`, phone: "01632 960300", preferred_date: date, preferred_time: "evening", topic: "Costs of live-in care" }),
    confirmation: "Callback Requested!",
    apiPath: "/api/submit-callback",
    json: (w) => ({ name: `Col ${w}`, phone: "01632 960300", preferredDate: date, preferredTime: "evening" }),
  },
  {
    form: "assessment",
    page: "/free-assessment",
    name: "Book your free care assessment",
    table: "assessment_submissions",
    nameField: "fullName",
    nameColumn: "full_name",
    values: (w) => ({
      fullName: `Asha ${w}`,
      phone: "01632 960400",
      email: "asha@example.org",
      postcode: "MK40 1AA",
      assessmentFor: "spouse",
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
    row: (w) => ({
      full_name: `Asha ${w}`,
      phone: "01632 960400",
      email: "asha@example.org",
      postcode: "MK40 1AA",
      relationship_to_person: "spouse",
      preferred_date: date,
      preferred_time: "late-afternoon",
      urgency: "two-weeks",
      support_needs: JSON.stringify(["Personal care", "Mobility support"]),
      current_situation: "family-care",
      specific_requirements: "Wheelchair user",
      additional_information: "Has a dog",
      hear_about: "recommendation",
      consent_given: 1,
    }),
    confirmation: "Assessment booking received!",
    apiPath: "/api/submit-assessment",
    json: (w) => ({
      fullName: `Asha ${w}`,
      phone: "01632 960400",
      email: "asha@example.org",
      postcode: "MK40 1AA",
      assessmentFor: "spouse",
      preferredDate: date,
      preferredTime: "morning",
      urgency: "planning",
      supportNeeds: ["Companionship"],
      currentSituation: "independent",
      hearAbout: "google",
      consent: true,
    }),
  },
];
