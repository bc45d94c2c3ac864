import { detailField, sharedFields, type StoredField } from "../field-list";

export const contactFieldList: readonly StoredField[] = [
  sharedFields.name("fullName"),
  sharedFields.phone(),
  sharedFields.email(),
  sharedFields.postcode(),
  detailField("enquiryType", "enquiry_type", "What the enquiry is about", "choice", { csvHeader: "Enquiry type" }),
  detailField("careTypes", "service_interest", "Kinds of care of interest", "choices", { health: true, csvHeader: "Care types" }),
  sharedFields.urgency("When care is needed"),
  detailField("contactMethod", "preferred_contact", "How to contact them", "choice", { csvHeader: "Contact method" }),
  detailField("message", "message", "Message", "long-text", { personal: true, health: true }),
  sharedFields.consent("agreeToContact"),
];
