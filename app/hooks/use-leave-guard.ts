import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";

/** Marks a form whose typed text must not be left behind unsent (`useLeaveGuard` reads its text boxes). */
export const GUARDED_FORM = "data-unsent-guard";

/** Whether a guarded form on the page holds typed text. */
function typedText(): boolean {
  return [...document.querySelectorAll<HTMLTextAreaElement>(`[${GUARDED_FORM}] textarea`)].some(
    (box) => box.value.trim() !== "",
  );
}

/**
 * With JavaScript, leaving a page whose guarded forms hold typed, unsent text asks first: closing or reloading the tab
 * (the browser's own "Leave site?" question, `beforeunload`), and following a link or a button to another page of the
 * app (React Router's blocker, asked with the browser's confirm dialog). Sending the form is not leaving: from its
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
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.hasAttribute(GUARDED_FORM)) sending.current = true;
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
  }, []);

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
