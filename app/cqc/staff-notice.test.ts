import { describe, expect, it } from "vitest";
import { cqcStaffNotice } from "#app/cqc/staff-notice.ts";
import type { ShownRating } from "#app/cqc/rating.ts";

const DAY = 86_400_000;
const now = Date.parse("2026-11-27T12:00:00Z");
const rating = (overall: string, date: string | null = "2026-11-20"): ShownRating => ({
  overall,
  keyQuestions: { safe: overall, effective: overall, caring: overall, responsive: overall, wellLed: overall },
  date,
  reportUrl: "https://www.cqc.org.uk/location/1-000000002",
  inherited: false,
});
const stored = (
  overall: string,
  { checked = now, changed = now - 2 * DAY, date = "2026-11-20" as string | null } = {},
) => ({
  rating: rating(overall, date),
  checkedMs: checked,
  changedMs: changed,
});

describe("the CQC notice admins see", () => {
  it("says nothing without a stored read, or when the stored rating is the configured one", () => {
    expect(cqcStaffNotice(null, "Good", now)).toBeNull();
    expect(cqcStaffNotice(stored("Good"), "Good", now)).toBeNull();
  });

  it("tells of a new rating with the days left of the 21, counted from CQC's publication", () => {
    expect(cqcStaffNotice(stored("Outstanding"), "Good", now)).toEqual({
      reason: "new",
      rating: "Outstanding",
      date: "2026-11-20",
      daysLeft: 14,
    });
  });

  it("calls a lower rating lower, and counts from the first read when CQC gave no date", () => {
    expect(cqcStaffNotice(stored("Requires improvement", { date: null }), "Good", now)).toEqual({
      reason: "worse",
      rating: "Requires improvement",
      date: null,
      daysLeft: 19,
    });
  });

  it("stops telling of a rating 21 days after the site first read it (exactly then, not a moment before)", () => {
    expect(cqcStaffNotice(stored("Outstanding", { changed: now - 21 * DAY }), "Good", now)).toBeNull();
    expect(cqcStaffNotice(stored("Outstanding", { changed: now - 21 * DAY + 1 }), "Good", now)).not.toBeNull();
  });

  it("warns when no read has succeeded for 7 days (exactly then, not a moment before)", () => {
    expect(cqcStaffNotice(stored("Good", { checked: now - 7 * DAY }), "Good", now)).toEqual({
      reason: "stale",
      lastGood: "2026-11-20",
      daysLeft: 14,
    });
    expect(cqcStaffNotice(stored("Good", { checked: now - 7 * DAY + 1 }), "Good", now)).toBeNull();
  });
});
