import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useFetcher, useLocation } from "react-router";
import { useBusiness } from "#app/config/use-business.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { FormStateProvider, useErrorTitle } from "#app/components/forms/forms.tsx";
import { ConfirmationPanel } from "#app/components/forms/confirmation.tsx";
import {
  formDefinitions,
  successText,
  valuesFromFormData,
  type FormName,
  type RawValues,
} from "#app/enquiries/definitions.ts";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";
import {
  enquiryFormReducer,
  enquiryFormView,
  initialEnquiryFormState,
  toastFor,
  type FetchedAnswer,
} from "#app/forms/enquiry-form-state.ts";
import {
  newIdempotencyKey,
  useAssessmentRedirect,
  useElapsedTime,
  useFocusAfterDraw,
  useLazyValidator,
} from "#app/forms/enquiry-form-hooks.ts";
import { ClearedNotice, FormProblems, GuardFields, SuccessFooter } from "#app/forms/enquiry-form-parts.tsx";

const Toast = lazy(() => import("#app/components/forms/toast.tsx").then((module) => ({ default: module.Toast })));

export { ASSESSMENT_REDIRECT_MS } from "#app/forms/enquiry-form-hooks.ts";

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
 * The state and events of an enquiry form in the browser: what it shows (enquiry-form-state.ts), the fetcher's
 * answers handled once each, Clear Form and Undo, "Send another", and the browser's check before posting.
 */
function useEnquiryForm({ form, server, serverResult, initialValues }: EnquiryFormProps) {
  const definition = formDefinitions[form];
  const { tradingName } = useBusiness();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FetchedAnswer>();
  const [state, dispatch] = useReducer(enquiryFormReducer, server?.idempotencyKey, (serverKey) =>
    initialEnquiryFormState(serverKey, newIdempotencyKey()),
  );
  const view = enquiryFormView(state, {
    fetched: fetcher.data,
    serverResult,
    initialValues,
    failureTitle: definition.failure.title,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusAfterDraw = useFocusAfterDraw(formRef, undoRef, state.generation, state.leftSuccess);
  const validator = useLazyValidator();
  const elapsed = useElapsedTime();
  const pending = fetcher.state !== "idle";

  // The outcome of a submission through the fetcher, handled once per answer.
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    const toast = toastFor(answer, definition, successText(form, tradingName));
    dispatch({ type: "answered", answer, toast, nextKey: newIdempotencyKey() });
  }, [answer, definition, form, tradingName]);
  useAssessmentRedirect(form === "assessment" && answer?.status === "success" ? answer.reference : undefined);

  // "Error: " at the start of the title while the form shows errors (the server does it for pages it renders).
  useErrorTitle(Object.keys(view.errors).length > 0 || Boolean(view.problem));

  const dismissToast = useCallback(() => dispatch({ type: "toast-dismissed" }), []);

  // Clear Form: what was typed is kept aside, the form drawn again empty, and focus goes to the Undo button beside
  // the live region that says the form was cleared (the Clear Form button itself is drawn anew and loses focus).
  function clear() {
    const values = formRef.current ? valuesFromFormData(form, new FormData(formRef.current)) : undefined;
    dispatch({ type: "cleared", values });
    focusAfterDraw("undo");
  }

  function undoClear() {
    dispatch({ type: "undone" });
    focusAfterDraw("first-field");
  }

  // "Send another": the confirmation gives way to an empty form, with focus on its first field.
  function sendAnother(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    dispatch({ type: "sent-another", result: view.result });
    focusAfterDraw("first-field");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending) return event.preventDefault();
    const parsed = validator.validate(form, valuesFromFormData(form, new FormData(event.currentTarget)));
    if (parsed && !parsed.success) {
      event.preventDefault();
      dispatch({ type: "refused", errors: parsed.errors });
      return;
    }
    dispatch({ type: "submitted" });
    elapsed.stamp();
  }

  // Without JavaScript there is no Clear Form, and "Send another" is a link that loads the page again.
  const events = {
    clear: hydrated ? clear : undefined,
    sendAnother: hydrated ? sendAnother : undefined,
    undoClear,
    onSubmit,
    dismissToast,
  };
  // A prerendered page carries no key (it would be the same for every visitor): the browser's shows once it runs.
  const idempotencyKey = server || hydrated ? state.idempotencyKey : "";
  return {
    definition,
    hydrated,
    fetcher,
    state,
    view,
    pending,
    formRef,
    undoRef,
    validator,
    elapsed,
    events,
    idempotencyKey,
  };
}

/**
 * A form that posts to its page's action: without JavaScript as a plain form, with it through a fetcher, after the
 * same schema has been checked in the browser (once loaded; the server always checks). Carries the hidden fields of the
 * duplicate and spam guards (an idempotency key made per visitor — by the server on pages rendered per request, in the
 * browser after hydration on prerendered ones — the start time, and the honeypot), and shows the outcome: error
 * summary, confirmation, toast.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { form, label, server, groups = [], children, className } = props;
  const business = useBusiness();
  const location = useLocation();
  const {
    definition,
    hydrated,
    fetcher,
    state,
    view,
    pending,
    formRef,
    undoRef,
    validator,
    elapsed,
    events,
    idempotencyKey,
  } = useEnquiryForm(props);
  const idPrefix = `${form}-form`;
  const success = view.result?.status === "success" ? view.result : undefined;

  return (
    <FormStateProvider
      value={{
        idPrefix,
        errors: view.errors,
        values: view.values,
        pending,
        clear: events.clear,
      }}
    >
      {view.succeeded ? (
        <ConfirmationPanel
          title={definition.success.title}
          reference={success?.reference}
          footer={
            <SuccessFooter
              callBack={success?.callBack}
              phone={business.mainPhone}
              sendAnother={definition.sendAnother}
              href={location.pathname}
              onSendAnother={events.sendAnother}
            />
          }
        >
          {/* Out of office hours the server says when we will call instead of the usual promise. */}
          {success?.promise ?? successText(form, business.tradingName)}
        </ConfirmationPanel>
      ) : (
        <>
          <FormProblems errors={view.errors} groups={groups} problem={view.problem} phone={business.mainPhone} />
          <fetcher.Form
            key={state.generation}
            ref={formRef}
            method="post"
            action={definition.action}
            noValidate
            onSubmit={events.onSubmit}
            onFocus={validator.load}
            onPointerDown={validator.load}
            aria-label={label}
            className={className}
            data-form={form}
          >
            <GuardFields
              idPrefix={idPrefix}
              idempotencyKey={idempotencyKey}
              startedAt={server?.startedAt}
              // A prerendered page is rendered at "/about/": the page is "/about", as links and the inbox name it.
              originPage={location.pathname.replace(/(.)\/$/, "$1")}
              elapsed={hydrated ? elapsed.field : undefined}
            />
            {children}
          </fetcher.Form>
        </>
      )}
      {hydrated ? (
        <ClearedNotice idPrefix={idPrefix} cleared={Boolean(state.cleared)} undo={undoRef} onUndo={events.undoClear} />
      ) : null}
      {hydrated && validator.engaged ? (
        <Suspense fallback={null}>
          <Toast toast={state.toast} onDismiss={events.dismissToast} />
        </Suspense>
      ) : null}
    </FormStateProvider>
  );
}
