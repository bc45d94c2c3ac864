import { z } from "zod";
import {
  enquiryTypeOptions,
  careTypeOptions,
  contactUrgencyOptions,
  contactMethodOptions,
  MESSAGE_MAX,
} from "#app/enquiries/contact/options.ts";
import {
  checkboxesField,
  choiceField,
  consentField,
  emailField,
  nameField,
  optionalText,
  phoneField,
  postcodeField,
  messages,
} from "#app/enquiries/fields.ts";

export const contactSchema = z.object({
  fullName: nameField(),
  phone: phoneField(),
  email: emailField(),
  postcode: postcodeField(2),
  enquiryType: choiceField(enquiryTypeOptions, "Please select an enquiry type"),
  careTypes: checkboxesField(careTypeOptions, "Please choose the kinds of care from the list"),
  urgency: choiceField(contactUrgencyOptions, "Please select when care is needed"),
  contactMethod: choiceField(contactMethodOptions, "Please select a contact method"),
  message: optionalText(MESSAGE_MAX, messages.messageTooLong),
  agreeToContact: consentField(),
});

export type ContactValues = z.infer<typeof contactSchema>;
