import { EnquiryForm } from "../enquiry-form";
import { Radios, SubmitButton, TextArea, TextField } from "~/components/forms/forms";
import type { FormActionResult, ServerFormData } from "../results";
import { formDefinitions } from "../definitions";
import { callbackTimeOptions, TOPIC_MAX } from "./options";

export function CallbackForm({ server, serverResult, topic }: { server?: ServerFormData; serverResult?: FormActionResult; topic?: string }) {
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
      <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField name="preferredDate" label="Preferred date" hint="Today or a later date." type="date" min={server?.today} className="max-w-xs" />
      <Radios name="preferredTime" label="Preferred time" options={callbackTimeOptions} />
      <TextArea name="topic" label="What would you like to talk about? (optional)" maxLength={TOPIC_MAX} counter rows={4} />
      <p className="mt-6 text-muted">{formDefinitions.callback.consent.text}</p>
      <SubmitButton>Request Callback</SubmitButton>
    </EnquiryForm>
  );
}
