import { EnquiryForm } from "#app/forms/enquiry-form.tsx";
import { EmailField, PhoneField, Select, SubmitButton, TextField } from "#app/components/forms/forms.tsx";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import { helpTypeOptions, quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";

/** The short form at the end of every page (prerendered: no server data) and on /quick-contact. */
export function QuickContactForm({
  server,
  serverResult,
}: {
  server?: ServerFormData;
  serverResult?: FormActionResult;
}) {
  return (
    <EnquiryForm
      form="quick-contact"
      label="Quick contact"
      server={server}
      serverResult={serverResult}
      className="grid gap-x-6 md:grid-cols-2"
    >
      <TextField name="name" label="Your name" autoComplete="name" />
      <PhoneField />
      <EmailField />
      <Select name="helpType" label="How can we help?" options={helpTypeOptions} />
      <Select name="urgency" label="How soon do you need care?" options={quickUrgencyOptions} />
      <div className="md:col-span-2">
        <p className="mt-6 text-muted">{formDefinitions["quick-contact"].consent.text}</p>
        <SubmitButton>Send my request</SubmitButton>
      </div>
    </EnquiryForm>
  );
}
