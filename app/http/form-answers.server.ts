import { data, type RouterContextProvider } from "react-router";
import { markFormErrors } from "#app/http/form-errors.server.ts";
import type { FieldErrors } from "#app/http/form-values.ts";
import { logError } from "#app/utils/log.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { waitText } from "#app/auth/throttle.server.ts";

/**
 * The answers the sign-in and staff forms give when something is wrong, in one place: each marks the request so the
 * page's title starts with "Error: " (without JavaScript), and carries the status a client or a test can read.
 */

/** What a form shows after a failed post: a message for the error summary and an error per field. */
export interface FormProblem {
  message?: string;
  errors: FieldErrors;
}

type Context = Readonly<RouterContextProvider>;

/** An answer with errors, with `body`'s other fields (the form's own data). */
export function formProblem<T extends FormProblem>(context: Context, body: T, init: ResponseInit) {
  markFormErrors(context);
  return data<T>(body, init);
}

/** The code field is empty. */
export const codeMissing = (context: Context, field = "code") =>
  formProblem<FormProblem>(context, { errors: { [field]: authMessages.codeMissing } }, { status: 400 });

/** The code is wrong or used. */
export const codeWrong = (context: Context, field = "code") =>
  formProblem<FormProblem>(context, { errors: { [field]: authMessages.codeWrong } }, { status: 401 });

/** Too many failures: how long to wait, in the message and in Retry-After. */
export const tooManyAttempts = <T extends object = object>(context: Context, seconds: number, extra?: T) =>
  formProblem(context, { ...extra, message: authMessages.blocked(waitText(seconds)), errors: {} } as FormProblem & T, {
    status: 429,
    headers: { "Retry-After": String(seconds) },
  });

/** Something failed on our side (the database): logged with the request's id; the person reads the spec's message. */
export function unexpectedFailure<T extends object = object>(
  context: Context,
  request: Request,
  error: unknown,
  extra?: T,
) {
  logError(error, requestInfoIn(request, context));
  return formProblem(context, { ...extra, message: authMessages.unexpected, errors: {} } as FormProblem & T, {
    status: 500,
  });
}
