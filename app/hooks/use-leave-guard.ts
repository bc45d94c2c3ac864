import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";

/** Marks a form whose typed text must not be left behind unsent (`useLeaveGuard` reads its text boxes). */
export const GUARDED_FORM = "data-unsent-guard";
/** Marks a form posted to its own page whose answer goes elsewhere (a redirect, which React Router never blocks). */
export const LEAVES_PAGE = "data-leaves-page";

/** Whether a guarded form on the page holds typed text. */
function typedText(): boolean {
  return [...document.querySelectorAll<HTMLTextAreaElement>(`[${GUARDED_FORM}] textarea`)].some(
    (box) => box.value.trim() !== "",
  );
}

/**
 * With JavaScript, leaving a page whose guarded forms hold typed, unsent text asks first: closing or reloading the tab
 * (the browser's own "Leave site?" question, `beforeunload`), following a link or sending a form to another page of
 * the app (React Router's blocker, asked with the browser's confirm dialog), and sending a form whose answer goes
 * elsewhere (`LEAVES_PAGE`: a redirect, which no blocker sees). Sending the guarded form itself is not leaving: from its
 * submit until the navigation it starts has finished, nothing is asked (a note sent after the session ended goes to
 * the sign-in page and is kept there, app/auth/drafts.server.ts).
 */
export function useLeaveGuard(question: string) {
  const sending = useRef(false);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);

  useEffect(() => {
    // Before React's own handler (the root's): a form that leaves the page can still be stopped here.
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      if (event.target.hasAttribute(GUARDED_FORM)) sending.current = true;
      else if (event.target.hasAttribute(LEAVES_PAGE) && typedText() && !window.confirm(question))
        event.preventDefault();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (sending.current || !typedText()) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = "";
    };
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [question]);

  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => !sending.current && currentLocation.pathname !== nextLocation.pathname && typedText(),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
