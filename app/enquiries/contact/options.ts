/** The choices of the contact form with their labels, and its length limits: shared by the form and its schema, free of zod so the page's script stays small. */
import type { Option } from "#app/enquiries/choices.ts";

export const enquiryTypeOptions = [
  { value: "self", label: "Care for myself" },
  { value: "relative", label: "Care for a relative or friend" },
  { value: "professional", label: "I am a health or social care professional" },
  { value: "employment", label: "Working for us" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];

/** The kinds of care (the original's unused `careTypes`): offered as an optional question and stored. */
export const careTypeOptions = [
  { value: "domiciliary", label: "Home visits (domiciliary care)" },
  { value: "live-in", label: "Live-in care" },
  { value: "supported-living", label: "Supported living" },
  { value: "respite", label: "Respite care" },
  { value: "elderly", label: "Elderly care" },
  { value: "dementia", label: "Dementia care" },
  { value: "not-sure", label: "Not sure yet" },
] as const satisfies readonly Option[];

export const contactUrgencyOptions = [
  { value: "immediate", label: "Immediately" },
  { value: "week", label: "Within a week" },
  { value: "month", label: "Within a month" },
  { value: "future", label: "Some time in the future" },
  { value: "enquiry", label: "Just making an enquiry" },
] as const satisfies readonly Option[];

export const contactMethodOptions = [
  { value: "phone", label: "Phone call" },
  { value: "email-contact", label: "Email" },
  { value: "video", label: "Video call" },
  { value: "person", label: "In person" },
] as const satisfies readonly Option[];

export const MESSAGE_MAX = 2000;
