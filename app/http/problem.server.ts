import { data } from "react-router";
import { getBusinessDetails } from "#app/config/business.server.ts";
import type { Problem } from "#app/http/problem.ts";

/** The route error to throw for a request the site cannot take (see problem.ts). */
export function requestProblem(status: number, title: string, text: string) {
  return data<Problem>({ title, text, business: getBusinessDetails() }, { status });
}

export const problems = {
  tooLarge: () =>
    requestProblem(
      413,
      "Your form is too large to send",
      "What your browser sent is far larger than any of our forms, so it was not sent.",
    ),
  unsupportedForm: () =>
    requestProblem(
      415,
      "Your form could not be read",
      "Your browser sent the form in a way we do not accept, so it was not sent.",
    ),
  malformedForm: () =>
    requestProblem(
      400,
      "Your form could not be read",
      "What your browser sent could not be read as a form, so it was not sent.",
    ),
  adminsOnly: () =>
    requestProblem(
      403,
      "This page is for admins",
      "Your account cannot open this page. Ask an administrator if you need it.",
    ),
  otherSite: () =>
    requestProblem(
      403,
      "This form was sent from another website",
      "For your safety we only accept forms sent from our own pages, so it was not sent.",
    ),
};
