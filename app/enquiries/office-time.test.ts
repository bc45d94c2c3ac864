import { describe, expect, it } from "vitest";
import { officeTimeBetween, officeTimeMeter } from "#app/enquiries/office-time.ts";

// The reports' meter gives officeTimeBetween's answers: over twelve weeks holding the October clock change and the
// Christmas bank holidays, for waits that start and end anywhere (nights, weekends, exact openings and closings).

describe("officeTimeMeter", () => {
  const from = Date.UTC(2026, 9, 12); // Monday 12 October 2026, 01:00 BST
  const to = Date.UTC(2027, 0, 4, 12); // Monday 4 January 2027, noon GMT
  const meter = officeTimeMeter(from, to);

  it("agrees with officeTimeBetween on a thousand waits inside the stretch", () => {
    let seed = 24;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * (to - from);
    for (let i = 0; i < 1000; i++) {
      const start = from + Math.floor(random());
      const end = Math.min(to, start + Math.floor(random() / (i % 3 === 0 ? 1 : 20)));
      expect(meter(start, end)).toBe(officeTimeBetween(start, end));
    }
  });

  it("agrees at openings, closings, the clock change and the holidays, and outside the stretch", () => {
    const pairs: [string, string][] = [
      ["2026-10-23T07:00:00Z", "2026-10-26T09:00:00Z"], // Friday 8am BST to Monday 9am GMT: 10 h + 1 h
      ["2026-12-24T17:59:00Z", "2026-12-29T08:01:00Z"], // Christmas Eve to after the bank holidays
      ["2026-11-02T08:00:00Z", "2026-11-02T18:00:00Z"], // a whole day, opening to closing
      ["2026-11-07T10:00:00Z", "2026-11-08T10:00:00Z"], // a weekend: nothing
      ["2026-10-01T09:00:00Z", "2026-10-13T09:00:00Z"], // starts before the stretch
      ["2026-11-05T12:00:00Z", "2026-11-05T11:00:00Z"], // backwards: nothing
    ];
    for (const [start, end] of pairs)
      expect(meter(Date.parse(start), Date.parse(end))).toBe(officeTimeBetween(Date.parse(start), Date.parse(end)));
    expect(meter(Date.parse("2026-10-23T07:00:00Z"), Date.parse("2026-10-26T09:00:00Z"))).toBe(11 * 3_600_000);
  });
});
