import type { RouterContextProvider } from "react-router";
import { authMessages } from "#app/auth/messages.ts";
import { waitText } from "#app/auth/throttle.server.ts";
import { formProblem, type FormProblem } from "#app/http/form-answers.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";
import { logError } from "#app/utils/log.server.ts";

/** The answers the sign-in and staff forms give when a code, a throttle or the database says no, in auth's words. */

type Context = Readonly<RouterContextProvider>;

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
