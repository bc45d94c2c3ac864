import { detailField, sharedFields, type StoredField } from "#app/enquiries/field-list.ts";
import {
  careTypeOptions,
  contactMethodOptions,
  contactUrgencyOptions,
  enquiryTypeOptions,
} from "#app/enquiries/contact/options.ts";

export const contactFieldList: readonly StoredField[] = [
  sharedFields.name("fullName"),
  sharedFields.phone(),
  sharedFields.email(),
  sharedFields.postcode(),
  detailField("enquiryType", "enquiry_type", "What the enquiry is about", "choice", {
    csvHeader: "Enquiry type",
    options: enquiryTypeOptions,
  }),
  detailField("careTypes", "service_interest", "Kinds of care of interest", "choices", {
    health: true,
    csvHeader: "Care types",
    options: careTypeOptions,
  }),
  sharedFields.urgency("When care is needed", contactUrgencyOptions),
  detailField("contactMethod", "preferred_contact", "How to contact them", "choice", {
    csvHeader: "Contact method",
    options: contactMethodOptions,
  }),
  detailField("message", "message", "Message", "long-text", { personal: true, health: true }),
  sharedFields.consent("agreeToContact"),
];
