import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useBusiness } from "#app/config/use-business.ts";
import { CallBackNote } from "#app/components/call-back-note/call-back-note.tsx";
import { telHref } from "#app/utils/phone-number.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { ErrorSummary, FormStateProvider, useErrorTitle } from "#app/components/forms/forms.tsx";
import { ConfirmationPanel } from "#app/components/forms/confirmation.tsx";
import type { ToastMessage } from "#app/components/forms/toast.tsx";
import {
  formDefinitions,
  metaFields,
  successText,
  valuesFromFormData,
  type FormName,
  type RawValues,
} from "#app/enquiries/definitions.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";

const Toast = lazy(() => import("#app/components/forms/toast.tsx").then((module) => ({ default: module.Toast })));

/** How long the assessment form shows its success message before going to /thank-you (spec: 1000 ms). */
export const ASSESSMENT_REDIRECT_MS = 1_000;

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface EnquiryFormProps {
  form: FormName;
  /** Accessible name of the form (tests and screen readers find it by this). */
  label: string;
  /** Loader data of a page rendered per request; absent on prerendered pages. */
  server?: ServerFormData;
  /** The action's answer when the server rendered the page after a post (no JavaScript). */
  serverResult?: FormActionResult;
  /** Names of radio and checkbox groups (the error summary links to their first option). */
  groups?: readonly string[];
  /** Values to start with (e.g. a topic from the address); values sent back after a failure win. */
  initialValues?: RawValues;
  children: ReactNode;
  className?: string;
}

/**
 * A form that posts to its page's action: without JavaScript as a plain form, with it through a fetcher, after the
 * same schema has been checked in the browser (once loaded; the server always checks). Carries the hidden fields of the duplicate and spam guards (an
 * idempotency key made per visitor — by the server on pages rendered per request, in the browser after hydration on
 * prerendered ones — the start time, and the honeypot), and shows the outcome: error summary, confirmation, toast.
 */
export function EnquiryForm({
  form,
  label,
  server,
  serverResult,
  groups = [],
  initialValues,
  children,
  className,
}: EnquiryFormProps) {
  const definition = formDefinitions[form];
  const business = useBusiness();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  // The form itself never posts a prefill (that comes from another page's button, as the page's action data).
  const fetcher = useFetcher<Exclude<FormActionResult, { status: "prefilled" }>>();
  const formRef = useRef<HTMLFormElement>(null);
  const elapsedRef = useRef<HTMLInputElement>(null);
  const readyAt = useRef(0);
  // The schemas (and zod) load when the visitor first uses the form, not with the page. Until they have, a submission
  // goes straight to the server, which checks it with the same schema.
  const validator = useRef<typeof import("#app/enquiries/validate.ts") | null>(null);
  // The toast (and where it may go) loads at the same moment, not with the page: it is only ever the answer to a form the
  // visitor has used, and its live region is on the page long before that answer comes.
  const [engaged, setEngaged] = useState(false);
  const loadValidator = () => {
    setEngaged(true);
    if (validator.current) return;
    import("#app/enquiries/validate.ts").then(
      (module) => (validator.current = module),
      () => {}, // Offline or a stale build: the server still validates.
    );
  };
  const [idempotencyKey, setIdempotencyKey] = useState(server?.idempotencyKey ?? "");
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [generation, setGeneration] = useState(0);
  /** After a success or Clear Form, the values sent back by the server are no longer shown. */
  const [emptied, setEmptied] = useState(false);
  /** What Clear Form took away, until the visitor undoes it or goes on. */
  const [cleared, setCleared] = useState<RawValues | null>(null);
  /** What Undo brought back: the form's values when it is drawn again. */
  const [restored, setRestored] = useState<RawValues | undefined>(undefined);
  /** The success the visitor has left with "Send another": its confirmation gives way to an empty form. */
  const [leftSuccess, setLeftSuccess] = useState<FormActionResult | undefined>(undefined);
  const undoRef = useRef<HTMLButtonElement>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  const result = fetcher.data ?? serverResult;
  const pending = fetcher.state !== "idle";
  const shownResult = emptied && result?.status !== "success" ? undefined : result;
  const errors = clientErrors ?? (shownResult?.status === "invalid" ? shownResult.errors : {});
  // A failure or the rate limit, said in the summary too (the toast goes after 5 seconds and needs JavaScript).
  const problem =
    shownResult?.status === "failed"
      ? `${definition.failure.title}. ${shownResult.message}`
      : shownResult?.status === "rate-limited"
        ? shownResult.message
        : undefined;
  const succeeded = !clientErrors && result?.status === "success" && result !== leftSuccess;
  const idPrefix = `${form}-form`;

  useEffect(() => {
    readyAt.current = performance.now();
  }, []);
  // Prerendered pages carry no key (it would be the same for every visitor): each browser makes its own.
  if (hydrated && !idempotencyKey) setIdempotencyKey(newIdempotencyKey());

  // The outcome of a submission through the fetcher, handled once per answer (state adjusted while rendering).
  const [handled, setHandled] = useState<FormActionResult | undefined>(undefined);
  const answer = fetcher.data;
  if (answer && answer !== handled) {
    setHandled(answer);
    if (answer.status === "success") {
      setToast({ title: definition.success.title, text: successText(form, business.tradingName), tone: "success" });
      setGeneration((value) => value + 1);
      setEmptied(true);
      setRestored(undefined);
      setCleared(null);
      setIdempotencyKey(newIdempotencyKey());
    } else if (answer.status === "invalid") {
      setToast({ title: "Validation Error", text: Object.values(answer.errors)[0] ?? "", tone: "error" });
    } else {
      setToast({ title: definition.failure.title, text: answer.message, tone: "error" });
    }
  }

  // A booked assessment: the success message shows, then the visitor goes to /thank-you (spec: after 1000 ms).
  const bookedReference = form === "assessment" && answer?.status === "success" ? answer.reference : undefined;
  useEffect(() => {
    if (!bookedReference) return;
    const timer = setTimeout(
      () => navigate(`/thank-you?reference=${encodeURIComponent(bookedReference)}`),
      ASSESSMENT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [bookedReference, navigate]);

  // "Error: " at the start of the title while the form shows errors (the server does it for pages it renders).
  useErrorTitle(Object.keys(errors).length > 0 || Boolean(problem));

  // Focus after Clear Form (to Undo), after Undo and after "Send another" (to the first field). Each is set in the
  // event that draws the form again, and done once that drawing is on the screen.
  const focusAfterDraw = useRef<"undo" | "first-field" | null>(null);
  useEffect(() => {
    if (focusAfterDraw.current === "undo") undoRef.current?.focus();
    if (focusAfterDraw.current === "first-field") formRef.current?.querySelector<HTMLElement>(VISITOR_FIELDS)?.focus();
    focusAfterDraw.current = null;
  }, [generation, leftSuccess]);

  // Clear Form: what was typed is kept aside, the form drawn again empty, and focus goes to the Undo button beside
  // the live region that says the form was cleared (the Clear Form button itself is drawn anew and loses focus).
  function clear() {
    if (formRef.current) setCleared(valuesFromFormData(form, new FormData(formRef.current)));
    setRestored(undefined);
    setClientErrors(null);
    setEmptied(true);
    setGeneration((value) => value + 1);
    focusAfterDraw.current = "undo";
  }

  function undoClear() {
    setRestored(cleared ?? undefined);
    setCleared(null);
    setGeneration((value) => value + 1);
    focusAfterDraw.current = "first-field";
  }

  // "Send another": the confirmation gives way to an empty form, with focus on its first field.
  function sendAnother(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setLeftSuccess(result);
    setEmptied(true);
    setRestored(undefined);
    focusAfterDraw.current = "first-field";
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (pending) {
      event.preventDefault();
      return;
    }
    const parsed = validator.current?.validate(form, valuesFromFormData(form, new FormData(event.currentTarget)));
    if (parsed && !parsed.success) {
      event.preventDefault();
      const found = parsed.errors;
      setClientErrors(found);
      setToast({ title: "Validation Error", text: Object.values(found)[0] ?? "", tone: "error" });
      return;
    }
    setClientErrors(null);
    setEmptied(false);
    setCleared(null);
    if (elapsedRef.current) elapsedRef.current.value = String(Math.round(performance.now() - readyAt.current));
  }

  const reference = result?.status === "success" ? result.reference : undefined;
  const callBack = result?.status === "success" ? result.callBack : undefined;

  return (
    <FormStateProvider
      value={{
        idPrefix,
        errors,
        values:
          restored ??
          (emptied || fetcher.data || result?.status === "success" ? undefined : (result?.values ?? initialValues)),
        pending,
        clear: hydrated ? clear : undefined,
      }}
    >
      {succeeded ? (
        <ConfirmationPanel
          title={definition.success.title}
          reference={reference}
          footer={
            <>
              {callBack ? <CallBackNote phone={callBack.phone} when={callBack.when} /> : null}
              <p className="mt-4">
                If you need us sooner, call <a href={telHref(business.mainPhone)}>{business.mainPhone}</a>.
              </p>
              {definition.sendAnother ? (
                <p className="mt-4">
                  {/* Without JavaScript the page again, with an empty form; with it, the form comes back in place. */}
                  <a
                    href={location.pathname}
                    onClick={hydrated ? sendAnother : undefined}
                    className="button-secondary"
                    data-send-another
                  >
                    {definition.sendAnother}
                  </a>
                </p>
              ) : null}
            </>
          }
        >
          {successText(form, business.tradingName)}
        </ConfirmationPanel>
      ) : (
        <>
          <ErrorSummary errors={errors} groups={groups} message={problem} />
          {problem ? (
            <p className="mb-6">
              <a href={telHref(business.mainPhone)} className="button-primary">
                Call {business.mainPhone}
              </a>
            </p>
          ) : null}
          <fetcher.Form
            key={generation}
            ref={formRef}
            method="post"
            action={definition.action}
            noValidate
            onSubmit={onSubmit}
            onFocus={loadValidator}
            onPointerDown={loadValidator}
            aria-label={label}
            className={className}
            data-form={form}
          >
            {idempotencyKey ? <input type="hidden" name={metaFields.idempotencyKey} value={idempotencyKey} /> : null}
            {server ? <input type="hidden" name={metaFields.startedAt} value={server.startedAt} /> : null}
            <input type="hidden" name={metaFields.originPage} value={location.pathname} />
            {hydrated ? (
              <>
                <input type="hidden" name={metaFields.js} value="1" />
                <input type="hidden" name={metaFields.elapsedMs} ref={elapsedRef} defaultValue="" />
              </>
            ) : null}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor={`${idPrefix}-${metaFields.honeypot}`}>Leave this field empty</label>
              <input
                id={`${idPrefix}-${metaFields.honeypot}`}
                type="text"
                name={metaFields.honeypot}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            {children}
          </fetcher.Form>
        </>
      )}
      {hydrated ? (
        // Always on the page, so that what appears in it is announced.
        <div role="status" className="mt-4" data-cleared-notice>
          {cleared ? (
            <div className="flex flex-wrap items-center gap-4 border-l-4 border-brand-700 bg-brand-50 p-4">
              <p id={`${idPrefix}-cleared`}>The form has been cleared.</p>
              <button
                ref={undoRef}
                type="button"
                onClick={undoClear}
                aria-describedby={`${idPrefix}-cleared`}
                className="button-secondary"
              >
                Undo
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {hydrated && engaged ? (
        <Suspense fallback={null}>
          <Toast toast={toast} onDismiss={dismissToast} />
        </Suspense>
      ) : null}
    </FormStateProvider>
  );
}

/** The fields a visitor fills in (not the hidden ones, nor the honeypot). */
const VISITOR_FIELDS = "input:not([type=hidden]):not([tabindex='-1']), select, textarea";
