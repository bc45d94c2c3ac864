import { describe, expect, it } from "vitest";
import { ukDayStart, ukToday, validDate } from "#app/utils/uk-day.ts";

// When a UK calendar day starts, as an instant: midnight GMT in winter, 23:00 UTC the evening before in summer, and
// the two clock-change days (29 March and 25 October 2026) 23 and 25 hours long.

const iso = (date: string, plusDays?: number) => ukDayStart(date, plusDays).toISOString();
const HOUR = 3_600_000;
const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "short",
  timeStyle: "short",
  hourCycle: "h23",
});

describe("ukDayStart", () => {
  it("is midnight UTC on a winter (GMT) day", () => {
    expect(iso("2026-01-15")).toBe("2026-01-15T00:00:00.000Z");
    expect(iso("2026-12-25")).toBe("2026-12-25T00:00:00.000Z");
  });

  it("is 23:00 UTC the day before on a summer (BST) day", () => {
    expect(iso("2026-07-02")).toBe("2026-07-01T23:00:00.000Z");
    expect(iso("2026-07-01")).toBe("2026-06-30T23:00:00.000Z");
  });

  it("starts the March clock-change day at midnight GMT, and the day after it at 23:00 UTC: a 23-hour day", () => {
    expect(iso("2026-03-28")).toBe("2026-03-28T00:00:00.000Z");
    expect(iso("2026-03-29")).toBe("2026-03-29T00:00:00.000Z");
    expect(iso("2026-03-30")).toBe("2026-03-29T23:00:00.000Z");
    expect(ukDayStart("2026-03-29", 1).getTime() - ukDayStart("2026-03-29").getTime()).toBe(23 * HOUR);
    expect(iso("2025-03-30", 1)).toBe("2025-03-30T23:00:00.000Z");
  });

  it("starts the October clock-change day at midnight BST, and the day after it at midnight GMT: a 25-hour day", () => {
    expect(iso("2026-10-24")).toBe("2026-10-23T23:00:00.000Z");
    expect(iso("2026-10-25")).toBe("2026-10-24T23:00:00.000Z");
    expect(iso("2026-10-26")).toBe("2026-10-26T00:00:00.000Z");
    expect(ukDayStart("2026-10-25", 1).getTime() - ukDayStart("2026-10-25").getTime()).toBe(25 * HOUR);
    expect(iso("2025-10-26", 1)).toBe("2025-10-27T00:00:00.000Z");
  });

  it("adds days across month and year ends, in and out of summer time", () => {
    expect(iso("2026-01-31", 1)).toBe("2026-02-01T00:00:00.000Z");
    expect(iso("2026-02-28", 1)).toBe("2026-03-01T00:00:00.000Z");
    expect(iso("2024-02-28", 1)).toBe("2024-02-29T00:00:00.000Z");
    expect(iso("2024-02-29", 1)).toBe("2024-03-01T00:00:00.000Z");
    expect(iso("2026-06-30", 1)).toBe("2026-06-30T23:00:00.000Z");
    expect(iso("2026-08-31", 1)).toBe("2026-08-31T23:00:00.000Z");
    expect(iso("2026-12-31", 1)).toBe("2027-01-01T00:00:00.000Z");
    expect(iso("2026-03-01", -1)).toBe("2026-02-28T00:00:00.000Z");
    expect(iso("2026-03-28", 2)).toBe("2026-03-29T23:00:00.000Z");
    expect(iso("2026-01-01", 365)).toBe("2027-01-01T00:00:00.000Z");
  });

  it("is midnight in London on every day of a year, each day 24 hours but the two clock changes", () => {
    const first = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 365; day++) {
      const date = new Date(first + day * 24 * HOUR).toISOString().slice(0, 10);
      const start = ukDayStart(date);
      const [y, m, d] = date.split("-");
      expect(london.format(start), date).toBe(`${d}/${m}/${y}, 00:00`);
      expect(ukDayStart(date, 1).getTime() - start.getTime(), date).toBe(
        (date === "2026-03-29" ? 23 : date === "2026-10-25" ? 25 : 24) * HOUR,
      );
      expect(ukDayStart(date, 1).getTime(), date).toBe(
        ukDayStart(new Date(first + (day + 1) * 24 * HOUR).toISOString().slice(0, 10)).getTime(),
      );
    }
  });
});

// One "today" and one calendar-date check for the whole site: the forms' preferred date, the lists' date filters and
// the exports' file names all use these.
describe("ukToday", () => {
  it("is the date in London: the UK day has begun at 23:30 UTC in summer but not yet in winter", () => {
    expect(ukToday(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(ukToday(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
    expect(ukToday(new Date("2026-12-31T00:00:00Z"))).toBe("2026-12-31");
  });
});

describe("validDate", () => {
  it("gives back a date that exists, as YYYY-MM-DD", () => {
    expect(validDate("2026-02-28")).toBe("2026-02-28");
    expect(validDate("2024-02-29")).toBe("2024-02-29");
  });

  it("is null for a date that does not exist, another shape, or nothing", () => {
    for (const value of ["2026-02-30", "2026-02-29", "2026-13-01", "2026-2-28", "28/02/2026", "2026-02-28T00:00", ""])
      expect(validDate(value)).toBeNull();
    expect(validDate(null)).toBeNull();
  });
});
