import { useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation, useRevalidator } from "react-router";

/** The dialog opens this long before the idle limit (as GOV.UK's session-timeout pattern does). */
const WARN_BEFORE_MS = 2 * 60_000;

/** Where "Stay signed in" posts: the staff-only action that marks the session as used (app/routes/admin/session.ts). */
export const STAY_SIGNED_IN_PATH = "/admin/session";

type Phase = "quiet" | "warning" | "ended";

/**
 * GOV.UK's session-timeout warning, with JavaScript: two minutes before the idle limit a modal dialog (focus moves to
 * "Stay signed in"; an alert dialog, so it is announced) offers to stay signed in, which tells the server the session
 * is in use, or to sign out. Escape stays signed in. Every page load or navigation counts as use: the server saw the
 * session then. The server writes last-seen at most every `touchEveryMs`, so the limit is counted from that much
 * earlier. When time runs out the dialog says so: what was typed is still on the page, and sending it keeps it for the
 * person to sign in again (app/auth/drafts.server.ts).
 */
export function SessionTimeout({ idleMinutes, touchEveryMs }: { idleMinutes: number; touchEveryMs: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>("quiet");
  // Bumped by "Stay signed in": the session was used then.
  const [stays, setStays] = useState(0);
  const [staying, setStaying] = useState(false);

  // Counted again from each page load, finished navigation or refresh (each reached the server) and each stay.
  const settled = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    if (!settled) return;
    const endsAt = Date.now() + idleMinutes * 60_000 - touchEveryMs;
    const warn = setTimeout(() => setPhase("warning"), Math.max(0, endsAt - WARN_BEFORE_MS - Date.now()));
    const end = setTimeout(() => setPhase("ended"), Math.max(0, endsAt - Date.now()));
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [settled, location.key, stays, idleMinutes, touchEveryMs]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (phase === "quiet" && element.open) element.close();
    if (phase !== "quiet" && !element.open) element.showModal();
  }, [phase]);

  async function stay() {
    setStaying(true);
    try {
      const answer = await fetch(STAY_SIGNED_IN_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=stay",
        redirect: "manual",
      });
      // A redirect (to sign in) or a refusal: the session had already ended.
      if (answer.ok) {
        setStays((count) => count + 1);
        setPhase("quiet");
      } else setPhase("ended");
    } catch {
      // No answer: the dialog stays, and pressing again tries again.
    } finally {
      setStaying(false);
    }
  }

  const minutes = Math.round(WARN_BEFORE_MS / 60_000);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="session-timeout-heading"
      aria-describedby="session-timeout-text"
      className="m-auto max-w-lg border-4 border-ink bg-white p-6 text-ink backdrop:bg-ink/70"
      data-session-timeout
      onCancel={(event) => {
        // Escape: GOV.UK treats it as "stay signed in".
        event.preventDefault();
        if (phase === "warning") void stay();
        else setPhase("quiet");
      }}
    >
      {phase === "ended" ? (
        <>
          <h2 id="session-timeout-heading" className="heading-l">
            You have been signed out
          </h2>
          <p id="session-timeout-text" className="mt-4">
            You had not used the staff pages for {idleMinutes} minutes. Anything you were typing is still on this page:
            send it and, once you have signed in again, it is put back for you to send (it is kept for 15 minutes).
          </p>
          <p className="mt-6">
            <button type="button" className="button-primary" autoFocus onClick={() => setPhase("quiet")}>
              Close
            </button>
          </p>
        </>
      ) : (
        <>
          <h2 id="session-timeout-heading" className="heading-l">
            You will be signed out soon
          </h2>
          <p id="session-timeout-text" className="mt-4">
            You have not used the staff pages for a while. To keep the enquiries safe, you will be signed out in{" "}
            {minutes} minutes. Anything you have not sent yet stays on the page if you stay signed in.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="button" className="button-primary" autoFocus disabled={staying} onClick={() => void stay()}>
              Stay signed in
            </button>
            <Form method="post" action="/auth/logout">
              <button type="submit" name="intent" value="logout" className="button-secondary">
                Sign out
              </button>
            </Form>
          </div>
        </>
      )}
    </dialog>
  );
}
