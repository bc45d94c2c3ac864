import { z } from "zod";
import {
  assessmentForOptions,
  assessmentTimeOptions,
  assessmentUrgencyOptions,
  supportNeedOptions,
  currentSituationOptions,
  hearAboutOptions,
  REQUIREMENTS_MAX,
  ADDITIONAL_INFO_MAX,
  THEIR_NAME_MAX,
} from "#app/enquiries/assessment/options.ts";
import {
  checkboxesField,
  choiceField,
  consentField,
  emailField,
  messages,
  nameField,
  optionalText,
  phoneField,
  postcodeField,
  preferredDateField,
} from "#app/enquiries/fields.ts";

/** The name of the person who needs care: optional, else a name as the enquirer's is (2 to 100 characters, no hidden characters). */
const theirName = optionalText(THEIR_NAME_MAX, "Their name must be less than 100 characters").refine(
  (value) => value === "" || value.length >= 2,
  "Their name must be at least 2 characters",
);

/**
 * In the order the form asks (its sections: about you, the person who needs care, when, anything else), so the error
 * summary lists the problems in the order the fields come.
 */
export const assessmentSchema = z.object({
  fullName: nameField("Name must be less than 100 characters"),
  phone: phoneField(),
  email: emailField(),
  assessmentFor: choiceField(assessmentForOptions, "Please select who the assessment is for"),
  personNeedingCare: theirName,
  postcode: postcodeField(3),
  supportNeeds: checkboxesField(supportNeedOptions, "Please select at least one support need", 1),
  currentSituation: choiceField(currentSituationOptions, "Please select current situation"),
  specificRequirements: optionalText(REQUIREMENTS_MAX, "Requirements must be less than 500 characters"),
  urgency: choiceField(assessmentUrgencyOptions, "Please select urgency level"),
  preferredDate: preferredDateField(),
  preferredTime: choiceField(assessmentTimeOptions, messages.preferredTime),
  additionalInfo: optionalText(ADDITIONAL_INFO_MAX, "Additional information must be less than 1000 characters"),
  hearAbout: choiceField(hearAboutOptions, "Please tell us how you heard about us"),
  consent: consentField(),
});

export type AssessmentValues = z.infer<typeof assessmentSchema>;
