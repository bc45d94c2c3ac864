import { detailField, sharedFields, type StoredField } from "#app/enquiries/field-list.ts";
import {
  assessmentForOptions,
  assessmentTimeOptions,
  assessmentUrgencyOptions,
  currentSituationOptions,
  hearAboutOptions,
  supportNeedOptions,
} from "#app/enquiries/assessment/options.ts";

export const assessmentFieldList: readonly StoredField[] = [
  sharedFields.name("fullName"),
  sharedFields.phone(),
  sharedFields.email(),
  sharedFields.postcode(),
  detailField("assessmentFor", "relationship_to_person", "Who the assessment is for", "choice", {
    csvHeader: "Assessment for",
    options: assessmentForOptions,
  }),
  // Optional: empty when the assessment is for the enquirer, or when they would rather say at the assessment.
  detailField("personNeedingCare", "person_needing_care", "Name of the person who needs care", "text", {
    personal: true,
    csvHeader: "Person needing care",
  }),
  detailField("preferredDate", "preferred_date", "Preferred date", "date", { csvHeader: "Preferred date" }),
  detailField("preferredTime", "preferred_time", "Preferred time", "choice", {
    csvHeader: "Preferred time",
    options: assessmentTimeOptions,
  }),
  sharedFields.urgency("How urgent", assessmentUrgencyOptions),
  detailField("supportNeeds", "support_needs", "Support needed", "choices", {
    health: true,
    csvHeader: "Support needs",
    options: supportNeedOptions,
  }),
  detailField("currentSituation", "current_situation", "Current situation", "choice", {
    health: true,
    csvHeader: "Current situation",
    options: currentSituationOptions,
  }),
  detailField("specificRequirements", "specific_requirements", "Specific requirements", "long-text", {
    personal: true,
    health: true,
    csvHeader: "Specific requirements",
  }),
  detailField("additionalInfo", "additional_information", "Anything else", "long-text", {
    personal: true,
    health: true,
    csvHeader: "Additional information",
  }),
  detailField("hearAbout", "hear_about", "How they heard about us", "choice", {
    csvHeader: "Heard about us",
    options: hearAboutOptions,
  }),
  sharedFields.consent("consent"),
  // The spec's columns that the form does not ask for: kept, and NULL (never filled with other data).
  detailField(null, "address", "Address", "text", { personal: true }),
  detailField(null, "mobility_requirements", "Mobility requirements", "long-text", { health: true }),
];
