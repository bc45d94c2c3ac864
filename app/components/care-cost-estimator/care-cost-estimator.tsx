import { useEffect, useRef, useState } from "react";
import { estimateCopy } from "#app/content/care-cost-estimate.ts";
import type { EstimatorCopy } from "#app/content/care-costs.ts";
import { ErrorSummary, FormStateProvider, Radios, useErrorTitle } from "#app/components/forms/forms.tsx";
import { PostButton, type PostTarget } from "#app/components/post-button/post-button.tsx";
import {
  estimateFromAnswers,
  estimatorAnswersFrom,
  estimatorFields,
  type EstimatorResult,
} from "#app/family-tools/care-cost.ts";

/**
 * "What will it cost?" for visiting care: three questions and the estimate. Without JavaScript the form posts to the
 * page's action, which renders the page again with the estimate or the error summary. With it the estimate follows
 * each choice in a polite live region; the button checks the answers in the browser, and the estimate (or the error
 * summary) takes focus. Nothing is sent anywhere until the visitor chooses to carry the choices into a booking.
 */
export function CareCostEstimator({
  serverResult,
  carry,
  copy: estimatorCopy,
}: {
  /** The questions and the words around them, from the page's data (not its script). */
  copy: EstimatorCopy;
  /** The action's answer to a post without JavaScript. */
  serverResult?: EstimatorResult;
  /** Where the choices go: the booking form, and its field ("anything else") that is given their summary. */
  carry: { target: PostTarget; field: string };
}) {
  const [result, setResult] = useState<EstimatorResult | undefined>(serverResult);
  /** The errors of the last time the button was pressed (not of choices still being made). */
  const [errors, setErrors] = useState(serverResult?.status === "invalid" ? serverResult.errors : {});
  const resultRef = useRef<HTMLDivElement>(null);
  const [focusResult, setFocusResult] = useState(0);
  useErrorTitle(Object.keys(errors).length > 0);

  useEffect(() => {
    if (focusResult > 0) resultRef.current?.focus();
  }, [focusResult]);

  const update = (form: HTMLFormElement) => {
    const next = estimateFromAnswers(estimatorAnswersFrom(new FormData(form)));
    setResult(next);
    if (next.status === "estimate") setErrors({});
    return next;
  };

  const estimate = result?.status === "estimate" ? result : undefined;
  const copy = estimate ? estimateCopy(estimate.choices, estimate.estimate) : undefined;

  return (
    <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
      <FormStateProvider value={{ idPrefix: "care-cost", errors, values: serverResult?.answers, pending: false }}>
        <div>
          <ErrorSummary errors={errors} groups={estimatorFields} />
          <p className="text-lg">{estimatorCopy.intro}</p>
          <form
            method="post"
            noValidate
            aria-label={estimatorCopy.formLabel}
            onChange={(event) => update(event.currentTarget)}
            onSubmit={(event) => {
              event.preventDefault();
              const next = update(event.currentTarget);
              if (next.status === "invalid") setErrors(next.errors);
              else setFocusResult((count) => count + 1);
            }}
          >
            <Radios
              name="visitLength"
              label={estimatorCopy.visitLength.legend}
              options={estimatorCopy.visitLength.options}
            />
            <Radios
              name="visitsPerDay"
              label={estimatorCopy.visitsPerDay.legend}
              hint={estimatorCopy.visitsPerDay.hint}
              options={estimatorCopy.visitsPerDay.options}
            />
            <Radios
              name="daysPerWeek"
              label={estimatorCopy.daysPerWeek.legend}
              options={estimatorCopy.daysPerWeek.options}
            />
            <button type="submit" className="button-primary mt-8" data-print="hide">
              {estimatorCopy.button}
            </button>
          </form>
        </div>
      </FormStateProvider>
      <div aria-live="polite" data-testid="care-cost-result">
        {copy && estimate ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            // After a post without JavaScript the estimate is what the visitor asked for: it takes focus on load.
            autoFocus={Boolean(serverResult)}
            aria-labelledby="care-cost-result-title"
            className="rounded-lg border-l-8 border-brand-700 bg-white p-4 ring-1 ring-brand-100 focus:outline-none focus-visible:outline-3 sm:p-6"
          >
            <h3 id="care-cost-result-title" className="heading-l text-brand-800">
              {estimatorCopy.resultTitle}
            </h3>
            <dl className="mt-4 space-y-3">
              {copy.figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="font-bold">{figure.label}</dt>
                  <dd className="text-xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
            {copy.liveInNote ? <p className="mt-4 font-bold">{copy.liveInNote}</p> : null}
            <p className="mt-4 text-muted">{estimatorCopy.disclaimer}</p>
            <div className="mt-6" data-print="hide">
              <PostButton
                target={{ ...carry.target, fields: { ...carry.target.fields, [carry.field]: copy.summary } }}
                label={estimatorCopy.carryButton}
                className="button-primary"
              />
              <p className="mt-2 text-muted">{estimatorCopy.carryHint}</p>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
