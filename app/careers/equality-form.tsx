import { Form, Link, useNavigation } from "react-router";
import { ErrorSummary, FormStateProvider, Radios, SubmitButton, useErrorTitle } from "#app/components/forms/forms.tsx";
import { ConfirmationPanel } from "#app/components/forms/confirmation.tsx";
import { equalityQuestions } from "#app/careers/equality.ts";

/** What the page's action answers (equality-page.server.ts `EqualityResult`), as the form reads it. */
export type EqualityFormResult =
  { status: "success" } | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> };

const ID_PREFIX = "equality";
const GROUPS = equalityQuestions.map((question) => question.name);

/**
 * The optional equality questions (ADR 0022): GOV.UK radios, every one optional with "Prefer not to say", posted to the
 * page's action so it works the same without JavaScript. Only a hand-made post can send an answer that is not offered:
 * the error summary then names the question.
 */
export function EqualityForm({ result }: { result?: EqualityFormResult }) {
  const navigation = useNavigation();
  const errors = result?.status === "invalid" ? result.errors : {};
  useErrorTitle(Object.keys(errors).length > 0);

  if (result?.status === "success")
    return (
      <ConfirmationPanel title="Thank you for answering">
        Your answers are kept apart from your application. We only ever look at totals, to check that we treat everyone
        fairly.
      </ConfirmationPanel>
    );

  return (
    <FormStateProvider
      value={{
        idPrefix: ID_PREFIX,
        errors,
        values: result?.status === "invalid" ? result.values : undefined,
        pending: navigation.state === "submitting",
      }}
    >
      <Form method="post" noValidate aria-label="Equality monitoring questions" data-equality-form>
        <ErrorSummary errors={errors} groups={GROUPS} />
        {equalityQuestions.map((question) => (
          <Radios
            key={question.name}
            name={question.name}
            label={question.label}
            hint={question.hint ? `${question.hint} Optional.` : "Optional."}
            options={question.options}
          />
        ))}
        <SubmitButton>Send answers</SubmitButton>
      </Form>
      <p className="mt-6">
        You do not have to answer.{" "}
        <Link to="/careers" className="font-bold text-brand-700 underline">
          Back to careers
        </Link>
      </p>
    </FormStateProvider>
  );
}
