import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** What a loader refresh is for: someone at the computer. Past this without a key, a click or a return, it stops. */
const ACTIVE_FOR_MS = 15 * 60_000;
const REFRESH_EVERY_MS = 60_000;

/**
 * Reloads the counts and the list when the tab comes back into view or the window regains focus, and every minute
 * while the page is in view and the person has done something in the last quarter of an hour: so the refresh never
 * keeps a session open on a computer left alone (the session's idle limit still ends it).
 */
export function useFreshList() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const latest = useRef({ revalidator, navigation });
  useEffect(() => {
    latest.current = { revalidator, navigation };
  });
  useEffect(() => {
    let lastActive = Date.now();
    const refresh = () => {
      const { revalidator, navigation } = latest.current;
      if (document.visibilityState !== "visible" || revalidator.state !== "idle" || navigation.state !== "idle") return;
      void revalidator.revalidate();
    };
    const onReturn = () => {
      if (document.visibilityState !== "visible") return;
      lastActive = Date.now();
      refresh();
    };
    const onActivity = () => {
      lastActive = Date.now();
    };
    const timer = window.setInterval(() => {
      if (Date.now() - lastActive < ACTIVE_FOR_MS) refresh();
    }, REFRESH_EVERY_MS);
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("focus", onReturn);
    for (const event of ["keydown", "pointerdown"] as const)
      window.addEventListener(event, onActivity, { passive: true });
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("focus", onReturn);
      for (const event of ["keydown", "pointerdown"] as const) window.removeEventListener(event, onActivity);
    };
  }, []);
}
