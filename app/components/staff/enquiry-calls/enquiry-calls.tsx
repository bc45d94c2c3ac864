import { Form } from "react-router";
import { ErrorSummary, FormStateProvider, Radios, SubmitButton, TextArea } from "#app/components/forms/forms.tsx";
import { Answer, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { KeptEntries } from "#app/components/staff/kept-entries/kept-entries.tsx";
import { GUARDED_FORM } from "#app/hooks/use-leave-guard.ts";
import type { EnquiryActionData, EnquiryView } from "#app/inbox/enquiry-view.ts";
import { callOutcomeLabels, callOutcomes } from "#app/inbox/stages.ts";

const outcomeOptions = callOutcomes.map((outcome) => ({ value: outcome, label: callOutcomeLabels[outcome] }));

/** The calls made to the family, newest first (kept as logged, never edited): with the details, below the work. */
export function CallList({ calls }: { calls: EnquiryView["calls"] }) {
  const entries = calls.map((call) => ({
    id: call.id,
    lead: callOutcomeLabels[call.outcome],
    rest: `, ${call.at}, by ${call.by ?? "a removed account"}`,
    text: call.note,
  }));
  return <KeptEntries kind="call" heading="Calls" empty="No calls logged yet." entries={entries} />;
}

/**
 * "Log a call", at the top of the page with the work: how it went (GOV.UK radios) and an optional note. The first call
 * sets the first contact time; reaching them moves a new enquiry on to Contacted. Posts and works without JavaScript;
 * no outcome chosen shows the error summary. Its note is guarded: leaving with it unsent asks first.
 */
export function LogCall({
  calls,
  formAction,
  answer,
  result,
  pending,
  max,
}: {
  /** How many calls there are: a new one empties the form. */
  calls: number;
  formAction: string;
  /** The confirmation of the call just logged. */
  answer?: Answered;
  /** The call refused, with its errors and what was entered. */
  result?: EnquiryActionData;
  pending: boolean;
  max: number;
}) {
  const errors = result?.errors ?? {};
  const values = { outcome: result?.values?.outcome ?? "", note: result?.note ?? "" };
  return (
    <div id="calls" className="mt-8">
      <Answer result={answer?.status === "done" ? answer : undefined} />
      <FormStateProvider value={{ idPrefix: "call", errors, values: result ? values : {}, pending }}>
        <Form method="post" action={formAction} noValidate data-form="call" key={calls} {...{ [GUARDED_FORM]: "" }}>
          <ErrorSummary errors={errors} groups={["outcome"]} />
          <h3 className="heading-m">Log a call</h3>
          <input type="hidden" name="intent" value="call" />
          <Radios name="outcome" label="How did the call go?" options={outcomeOptions} />
          <TextArea
            name="note"
            label="Note about the call (optional)"
            hint={`Kept as written with the call. Up to ${max.toLocaleString("en-GB")} characters.`}
            rows={3}
          />
          <SubmitButton>Log call</SubmitButton>
        </Form>
      </FormStateProvider>
    </div>
  );
}
