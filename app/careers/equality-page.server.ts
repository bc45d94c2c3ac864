import { data, type RouterContextProvider } from "react-router";
import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { requestProblem } from "#app/http/problem.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import { logRepeatedError } from "#app/utils/log.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { equalityQuestions, readEqualityAnswers } from "#app/careers/equality.ts";
import {
  equalityPassOf,
  storeEqualityAnswers,
  usedEqualityPassCookie,
  type EqualityPass,
} from "#app/careers/equality.server.ts";

/**
 * The server side of /careers/equality (ADR 0022): the optional equality questions, open to a browser that carries
 * the one-use pass an application's answer gave it. The page's data says only whether the pass is there; the action
 * checks each posted answer against its question's options (anything else is a 400 naming the question), stores the
 * answers with nothing that leads back to the application, and removes the pass.
 */

export type EqualityResult =
  { status: "success" } | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> };

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The request's pass; none when the key cannot be had (the database holding the secret is down). */
async function passOf(request: Request, now: number): Promise<EqualityPass | null> {
  try {
    return equalityPassOf(request, await keyFor("equality-pass"), now);
  } catch {
    return null;
  }
}

export async function equalityPageData({ request, context }: Args) {
  return { open: (await passOf(request, Date.now())) !== null, hasErrors: hasFormErrors(context) };
}

const noPass = () =>
  requestProblem(
    403,
    "These questions are no longer open",
    "The equality questions can be answered once, within a day of sending an application, from the same browser. Your application itself was sent and is not affected.",
  );

const storeFailed = () =>
  requestProblem(
    503,
    "Your answers could not be saved",
    `Sorry, we could not save your answers just now. They are optional and your application was sent. You can go back and try again in a few minutes, or call us on ${getBusinessDetails().mainPhone} if you have a question.`,
  );

export async function equalityAction({ request, context }: Args) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const body = await readFormBody(request);
  const now = new Date();
  const pass = await passOf(request, now.getTime());
  if (!pass) throw noPass();
  const read = readEqualityAnswers((name) => body.get(name));
  if (read.errors) {
    markFormErrors(context);
    const values: Record<string, string> = {};
    for (const question of equalityQuestions) {
      const value = body.get(question.name);
      // Only a valid choice is shown again (a made-up value has no radio to tick).
      if (typeof value === "string" && !read.errors[question.name]) values[question.name] = value;
    }
    return data<EqualityResult>({ status: "invalid", errors: read.errors, values }, { status: 400 });
  }
  try {
    await storeEqualityAnswers((await getDatabase(env().DATABASE_URL)).db, pass, read.answers, now);
  } catch (error) {
    logRepeatedError(error, requestInfoIn(request, context));
    throw storeFailed();
  }
  return data<EqualityResult>({ status: "success" }, { headers: { "Set-Cookie": usedEqualityPassCookie() } });
}
