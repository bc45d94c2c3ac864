import { isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/enquiry";
import { useErrorTitle } from "#app/components/forms/forms.tsx";
import { doneMessage, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { EnquiryCalls } from "#app/components/staff/enquiry-calls/enquiry-calls.tsx";
import { EnquiryEmails } from "#app/components/staff/enquiry-emails/enquiry-emails.tsx";
import { EnquiryFollowUp } from "#app/components/staff/enquiry-follow-up/enquiry-follow-up.tsx";
import { EnquiryNotes } from "#app/components/staff/enquiry-notes/enquiry-notes.tsx";
import { EnquirySummary } from "#app/components/staff/enquiry-summary/enquiry-summary.tsx";
import { takeDraftOfPage } from "#app/auth/drafts.server.ts";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { isProblem } from "#app/http/problem.ts";
import type { EnquiryIntent } from "#app/inbox/enquiry-view.ts";
import { enquiryAction, enquiryPage } from "#app/routes/admin/enquiry.server.ts";

/**
 * One enquiry: everything the visitor sent, labelled from the form's field list; consent, where it came from, spam;
 * who read it and when; and the follow-up: status, assignment, calls and notes (kept, never edited), spam or not,
 * mark unread.
 * Opening it marks it read and is in the audit log (recordView); each change is too (changeEnquiry). Every form posts
 * and works without JavaScript. The work is in `enquiry.server.ts`.
 */
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  staffPageMeta(
    loaderData
      ? `Enquiry ${loaderData.enquiry.id}`
      : isRouteErrorResponse(error) && error.status === 404
        ? "Enquiry not found"
        : "Enquiry",
    loaderData?.hasErrors,
  );
export const headers = staffPageHeaders;
export const handle = { inboxShortcuts: true }; // the keyboard shortcuts (app/hooks/inbox-shortcuts.ts)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const page = await enquiryPage(staff, { request, params, context });
  // A note sent here after the session had ended, given back once to its author (app/auth/drafts.server.ts).
  const draft = await takeDraftOfPage(staff.deps.database, staff.session.account.id, request, new Date());
  return { ...page, restoredNote: draft?.field === "note" ? draft.text : null };
}

/**
 * A change. Done, it is followed by a redirect (303) to the enquiry with `done` naming the change and the fragment of
 * the section it was made in (post, redirect, get: reloading the page never repeats it; without JavaScript the
 * browser scrolls to the confirmation). Refused, the page is shown again with the error where it was made.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return enquiryAction(staffOf(context), { request, params, context });
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, listHref } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // The forms post to this page as it is (its `back`), without the last change's confirmation.
  const kept = new URLSearchParams(location.search);
  kept.delete("done");
  const formAction = `${location.pathname}${kept.size > 0 ? `?${kept.toString()}` : ""}`;
  // A refusal (this post's answer), or the confirmation of the change just made (from `done`), where it was made.
  const of = (form: EnquiryIntent): Answered | undefined =>
    actionData?.form === form
      ? actionData
      : !actionData && loaderData.done === form
        ? { status: "done", message: doneMessage(form, enquiry) }
        : undefined;
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const hasErrors = actionData?.status === "invalid";
  useErrorTitle(hasErrors);

  return (
    <>
      <EnquirySummary enquiry={enquiry} listHref={listHref} />
      <EnquiryEmails
        emails={loaderData.emails}
        canSendAgain={loaderData.canSendAgain}
        formAction={formAction}
        answer={of("send-again")}
      />
      <EnquiryFollowUp
        enquiry={enquiry}
        staff={loaderData.staff}
        me={loaderData.me}
        formAction={formAction}
        answerOf={of}
      />
      <EnquiryCalls
        calls={enquiry.calls}
        formAction={formAction}
        answer={of("call")}
        result={actionData?.form === "call" ? actionData : undefined}
        pending={busy("call")}
        max={loaderData.noteMax}
      />
      <EnquiryNotes
        notes={enquiry.notes}
        formAction={formAction}
        answer={of("note")}
        result={actionData?.form === "note" ? actionData : undefined}
        pending={busy("note")}
        max={loaderData.noteMax}
        restored={loaderData.restoredNote}
      />
    </>
  );
}

/** No such enquiry (404), or a refusal: inside the staff frame, with the way back to the list. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shown = isRouteErrorResponse(error) && isProblem(error.data) ? error.data : null;
  return (
    <>
      <h1 className="heading-xl">{shown?.title ?? "Sorry, something went wrong"}</h1>
      <p className="mt-4 max-w-2xl">
        {shown?.text ?? "This enquiry could not be shown. Please try again in a few minutes."}
      </p>
      <p className="mt-4">
        <Link to="/admin" className="font-bold text-brand-700">
          Back to the enquiries
        </Link>
      </p>
    </>
  );
}
