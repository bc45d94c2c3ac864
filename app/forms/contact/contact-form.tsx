import { EnquiryForm } from "#app/forms/enquiry-form.tsx";
import {
  Checkbox,
  Checkboxes,
  ClearButton,
  EmailField,
  PhoneField,
  Radios,
  Select,
  SubmitButton,
  TextArea,
  TextField,
} from "#app/components/forms/forms.tsx";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import {
  careTypeOptions,
  contactMethodOptions,
  contactUrgencyOptions,
  enquiryTypeOptions,
  MESSAGE_MAX,
} from "#app/enquiries/contact/options.ts";

export function ContactForm({
  server,
  serverResult,
  enquiryType,
}: {
  server?: ServerFormData;
  serverResult?: FormActionResult;
  /** The enquiry type to start with (the careers page asks for "employment"). */
  enquiryType?: string;
}) {
  return (
    <EnquiryForm
      form="contact"
      label="Contact enquiry"
      server={server}
      serverResult={serverResult}
      groups={["enquiryType", "careTypes", "contactMethod"]}
      initialValues={enquiryType ? { enquiryType } : undefined}
    >
      <TextField name="fullName" label="Full name" autoComplete="name" />
      <PhoneField />
      <EmailField />
      <TextField
        name="postcode"
        label="Postcode"
        hint="For example, MK9 3AB"
        autoComplete="postal-code"
        className="max-w-xs"
      />
      <Radios name="enquiryType" label="What is your enquiry about?" options={enquiryTypeOptions} />
      <Checkboxes
        name="careTypes"
        label="Which kinds of care are you interested in? (optional)"
        hint="Tick all that apply."
        options={careTypeOptions}
      />
      <Select name="urgency" label="When is care needed?" options={contactUrgencyOptions} />
      <Radios name="contactMethod" label="How would you like us to contact you?" options={contactMethodOptions} />
      <TextArea
        name="message"
        label="Your message (optional)"
        hint="Tell us anything that will help us help you."
        maxLength={MESSAGE_MAX}
        counter
        rows={6}
      />
      <Checkbox name="agreeToContact" label={formDefinitions.contact.consent.text} />
      <div className="flex flex-wrap gap-4">
        <ClearButton>Clear Form</ClearButton>
        <SubmitButton>Submit Enquiry</SubmitButton>
      </div>
    </EnquiryForm>
  );
}
