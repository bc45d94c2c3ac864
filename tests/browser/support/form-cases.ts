import { samples, type SampleSubmission } from "#tests/support/sample-submissions.ts";

/** The four forms as the browser tests find them: the shared sample submission, the form's name and its confirmation. */
export interface FormCase extends SampleSubmission {
  /** The form's accessible name. */
  name: string;
  confirmation: string;
}

export const formCases: FormCase[] = [
  { ...samples["quick-contact"], name: "Quick contact", confirmation: "Assessment Request Received" },
  { ...samples.contact, name: "Contact enquiry", confirmation: "Enquiry Received!" },
  { ...samples.callback, name: "Request a callback", confirmation: "Callback Requested!" },
  { ...samples.assessment, name: "Book your free care assessment", confirmation: "Assessment booking received!" },
];
