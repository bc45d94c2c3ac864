import { data, type RouterContextProvider } from "react-router";
import { markFormErrors } from "#app/http/form-errors.server.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";

/**
 * The answer a staff or sign-in form gives when something is wrong: it marks the request so the page's title starts
 * with "Error: " (without JavaScript), and carries the status a client or a test can read. Auth's own answers (a
 * wrong code, too many attempts, a failure of ours) are in app/auth/form-answers.server.ts.
 */

/** What a form shows after a failed post: a message for the error summary and an error per field. */
export interface FormProblem {
  message?: string;
  errors: FieldErrors;
}

/** An answer with errors, with `body`'s other fields (the form's own data). */
export function formProblem<T extends FormProblem>(
  context: Readonly<RouterContextProvider>,
  body: T,
  init: ResponseInit,
) {
  markFormErrors(context);
  return data<T>(body, init);
}
