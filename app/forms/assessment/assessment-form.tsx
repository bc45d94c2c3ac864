import { EnquiryForm } from "#app/forms/enquiry-form.tsx";
import {
  Checkbox,
  Checkboxes,
  EmailField,
  FormSection,
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
  ADDITIONAL_INFO_MAX,
  assessmentForOptions,
  assessmentTimeOptions,
  assessmentUrgencyOptions,
  currentSituationOptions,
  hearAboutOptions,
  REQUIREMENTS_MAX,
  supportNeedOptions,
} from "#app/enquiries/assessment/options.ts";

export function AssessmentForm({ server, serverResult }: { server?: ServerFormData; serverResult?: FormActionResult }) {
  return (
    <EnquiryForm
      form="assessment"
      label="Book your free care assessment"
      server={server}
      serverResult={serverResult}
      groups={["assessmentFor", "supportNeeds", "currentSituation", "urgency", "preferredTime"]}
    >
      <FormSection title="About you">
        <TextField name="fullName" label="Your full name" autoComplete="name" />
        <PhoneField />
        <EmailField />
      </FormSection>
      <FormSection title="The person who needs care">
        <Radios name="assessmentFor" label="Who is the assessment for?" options={assessmentForOptions} />
        {/* Always shown (so it works without JavaScript), optional: it matters only when the care is for someone else. */}
        <TextField
          name="personNeedingCare"
          label="Their name (optional)"
          hint="If the assessment is for someone else, their name, so we know who to ask for. Leave it blank if it is for you."
          autoComplete="off"
          required={false}
        />
        <TextField
          name="postcode"
          label="Postcode where care is needed"
          hint="For example, MK9 3AB"
          autoComplete="postal-code"
          className="max-w-xs"
        />
        <Checkboxes
          name="supportNeeds"
          label="What support is needed?"
          hint="Tick all that apply."
          options={supportNeedOptions}
        />
        <Radios name="currentSituation" label="What is the current situation?" options={currentSituationOptions} />
        <TextArea
          name="specificRequirements"
          label="Specific requirements (optional)"
          hint="For example, mobility, diet, language or cultural needs."
          maxLength={REQUIREMENTS_MAX}
          counter
          rows={3}
        />
      </FormSection>
      <FormSection title="When">
        <Radios name="urgency" label="How soon is care needed?" options={assessmentUrgencyOptions} />
        <TextField
          name="preferredDate"
          label="Preferred date"
          hint="Today or a later date."
          type="date"
          min={server?.today}
          className="max-w-xs"
        />
        <Radios name="preferredTime" label="Preferred time" options={assessmentTimeOptions} />
      </FormSection>
      <FormSection title="Anything else">
        <TextArea
          name="additionalInfo"
          label="Anything else we should know? (optional)"
          maxLength={ADDITIONAL_INFO_MAX}
          counter
          rows={4}
        />
        <Select name="hearAbout" label="How did you hear about us?" options={hearAboutOptions} />
        <Checkbox name="consent" label={formDefinitions.assessment.consent.text} />
      </FormSection>
      <SubmitButton>Book My Free Assessment</SubmitButton>
    </EnquiryForm>
  );
}
