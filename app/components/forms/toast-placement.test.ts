import { describe, expect, it } from "vitest";
import { placeToast, TOAST_GAP, type Box } from "#app/components/forms/toast-placement.ts";

// A phone of 390 × 844 with a header 80 px tall and a toast 120 px tall across the whole width.
const toast = { height: 120, left: 16, right: 374 };
const phone = { toast, viewportHeight: 844, headerBottom: 80 };
const box = (top: number, bottom: number, left = 16, right = 374): Box => ({ top, bottom, left, right });
// The bottom place runs from 844 - 16 - 120 = 708 to 828; the top one from 96 to 216.
const bottomTop = 844 - TOAST_GAP - 120;

describe("placeToast", () => {
  it("keeps the bottom when nothing is to be kept clear, or what is ends just above it", () => {
    expect(placeToast({ ...phone, keepClear: [] })).toEqual({ at: "bottom" });
    expect(placeToast({ ...phone, keepClear: [box(100, bottomTop)] })).toEqual({ at: "bottom" });
  });

  it("goes to the top, under the header, when the bottom would cover a box by one pixel", () => {
    expect(placeToast({ ...phone, keepClear: [box(300, bottomTop + 1)] })).toEqual({ at: "top", top: 80 + TOAST_GAP });
  });

  it("keeps the bottom when the box is beside the toast, not under it (a wide screen)", () => {
    expect(
      placeToast({ ...phone, toast: { height: 120, left: 800, right: 1264 }, keepClear: [box(600, 900, 32, 704)] }),
    ).toEqual({ at: "bottom" });
  });

  it("is only announced when both places would cover something", () => {
    expect(placeToast({ ...phone, keepClear: [box(150, 760)] })).toEqual({ at: "announced-only" });
    expect(placeToast({ ...phone, keepClear: [box(100, 200), box(700, 800)] })).toEqual({ at: "announced-only" });
  });

  it("is only announced when the window is too short for the top place to clear the bottom one", () => {
    expect(placeToast({ ...phone, viewportHeight: 300, keepClear: [box(200, 260)] })).toEqual({ at: "announced-only" });
  });

  it("counts a header scrolled out of view as none", () => {
    expect(placeToast({ ...phone, headerBottom: -50, keepClear: [box(500, 800)] })).toEqual({
      at: "top",
      top: TOAST_GAP,
    });
  });
});
