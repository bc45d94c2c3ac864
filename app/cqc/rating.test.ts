import { describe, expect, it } from "vitest";
import { fixtures } from "#tests/support/fake-cqc.ts";
import { isWorse, readLocation } from "#app/cqc/rating.ts";

const ID = "1-000000002";

describe("reading a location record of CQC's API", () => {
  it("prefers a single assessment published after the older framework's report", () => {
    const older = fixtures.older(ID);
    const both = { ...older, assessment: fixtures["new-framework"](ID).assessment };
    expect(readLocation(both, ID)).toMatchObject({ ok: true, rating: { overall: "Outstanding", date: "2025-06-02" } });
  });

  it("ignores an assessment not published yet, and refuses one published without its ratings", () => {
    const older = fixtures.older(ID);
    const planned = { ...older, assessment: [{ assessmentPlanId: "AP2", assessmentPlanStatus: "In progress" }] };
    expect(readLocation(planned, ID)).toMatchObject({ ok: true, rating: { overall: "Good" } });
    const broken = { ...older, assessment: [{ assessmentPlanPublishedDateTime: "2026-01-01T00:00:00Z" }] };
    expect(readLocation(broken, ID)).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses another location's record, a record without a rating and what is not a record", () => {
    expect(readLocation(fixtures.older("1-000000099"), ID)).toEqual({ ok: false, reason: "another-location" });
    expect(readLocation({ locationId: ID }, ID)).toEqual({ ok: false, reason: "malformed" });
    expect(readLocation([1, 2], ID)).toEqual({ ok: false, reason: "malformed" });
    expect(readLocation({ ...fixtures.older(ID), currentRatings: { overall: { rating: "Great" } } }, ID)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("labels as inherited only a rating given with another organisation's id", () => {
    const own = fixtures.inherited(ID);
    own.currentRatings.overall.organisationId = own.providerId;
    expect(readLocation(own, ID)).toMatchObject({ ok: true, rating: { inherited: false } });
    expect(readLocation(fixtures.inherited(ID), ID)).toMatchObject({ ok: true, rating: { inherited: true } });
  });

  it("orders the four ratings; labels that are not ratings are neither better nor worse", () => {
    expect(isWorse("Requires improvement", "Good")).toBe(true);
    expect(isWorse("Good", "Requires improvement")).toBe(false);
    expect(isWorse("No published rating", "Good")).toBe(false);
  });
});
