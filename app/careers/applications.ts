import { z } from "zod";
import type { Option } from "#app/enquiries/choices.ts";
import { choiceField, emailField, nameField, optionalText, phoneField, postcodeField } from "#app/enquiries/fields.ts";

/**
 * The job application (/careers/apply, issue 27): the one place that knows its fields. The form, the schema, the
 * applicants' inbox, its CSV and the subject access export all read this list. It asks only what a care employer needs
 * before an interview: never age or date of birth, health or disability (Equality Act 2010 s.60), marital status,
 * children, nationality or religion, and no criminal-record question at this stage (that comes later, in the words
 * allowed for care roles). A test (applications.test.ts) fails if a field asking any of them is added.
 *
 * Used in the browser and on the server alike: keep it free of server code.
 */

export const rightToWorkOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "not-sure", label: "I'm not sure" },
] as const satisfies readonly Option[];

export const drivingOptions = [
  { value: "licence-and-car", label: "I have a full UK driving licence and a car" },
  { value: "licence-no-car", label: "I have a driving licence but no car" },
  { value: "no-licence", label: "I don't drive" },
] as const satisfies readonly Option[];

export const experienceOptions = [
  { value: "none", label: "None yet: I'm new to care (that's fine, we train you)" },
  { value: "under-1", label: "Less than a year" },
  { value: "1-to-3", label: "1 to 3 years" },
  { value: "over-3", label: "More than 3 years" },
] as const satisfies readonly Option[];

export const ABOUT_MAX = 2000;
export const AVAILABILITY_MAX = 500;

/** The answers' field names, in the form's order, with what staff and the applicant read beside each answer. */
export const applicationFields = [
  { name: "fullName", column: "name", label: "Full name", kind: "text" },
  { name: "phone", column: "phone", label: "Phone number", kind: "text" },
  { name: "email", column: "email", label: "Email address", kind: "text" },
  { name: "postcode", column: "postcode", label: "Postcode", kind: "text" },
  {
    name: "rightToWork",
    column: "right_to_work",
    label: "Do you have the right to work in the UK?",
    kind: "choice",
    options: rightToWorkOptions,
  },
  {
    name: "driving",
    column: "driving",
    label: "Driving licence and car",
    kind: "choice",
    options: drivingOptions,
  },
  { name: "availability", column: "availability", label: "When can you work?", kind: "text" },
  {
    name: "experience",
    column: "experience",
    label: "Care experience",
    kind: "choice",
    options: experienceOptions,
  },
  { name: "about", column: "about", label: "A few lines about yourself", kind: "text" },
] as const;

export type ApplicationField = (typeof applicationFields)[number];
export type ApplicationColumn = ApplicationField["column"];

/** The CV field's name, and its limits: PDF or Word, at most 5 MB (checked by content on the server). */
export const CV_FIELD = "cv";
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const applicationMessages = {
  rightToWork: "Please tell us whether you have the right to work in the UK",
  driving: "Please tell us whether you drive",
  availability: "Please tell us when you can work",
  availabilityTooLong: "Please keep this shorter",
  experience: "Please choose your care experience (none is fine)",
  about: "Please write a few lines about yourself",
  aboutTooLong: "Please keep this to 2000 characters",
  cvTooLarge: "Your CV must be 5 MB or smaller",
  cvType: "Your CV must be a PDF or a Word document (.pdf, .docx or .doc)",
  cvEmpty: "The CV you chose is empty",
} as const;

export const applicationSchema = z.object({
  fullName: nameField(),
  phone: phoneField(),
  email: emailField(),
  postcode: postcodeField(2),
  rightToWork: choiceField(rightToWorkOptions, applicationMessages.rightToWork),
  driving: choiceField(drivingOptions, applicationMessages.driving),
  availability: optionalText(AVAILABILITY_MAX, applicationMessages.availabilityTooLong).refine(
    (value) => value.length > 0,
    applicationMessages.availability,
  ),
  experience: choiceField(experienceOptions, applicationMessages.experience),
  about: optionalText(ABOUT_MAX, applicationMessages.aboutTooLong).refine(
    (value) => value.length > 0,
    applicationMessages.about,
  ),
});

export type ApplicationValues = z.infer<typeof applicationSchema>;

/** An answer as staff read it: a choice's label, else the text. */
export function answerLabel(field: ApplicationField, value: string): string {
  if (field.kind !== "choice") return value;
  return (field.options as readonly Option[]).find((option) => option.value === value)?.label ?? value;
}

/** The stages of the hiring, in order; "not-progressed" (with a reason) may follow any of them. */
export const stageOptions = [
  { value: "new", label: "New" },
  { value: "phone-screen", label: "Phone screen" },
  { value: "interview", label: "Interview" },
  { value: "offer", label: "Offer" },
  { value: "hired", label: "Hired" },
  { value: "not-progressed", label: "Not progressed" },
] as const satisfies readonly Option[];

export type Stage = (typeof stageOptions)[number]["value"];

/** The changes staff make on an application's page (one form each), and the limits of what they type. */
export type ApplicantIntent = "stage" | "interview" | "note";
export const NOTE_MAX = 2000;
export const REASON_MAX = 300;

export const stageLabel = (stage: string) => stageOptions.find((option) => option.value === stage)?.label ?? stage;

/** A vacancy's slug as /careers/{slug} has it: lower-case words joined by hyphens, at most 100 characters. */
export const VACANCY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const vacancySlugOf = (value: unknown): string | null =>
  typeof value === "string" && value.length <= 100 && VACANCY_SLUG.test(value) ? value : null;
