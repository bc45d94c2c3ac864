import { EnquiryForm } from "#app/forms/enquiry-form.tsx";
import { PhoneField, Radios, SubmitButton, TextArea, TextField } from "#app/components/forms/forms.tsx";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import { callbackTimeOptions, TOPIC_MAX } from "#app/enquiries/callback/options.ts";

export function CallbackForm({
  server,
  serverResult,
  topic,
}: {
  server?: ServerFormData;
  serverResult?: FormActionResult;
  topic?: string;
}) {
  return (
    <EnquiryForm
      form="callback"
      label="Request a callback"
      server={server}
      serverResult={serverResult}
      groups={["preferredTime"]}
      initialValues={topic ? { topic } : undefined}
    >
      <TextField name="name" label="Your name" autoComplete="name" />
      <PhoneField />
      <TextField
        name="preferredDate"
        label="Preferred date"
        hint="Today or a later date."
        type="date"
        min={server?.today}
        className="max-w-xs"
      />
      <Radios name="preferredTime" label="Preferred time" options={callbackTimeOptions} />
      <TextArea
        name="topic"
        label="What would you like to talk about? (optional)"
        maxLength={TOPIC_MAX}
        counter
        rows={4}
      />
      <p className="mt-6 text-muted">{formDefinitions.callback.consent.text}</p>
      <SubmitButton>Request Callback</SubmitButton>
    </EnquiryForm>
  );
}
