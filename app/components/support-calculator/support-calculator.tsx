import { useId, useState } from "react";
import type { SupportCalculatorContent } from "#app/content/support-calculator.ts";
import { DataTable } from "#app/components/data-table/data-table.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { ErrorSummary, FormStateProvider, Radios, useErrorTitle } from "#app/components/forms/forms.tsx";
import {
  answersFromForm,
  hasAnyAnswer,
  suggestSupportLevel,
  supportQuestions,
  type SupportLevel,
} from "#app/family-tools/support-level.ts";

/** Where the error of an empty calculator goes: its first question (GOV.UK: the summary links to the first field). */
const firstQuestion = supportQuestions[0]!;

/**
 * The Support Level Calculator: seven questions as radio groups, scored in the browser when the visitor asks. The
 * form has no action and is never submitted; nothing is fetched or stored. The suggestion is announced politely. Asked
 * with nothing answered, it shows the error summary and an error on the first question instead of a suggestion.
 * Before and without JavaScript the table of support levels stands in its place.
 */
export function SupportCalculator({ content }: { content: SupportCalculatorContent }) {
  const {
    questions: calculatorQuestions,
    copy: calculatorCopy,
    levels: supportLevels,
    table: supportLevelTable,
  } = content;
  const hydrated = useHydrated();
  const [level, setLevel] = useState<SupportLevel>();
  const [missing, setMissing] = useState(false);
  useErrorTitle(missing);
  const formId = useId();

  if (!hydrated) {
    return (
      <div className="mx-auto max-w-4xl" data-testid="support-levels">
        <p className="mb-8 text-center text-lg">{calculatorCopy.noScript}</p>
        <DataTable id="support-levels" table={supportLevelTable} />
      </div>
    );
  }

  const calculate = (form: HTMLFormElement | null) => {
    if (!form) return;
    const answers = answersFromForm(new FormData(form).entries());
    // No answer, no suggestion: the levels start at "low", which nothing said (issue #14).
    const answered = hasAnyAnswer(answers);
    setMissing(!answered);
    setLevel(answered ? suggestSupportLevel(answers) : undefined);
  };
  const result = level ? supportLevels[level] : undefined;
  const errors: Record<string, string> = missing ? { [firstQuestion]: calculatorCopy.noAnswer } : {};

  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-8 text-center text-lg">{calculatorCopy.intro}</p>
      <FormStateProvider value={{ idPrefix: "support-calculator", errors, pending: false }}>
        <ErrorSummary errors={errors} groups={supportQuestions} />
        <form
          id={formId}
          aria-label="Support Level Calculator"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            calculate(event.currentTarget);
          }}
        >
          {supportQuestions.map((question, position) => {
            const { legend, options } = calculatorQuestions[question];
            return (
              <Radios
                key={question}
                name={question}
                label={`${position + 1}. ${legend}`}
                options={Object.entries(options).map(([value, label]) => ({ value, label: label as string }))}
              />
            );
          })}
          <button
            type="button"
            className="button-primary mt-8 w-full sm:w-auto"
            onClick={(event) => calculate(event.currentTarget.form)}
          >
            {calculatorCopy.button}
          </button>
        </form>
      </FormStateProvider>
      <div role="status" aria-live="polite" className="mt-8" data-testid="support-result">
        {result && (
          <div className="rounded-lg border-l-8 border-brand-700 bg-white p-6 ring-1 ring-brand-100">
            <p className="text-xl font-bold">
              {calculatorCopy.resultPrefix} {result.name} ({result.hours})
            </p>
            <p className="mt-2">{result.text}.</p>
            <p className="mt-2 text-muted">{calculatorCopy.disclaimer}</p>
            <p className="mt-4">
              <SmartLink link={calculatorCopy.nextStep} className="button-secondary" />
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
