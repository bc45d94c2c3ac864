import { isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/enquiry";
import { useErrorTitle } from "#app/components/forms/forms.tsx";
import { doneMessage, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { CallList, LogCall } from "#app/components/staff/enquiry-calls/enquiry-calls.tsx";
import { EnquiryEmails } from "#app/components/staff/enquiry-emails/enquiry-emails.tsx";
import { EnquiryFollowUp } from "#app/components/staff/enquiry-follow-up/enquiry-follow-up.tsx";
import { AddNote, NoteList } from "#app/components/staff/enquiry-notes/enquiry-notes.tsx";
import { EnquiryDetails, EnquiryHeading } from "#app/components/staff/enquiry-summary/enquiry-summary.tsx";
import { takeDraftOfPage } from "#app/auth/drafts.server.ts";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { useLeaveGuard } from "#app/hooks/use-leave-guard.ts";
import { isProblem } from "#app/http/problem.ts";
import type { EnquiryIntent } from "#app/inbox/enquiry-view.ts";
import { enquiryAction, enquiryPage } from "#app/routes/admin/enquiry.server.ts";

/**
 * One enquiry, the work first (issue 25): the person, a tap-to-call button, the stage, the assignee, spam, "Log a call"
 * and the note box at the top (a side panel from 1024 px), then everything the visitor sent, labelled from the form's
 * field list; notes and calls (kept, never edited); consent, where it came from; who read it and when; its e-mails.
 * Opening it marks it read and is in the audit log (recordView); each change is too (changeEnquiry). Every form posts
 * and works without JavaScript; with it, the panel's controls apply at once with an Undo, and leaving with a typed,
 * unsent note asks first. The work is in `enquiry.server.ts`.
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
  // The forms post to this page as it is (its `from`), without the last change's confirmation.
  const kept = new URLSearchParams(location.search);
  kept.delete("done");
  const formAction = `${location.pathname}${kept.size > 0 ? `?${kept.toString()}` : ""}`;
  // A refusal (this post's answer), or the confirmation of the change just made (from `done`), where it was made.
  const refusal = actionData?.status === "invalid" ? actionData : undefined;
  const of = (form: EnquiryIntent): Answered | undefined =>
    refusal?.form === form
      ? refusal
      : !refusal && loaderData.done === form
        ? { status: "done", message: doneMessage(form, enquiry) }
        : undefined;
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  useErrorTitle(refusal !== undefined);
  useLeaveGuard("Your note has not been sent. Leave this page and lose it?");

  return (
    <>
      <EnquiryHeading enquiry={enquiry} listHref={listHref} />
      {/* The work first: on a phone above the details, from 1024 px a panel beside them. */}
      <div className="mt-4 grid gap-y-10 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)] lg:items-start lg:gap-x-10">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1" data-work-panel>
          <EnquiryFollowUp
            enquiry={enquiry}
            staff={loaderData.staff}
            me={loaderData.me}
            formAction={formAction}
            answer={of("save")}
          />
          <LogCall
            calls={enquiry.calls.length}
            formAction={formAction}
            answer={of("call")}
            result={refusal?.form === "call" ? refusal : undefined}
            pending={busy("call")}
            max={loaderData.noteMax}
          />
          <AddNote
            notes={enquiry.notes.length}
            formAction={formAction}
            answer={of("note")}
            result={refusal?.form === "note" ? refusal : undefined}
            pending={busy("note")}
            max={loaderData.noteMax}
            restored={loaderData.restoredNote}
          />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <EnquiryDetails enquiry={enquiry}>
            <NoteList notes={enquiry.notes} />
            <CallList calls={enquiry.calls} />
          </EnquiryDetails>
          <EnquiryEmails
            emails={loaderData.emails}
            canSendAgain={loaderData.canSendAgain}
            formAction={formAction}
            answer={of("send-again")}
          />
        </div>
      </div>
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
