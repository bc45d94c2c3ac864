import type { ToastMessage } from "#app/components/forms/toast.tsx";
import type { FormDefinition, RawValues } from "#app/enquiries/definitions.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";
import type { FormActionResult } from "#app/forms/results.ts";

/** What the enquiry form remembers between drawings in the browser (a page rendered by the server starts at `initial`). */
export interface EnquiryFormState {
  /** The duplicate guard's key: the server's, or one made in the browser (shown once it runs); new after a success. */
  idempotencyKey: string;
  /** Errors found in the browser before posting; they win over the server's. */
  clientErrors: FieldErrors | null;
  toast: ToastMessage | null;
  /** The form's key: a new one draws the form again (empty, or with what Undo brought back). */
  generation: number;
  /** After a success or Clear Form, the values sent back by the server are no longer shown. */
  emptied: boolean;
  /** What Clear Form took away, until the visitor undoes it or goes on. */
  cleared: RawValues | null;
  /** What Undo brought back: the form's values when it is drawn again. */
  restored: RawValues | undefined;
  /** The success the visitor has left with "Send another": its confirmation gives way to an empty form. */
  leftSuccess: FormActionResult | undefined;
  /** The fetcher's last answer already acted on (each answer is handled once). */
  handled: FormActionResult | undefined;
}

export type EnquiryFormEvent =
  /** The fetcher answered; `toast` says so, and `nextKey` is the key for the next enquiry after a success. */
  | { type: "answered"; answer: FormActionResult; toast: ToastMessage; nextKey: string }
  /** The browser's check found errors; the post did not go. */
  | { type: "refused"; errors: FieldErrors }
  /** The post went. */
  | { type: "submitted" }
  /** Clear Form, with what the form held (absent when there was no form to read). */
  | { type: "cleared"; values: RawValues | undefined }
  | { type: "undone" }
  /** "Send another" on the confirmation of `result`. */
  | { type: "sent-another"; result: FormActionResult | undefined }
  | { type: "toast-dismissed" };

/** The state a form starts with: the key is the server's, else `madeKey` (made in the browser, or unused). */
export const initialEnquiryFormState = (serverKey: string | undefined, madeKey: string): EnquiryFormState => ({
  idempotencyKey: serverKey ?? madeKey,
  clientErrors: null,
  toast: null,
  generation: 0,
  emptied: false,
  cleared: null,
  restored: undefined,
  leftSuccess: undefined,
  handled: undefined,
});

/** The first error, said in the toast as well as beside its field. */
function validationToast(errors: FieldErrors): ToastMessage {
  return { title: "Validation Error", text: Object.values(errors)[0] ?? "", tone: "error" };
}

/** The fetcher's answer to a post: never a prefill (that comes from another page's button, as the page's action data). */
export type FetchedAnswer = Exclude<FormActionResult, { status: "prefilled" }>;

/** The toast for the fetcher's answer to a post: out of office hours, the server's words on when we will call. */
export function toastFor(answer: FetchedAnswer, definition: FormDefinition, successText: string): ToastMessage {
  if (answer.status === "success")
    return { title: definition.success.title, text: answer.promise ?? successText, tone: "success" };
  if (answer.status === "invalid") return validationToast(answer.errors);
  return { title: definition.failure.title, text: answer.message, tone: "error" };
}

/** A success empties the form and forgets what Clear Form kept aside; any other answer only says so. */
function answered(state: EnquiryFormState, event: Extract<EnquiryFormEvent, { type: "answered" }>): EnquiryFormState {
  const { answer, toast } = event;
  if (answer === state.handled) return state;
  if (answer.status !== "success") return { ...state, handled: answer, toast };
  return {
    ...state,
    handled: answer,
    toast,
    idempotencyKey: event.nextKey,
    generation: state.generation + 1,
    emptied: true,
    restored: undefined,
    cleared: null,
  };
}

export function enquiryFormReducer(state: EnquiryFormState, event: EnquiryFormEvent): EnquiryFormState {
  switch (event.type) {
    case "answered":
      return answered(state, event);
    case "refused":
      return { ...state, clientErrors: event.errors, toast: validationToast(event.errors) };
    case "submitted":
      return { ...state, clientErrors: null, emptied: false, cleared: null };
    case "cleared":
      return {
        ...state,
        cleared: event.values ?? state.cleared,
        restored: undefined,
        clientErrors: null,
        emptied: true,
        generation: state.generation + 1,
      };
    case "undone":
      return { ...state, restored: state.cleared ?? undefined, cleared: null, generation: state.generation + 1 };
    case "sent-another":
      return { ...state, leftSuccess: event.result, emptied: true, restored: undefined };
    case "toast-dismissed":
      return { ...state, toast: null };
  }
}

/** What the form shows, worked out from its state and the answers it has (the fetcher's, or the server's). */
export interface EnquiryFormView {
  /** The latest answer: the fetcher's, else the one the server rendered the page with. */
  result: FormActionResult | undefined;
  errors: FieldErrors;
  /** A failure or the rate limit, said in the summary too (the toast goes after 5 seconds and needs JavaScript). */
  problem: string | undefined;
  /** The confirmation shows instead of the form. */
  succeeded: boolean;
  /** The values the fields start with. */
  values: RawValues | undefined;
}

export interface EnquiryFormAnswers {
  fetched: FormActionResult | undefined;
  serverResult: FormActionResult | undefined;
  initialValues: RawValues | undefined;
  failureTitle: string;
}

function problemOf(shown: FormActionResult | undefined, failureTitle: string): string | undefined {
  if (shown?.status === "failed") return `${failureTitle}. ${shown.message}`;
  if (shown?.status === "rate-limited") return shown.message;
  return undefined;
}

/** Values sent back win over the initial ones, until the form has been emptied or answered through the fetcher. */
function valuesOf(state: EnquiryFormState, answers: EnquiryFormAnswers, result: FormActionResult | undefined) {
  if (state.restored) return state.restored;
  if (state.emptied || answers.fetched || result?.status === "success") return undefined;
  return result?.values ?? answers.initialValues;
}

export function enquiryFormView(state: EnquiryFormState, answers: EnquiryFormAnswers): EnquiryFormView {
  const result = answers.fetched ?? answers.serverResult;
  const shown = state.emptied && result?.status !== "success" ? undefined : result;
  const serverErrors = shown?.status === "invalid" ? shown.errors : {};
  return {
    result,
    errors: state.clientErrors ?? serverErrors,
    problem: problemOf(shown, answers.failureTitle),
    succeeded: !state.clientErrors && result?.status === "success" && result !== state.leftSuccess,
    values: valuesOf(state, answers, result),
  };
}
