import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { placeToast, type Box, type ToastPlacement } from "./toast-placement";

export interface ToastMessage {
  title: string;
  text: string;
  tone: "success" | "error";
}

/** How long a toast stays (spec: 5 seconds). */
export const TOAST_MS = 5_000;

/** What a toast must never cover: the error summary, the confirmation panel and the focused element. */
function boxesToKeepClear(): Box[] {
  const elements = [...document.querySelectorAll("[data-error-summary], [data-confirmation]")];
  const focused = document.activeElement;
  // The page's main region or body take focus as a whole (a confirmation page, nothing focused): not a field.
  if (focused && focused !== document.body && focused.id !== "main-content") elements.push(focused);
  return elements.map((element) => element.getBoundingClientRect());
}

/** Where the toast goes, worked out again while it shows, whenever the page scrolls, resizes or focus moves. */
function useToastPlacement(shown: boolean, box: React.RefObject<HTMLDivElement | null>): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>({ at: "bottom" });
  // The toast's size where it shows (an announced-only toast is clipped to a pixel: its last size stands in).
  const size = useRef({ height: 0, left: 0, right: 0 });
  useLayoutEffect(() => {
    if (!shown) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const toast = box.current?.getBoundingClientRect();
        if (!toast) return;
        if (toast.height > 1) size.current = { height: toast.height, left: toast.left, right: toast.right };
        const header = document.querySelector("header")?.getBoundingClientRect();
        const next = placeToast({
          toast: size.current,
          viewportHeight: window.innerHeight,
          headerBottom: header?.bottom ?? 0,
          keepClear: boxesToKeepClear(),
        });
        setPlacement((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
      });
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    document.addEventListener("focusin", place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
      document.removeEventListener("focusin", place);
      setPlacement({ at: "bottom" });
    };
  }, [shown, box]);
  return placement;
}

/**
 * A toast in a live region that is always on the page, so screen readers announce what appears in it. Goes after 5
 * seconds or when dismissed; slides in only for people who have not asked for reduced motion. It never covers the
 * error summary, the confirmation or the focused field (toast-placement.ts): at the bottom of the window, else at
 * the top under the header, else announced only.
 */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  const labelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const placement = useToastPlacement(Boolean(toast), box);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const position = placement.at === "top" ? "bottom-auto" : "bottom-4";
  return (
    <div
      role="status"
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-4 z-50 flex justify-end sm:left-auto ${position}`}
      style={placement.at === "top" ? { top: placement.top } : undefined}
      data-toast-placement={placement.at}
    >
      {toast ? (
        <div
          ref={box}
          aria-labelledby={labelId}
          data-toast={toast.tone}
          // Announced only: kept for screen readers, out of sight (where it would cover what the visitor reads).
          className={`pointer-events-auto w-full max-w-md rounded-md border-l-8 bg-white p-4 shadow-lg ring-1 ring-ink/20 motion-safe:animate-[toast-in_200ms_ease-out] ${
            toast.tone === "error" ? "border-danger-700" : "border-brand-700"
          } ${placement.at === "announced-only" ? "sr-only" : ""}`}
        >
          <div className="flex items-start gap-4">
            <div className="grow">
              <p id={labelId} className="font-bold">
                {toast.title}
              </p>
              <p className="mt-1">{toast.text}</p>
            </div>
            <button type="button" onClick={onDismiss} className="button-secondary min-h-10 px-3 py-1 text-base">
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
