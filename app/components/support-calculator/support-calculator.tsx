import { useId, useState } from "react";
import { calculatorCopy, calculatorQuestions } from "~/content/support-calculator";
import { supportLevels, supportLevelTable } from "~/content/support-levels";
import { DataTable } from "~/components/data-table/data-table";
import { SmartLink } from "~/components/smart-link/smart-link";
import { useHydrated } from "~/hooks/use-hydrated";
import { answersFromForm, suggestSupportLevel, supportQuestions, type SupportLevel } from "~/utils/support-level";

/**
 * The Support Level Calculator: seven questions as radio groups, scored in the browser when the visitor asks. The
 * form has no action and is never submitted; nothing is fetched or stored. The suggestion is announced politely.
 * Before and without JavaScript the table of support levels stands in its place.
 */
export function SupportCalculator() {
  const hydrated = useHydrated();
  const [level, setLevel] = useState<SupportLevel>();
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
    if (form) setLevel(suggestSupportLevel(answersFromForm(new FormData(form).entries())));
  };
  const result = level ? supportLevels[level] : undefined;

  return (
    <div className="mx-auto max-w-3xl">
      <p className="mb-8 text-center text-lg">{calculatorCopy.intro}</p>
      <form
        id={formId}
        aria-label="Support Level Calculator"
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          calculate(event.currentTarget);
        }}
      >
        {supportQuestions.map((question, position) => {
          const { legend, options } = calculatorQuestions[question];
          return (
            <fieldset key={question} className="rounded-lg bg-white p-5 ring-1 ring-brand-100">
              <legend className="float-left mb-3 w-full text-lg font-bold">
                {position + 1}. {legend}
              </legend>
              <div className="clear-left space-y-2">
                {Object.entries(options).map(([value, label]) => (
                  <label key={value} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-brand-50">
                    <input type="radio" name={question} value={value} className="size-6 shrink-0 accent-brand-700" />
                    <span>{label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <button type="button" className="button-primary w-full sm:w-auto" onClick={(event) => calculate(event.currentTarget.form)}>
          {calculatorCopy.button}
        </button>
      </form>
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
