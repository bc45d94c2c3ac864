import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { placeToast, type Box, type ToastPlacement } from "#app/components/forms/toast-placement.ts";

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

/**
 * Where the toast goes, worked out again on every frame while it shows (5 seconds at most): the page may still be
 * scrolling to the error summary or the confirmation, and focus may move, in any order.
 */
function useToastPlacement(shown: boolean, box: React.RefObject<HTMLDivElement | null>): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>({ at: "bottom" });
  useLayoutEffect(() => {
    if (!shown) return;
    // Clipping an announced-only toast out of sight leaves its size as it is, so it is measured the same way.
    let current: ToastPlacement = { at: "bottom" };
    let frame = 0;
    const place = () => {
      const toast = box.current?.getBoundingClientRect() ?? { height: 0, left: 0, right: 0 };
      const header = document.querySelector("header")?.getBoundingClientRect();
      const next = placeToast({
        toast,
        viewportHeight: window.innerHeight,
        headerBottom: header?.bottom ?? 0,
        keepClear: boxesToKeepClear(),
      });
      if (JSON.stringify(next) !== JSON.stringify(current)) setPlacement((current = next));
      frame = requestAnimationFrame(place);
    };
    place();
    return () => {
      cancelAnimationFrame(frame);
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
      className={`pointer-events-none fixed inset-x-4 z-50 flex justify-end sm:left-auto ${position} ${placement.at === "announced-only" ? "[clip-path:inset(50%)]" : ""}`}
      style={placement.at === "top" ? { top: placement.top } : undefined}
      data-toast-placement={placement.at}
    >
      {/* Announced only: the region is clipped out of sight (where the toast would cover what the visitor reads) but
          keeps its size, so its place can be worked out again; screen readers still read it. */}
      {toast ? (
        <div
          ref={box}
          aria-labelledby={labelId}
          data-toast={toast.tone}
          className={`pointer-events-auto w-full max-w-md rounded-md border-l-8 bg-white p-4 shadow-lg ring-1 ring-ink/20 motion-safe:animate-[toast-in_200ms_ease-out] ${
            toast.tone === "error" ? "border-danger-700" : "border-brand-700"
          }`}
        >
          <div className="flex items-start gap-4">
            <div className="grow">
              <p id={labelId} className="font-bold">
                {toast.title}
              </p>
              <p className="mt-1">{toast.text}</p>
            </div>
            {/* Out of sight, it offers nothing to Tab to (a focused button no one can see); `invisible` keeps its size,
                so the toast's size, and with it its place, stays the same. */}
            <button
              type="button"
              onClick={onDismiss}
              className={`button-secondary min-h-10 px-3 py-1 text-base ${placement.at === "announced-only" ? "invisible" : ""}`}
            >
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
