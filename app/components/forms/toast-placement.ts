/**
 * Where a toast may go without covering what the visitor is working on: the error summary, the confirmation panel or
 * the focused field. Its usual place is the bottom of the window; when that covers one of them, the top, just under
 * the sticky header; when both would (a long error summary on a small phone), it is only announced, not shown: the
 * summary says the same and more.
 */

export type ToastPlacement = { at: "bottom" } | { at: "top"; top: number } | { at: "announced-only" };

/** A box on the screen in viewport pixels (what getBoundingClientRect gives). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Space kept between the toast and the window's edge or the header. */
export const TOAST_GAP = 16;

function overlaps(a: Box, b: Box): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
}

export function placeToast({
  toast,
  viewportHeight,
  headerBottom,
  keepClear,
}: {
  /** The toast's width and height, and where it sits across the window. */
  toast: { height: number; left: number; right: number };
  viewportHeight: number;
  /** The bottom of the sticky header (0 when there is none in view). */
  headerBottom: number;
  /** What must stay visible. */
  keepClear: readonly Box[];
}): ToastPlacement {
  const across = { left: toast.left, right: toast.right };
  const bottom = { ...across, top: viewportHeight - TOAST_GAP - toast.height, bottom: viewportHeight - TOAST_GAP };
  if (!keepClear.some((box) => overlaps(bottom, box))) return { at: "bottom" };
  const topEdge = Math.max(headerBottom, 0) + TOAST_GAP;
  const top = { ...across, top: topEdge, bottom: topEdge + toast.height };
  if (top.bottom <= bottom.top && !keepClear.some((box) => overlaps(top, box))) return { at: "top", top: topEdge };
  return { at: "announced-only" };
}
