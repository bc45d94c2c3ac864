import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  EmailField,
  ErrorMessage,
  ErrorSummary,
  FieldWrapper,
  FormStateProvider,
  PhoneField,
  Radios,
  SubmitButton,
  TextArea,
  TextField,
  useErrorTitle,
} from "#app/components/forms/forms.tsx";
import { ConfirmationPanel } from "#app/components/forms/confirmation.tsx";
import { GuardFields } from "#app/forms/enquiry-form-parts.tsx";
import {
  ABOUT_MAX,
  applicationMessages,
  CV_ACCEPT,
  CV_FIELD,
  CV_MAX_BYTES,
  drivingOptions,
  experienceOptions,
  rightToWorkOptions,
} from "#app/careers/applications.ts";

/** What the apply page's action answers (apply-page.server.ts `ApplyResult`), as the form reads it. */
export type ApplyFormResult =
  | { status: "success"; equality: boolean }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "rate-limited" | "failed"; message: string; values: Record<string, string> };

const ID_PREFIX = "apply";
const GROUPS = ["rightToWork", "driving", "experience"] as const;

/**
 * The job application (/careers/apply): a multipart form posted to the page's action, so it works the same without
 * JavaScript. With it, a CV over 5 MB is caught before it is sent, so nothing typed is lost; the server checks the
 * size while the body streams in, and the file's type by its content.
 */
export function ApplicationForm({
  idempotencyKey,
  vacancy,
  result,
}: {
  idempotencyKey: string;
  vacancy: { slug: string; title: string } | null;
  result?: ApplyFormResult;
}) {
  const navigation = useNavigation();
  const [cvError, setCvError] = useState<string | undefined>(undefined);
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errors = cvError ? { ...serverErrors, [CV_FIELD]: cvError } : serverErrors;
  const message = result?.status === "rate-limited" || result?.status === "failed" ? result.message : undefined;
  useErrorTitle(Object.keys(errors).length > 0 || Boolean(message));

  if (result?.status === "success")
    return (
      <ConfirmationPanel
        title="Thank you: we have your application"
        footer={result.equality ? <EqualityOffer /> : undefined}
      >
        Someone from our team will read it and contact you, usually within a few working days.
      </ConfirmationPanel>
    );

  const checkCvSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem(CV_FIELD) as HTMLInputElement | null)?.files?.[0];
    const tooLarge = file !== undefined && file.size > CV_MAX_BYTES;
    setCvError(tooLarge ? applicationMessages.cvTooLarge : undefined);
    if (tooLarge) event.preventDefault();
  };

  return (
    <FormStateProvider
      value={{
        idPrefix: ID_PREFIX,
        errors,
        values: result?.values,
        pending: navigation.state === "submitting",
      }}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        // The server checks every answer and lists what is missing in the error summary (GOV.UK's pattern), with or
        // without JavaScript: the browser's own bubbles would stop the form before it.
        noValidate
        aria-label="Job application"
        onSubmit={checkCvSize}
        data-application-form
      >
        <ErrorSummary errors={errors} groups={GROUPS} message={message} />
        <GuardFields
          idPrefix={ID_PREFIX}
          idempotencyKey={idempotencyKey}
          startedAt={undefined}
          originPage="/careers/apply"
          elapsed={undefined}
        />
        {vacancy ? (
          <>
            <input type="hidden" name="vacancy" value={vacancy.slug} />
            <p className="mt-6 text-lg" data-vacancy>
              You are applying for: <strong>{vacancy.title}</strong>
            </p>
          </>
        ) : null}
        <TextField name="fullName" label="Full name" autoComplete="name" />
        <PhoneField />
        <EmailField />
        <TextField
          name="postcode"
          label="Postcode"
          autoComplete="postal-code"
          hint="So we can offer you work nearby."
        />
        <Radios
          name="rightToWork"
          label="Do you have the right to work in the UK?"
          hint="We check this for everyone we offer a job to, as the law asks."
          options={rightToWorkOptions}
        />
        <Radios name="driving" label="Driving licence and car" options={drivingOptions} />
        <TextArea
          name="availability"
          label="When can you work?"
          hint="For example: weekdays, mornings only, weekends, nights. Part time is welcome."
          rows={3}
        />
        <Radios name="experience" label="Care experience" options={experienceOptions} />
        <TextArea
          name="about"
          label="A few lines about yourself"
          hint="What draws you to care work, and anything you would like us to know."
          maxLength={ABOUT_MAX}
          counter
        />
        <CvField error={errors[CV_FIELD]} />
        <SubmitButton>Send application</SubmitButton>
      </Form>
    </FormStateProvider>
  );
}

function CvField({ error }: { error?: string }) {
  const id = `${ID_PREFIX}-${CV_FIELD}`;
  return (
    <FieldWrapper error={error}>
      <label htmlFor={id} className="block font-bold">
        Your CV (optional)
      </label>
      <p id={`${id}-hint`} className="mt-1 text-muted">
        A PDF or Word document, 5 MB at most. If the form shows a problem, choose your CV again.
      </p>
      <ErrorMessage id={id} error={error} />
      <input
        id={id}
        name={CV_FIELD}
        type="file"
        accept={CV_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="mt-2 block w-full max-w-full text-base file:mr-3 file:rounded-md file:border-2 file:border-ink file:bg-white file:px-3 file:py-2"
      />
    </FieldWrapper>
  );
}

/**
 * The optional equality questions, offered once the application is sent (ADR 0022): a page of their own, kept apart
 * from the application, which the browser's one-use pass opens.
 */
function EqualityOffer() {
  return (
    <div className="mt-6" data-equality-offer>
      <p className="text-lg">
        To help us check that we treat everyone fairly, you can also answer a few questions about yourself. Every one is
        optional. Your answers are kept apart from your application and never seen by the people who decide on it: we
        only ever look at totals.
      </p>
      <p className="mt-4">
        <Link to="/careers/equality" className="button-secondary">
          Answer a few optional equality questions
        </Link>
      </p>
    </div>
  );
}
