import { describe, expect, it } from "vitest";
import { clockText } from "#app/config/business.ts";
import { bankHolidays, responsePromises } from "#app/config/facts.ts";
import { callbackTimeOptions, callbackTimeWindows } from "#app/enquiries/callback/options.ts";
import {
  dueAtOf,
  dueAtOfStored,
  promiseNoteOf,
  promiseNoteText,
  promiseOf,
  storedValuesOf,
} from "#app/enquiries/due-time.ts";
import { isOfficeDay, isOfficeTime, officeTimeBetween } from "#app/enquiries/office-time.ts";

// The clock is injected: every arrival is an instant written in UTC. London is UTC in winter (GMT) and UTC+1 in
// summer (BST); the clocks went forward at 01:00 UTC on Sunday 29 March 2026 and back at 01:00 UTC on 25 October 2026.
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const due = (form: Parameters<typeof dueAtOf>[0], values: Record<string, string>, arrival: string) =>
  iso(dueAtOf(form, values, at(arrival)));

const contact = { urgency: "week" };
const urgentContact = { urgency: "immediate" };
const assessment = { urgency: "planning" };
const quickContact = { helpType: "myself", urgency: "month" };

describe("the due-time rule: office hours", () => {
  it("counts a promise from the arrival while the office is open", () => {
    expect(due("contact", contact, "2026-11-18T10:00:00Z")).toBe("2026-11-18T12:00:00.000Z"); // Wednesday, 2 hours
    expect(due("assessment", assessment, "2026-11-18T16:15:00Z")).toBe("2026-11-18T17:15:00.000Z"); // 1 hour
  });

  it("stops the clock at 6pm and starts it again at 8am", () => {
    expect(due("assessment", assessment, "2026-11-18T17:30:00Z")).toBe("2026-11-19T08:30:00.000Z");
    expect(due("contact", contact, "2026-11-18T17:00:00Z")).toBe("2026-11-19T09:00:00.000Z");
    // Before the office opens, the clock starts at 8am.
    expect(due("contact", contact, "2026-11-18T06:10:00Z")).toBe("2026-11-18T10:00:00.000Z");
  });

  it("counts a 24-hour promise as one working day: the same time on the next working day", () => {
    expect(due("quick-contact", quickContact, "2026-11-23T10:00:00Z")).toBe("2026-11-24T10:00:00.000Z"); // Mon → Tue
    expect(due("quick-contact", quickContact, "2026-11-27T15:00:00Z")).toBe("2026-11-30T15:00:00.000Z"); // Fri → Mon
  });
});

describe("the due-time rule: weekends", () => {
  it("does not run on Saturday and Sunday", () => {
    // 01:00 on Saturday 28 November: the clock starts at 8am on Monday 30 November.
    expect(due("assessment", assessment, "2026-11-28T01:00:00Z")).toBe("2026-11-30T09:00:00.000Z");
    expect(due("contact", contact, "2026-11-29T13:00:00Z")).toBe("2026-11-30T10:00:00.000Z"); // Sunday
    // An hour left on Friday at 5pm, the other on Monday morning.
    expect(due("contact", contact, "2026-11-27T17:00:00Z")).toBe("2026-11-30T09:00:00.000Z");
    // A whole working day from a Saturday: by the close of Monday.
    expect(due("quick-contact", quickContact, "2026-11-28T01:00:00Z")).toBe("2026-11-30T18:00:00.000Z");
  });
});

describe("the due-time rule: bank holidays", () => {
  it("skips the summer bank holiday (Monday 31 August 2026)", () => {
    // Friday 28 August 17:30 BST: 30 minutes on Friday, then Tuesday 1 September from 8am BST (07:00 UTC).
    expect(due("contact", contact, "2026-08-28T16:30:00Z")).toBe("2026-09-01T08:30:00.000Z");
  });

  it("skips Good Friday and Easter Monday", () => {
    // Thursday 2 April 2026 at 6pm BST: the office next opens on Tuesday 7 April.
    expect(due("assessment", assessment, "2026-04-02T17:00:00Z")).toBe("2026-04-07T08:00:00.000Z");
  });

  it("skips Christmas and the substitute Boxing Day", () => {
    // Thursday 24 December 2026, 5pm: an hour left; Friday 25th and Monday 28th are bank holidays.
    expect(due("contact", contact, "2026-12-24T17:00:00Z")).toBe("2026-12-29T09:00:00.000Z");
  });

  it("lists the bank holidays of England and Wales for 2026-2029, each on a weekday", () => {
    expect(new Set(bankHolidays.map((date) => date.slice(0, 4)))).toEqual(new Set(["2026", "2027", "2028", "2029"]));
    expect(bankHolidays).toHaveLength(32);
    for (const date of bankHolidays) {
      expect([1, 2, 3, 4, 5], date).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(isOfficeDay(date), date).toBe(false);
    }
  });
});

describe("the due-time rule: clock changes", () => {
  it("follows British Summer Time after the clocks go forward (last Sunday of March)", () => {
    // Friday 27 March 2026, 5pm GMT: an hour on Friday; Monday 30 March opens at 8am BST, 07:00 UTC.
    expect(due("contact", contact, "2026-03-27T17:00:00Z")).toBe("2026-03-30T08:00:00.000Z");
    expect(isOfficeTime(at("2026-03-30T06:59:00Z"))).toBe(false);
    expect(isOfficeTime(at("2026-03-30T07:00:00Z"))).toBe(true);
  });

  it("follows Greenwich Mean Time after the clocks go back (last Sunday of October)", () => {
    // Friday 23 October 2026, 5pm BST (16:00 UTC): an hour on Friday; Monday 26 October opens at 8am GMT, 08:00 UTC.
    expect(due("contact", contact, "2026-10-23T16:00:00Z")).toBe("2026-10-26T09:00:00.000Z");
    expect(isOfficeTime(at("2026-10-26T07:30:00Z"))).toBe(false);
  });

  it("counts a round-the-clock promise in real hours across the change", () => {
    // 00:30 GMT on Sunday 29 March: two hours later it is 03:30 BST (02:30 UTC); the clock's jump takes no time.
    expect(due("contact", urgentContact, "2026-03-29T00:30:00Z")).toBe("2026-03-29T02:30:00.000Z");
    expect(due("contact", urgentContact, "2026-10-25T00:30:00Z")).toBe("2026-10-25T02:30:00.000Z");
  });
});

describe("the due-time rule: round-the-clock promises", () => {
  it("gives the urgent choice of each form the on-call promise, day or night", () => {
    expect(promiseOf("contact", urgentContact)).toEqual({ hours: 2, clock: "day-or-night" });
    expect(promiseOf("assessment", { urgency: "immediate" })).toEqual({ hours: 2, clock: "day-or-night" });
    expect(promiseOf("quick-contact", { helpType: "urgent", urgency: "48hours" })).toEqual({
      hours: 2,
      clock: "day-or-night",
    });
    expect(promiseOf("contact", contact)).toEqual(responsePromises.contact.promise);
  });

  it("runs through nights, weekends and bank holidays", () => {
    expect(due("contact", urgentContact, "2026-11-28T01:00:00Z")).toBe("2026-11-28T03:00:00.000Z"); // Saturday night
    expect(due("assessment", { urgency: "immediate" }, "2026-12-25T11:00:00Z")).toBe("2026-12-25T13:00:00.000Z");
  });
});

describe("the due-time rule: a callback's chosen window", () => {
  it("is due by the end of the chosen window when that is later than the promise", () => {
    // Chosen on Wednesday for Friday evening (5pm-8pm): due at 8pm on Friday, GMT.
    expect(due("callback", { preferredDate: "2026-11-20", preferredTime: "evening" }, "2026-11-18T10:00:00Z")).toBe(
      "2026-11-20T20:00:00.000Z",
    );
    // A summer afternoon (12pm-5pm BST): 16:00 UTC.
    expect(due("callback", { preferredDate: "2026-06-10", preferredTime: "afternoon" }, "2026-06-08T09:00:00Z")).toBe(
      "2026-06-10T16:00:00.000Z",
    );
    // "Anytime": by the office's closing time that day.
    expect(due("callback", { preferredDate: "2026-11-20", preferredTime: "anytime" }, "2026-11-18T10:00:00Z")).toBe(
      "2026-11-20T18:00:00.000Z",
    );
  });

  it("keeps the promise when the window ends sooner", () => {
    // Today's morning chosen at 11:30: the window ends at noon, the 2-hour promise at 13:30.
    expect(due("callback", { preferredDate: "2026-11-18", preferredTime: "morning" }, "2026-11-18T11:30:00Z")).toBe(
      "2026-11-18T13:30:00.000Z",
    );
  });

  it("reads each window from its label", () => {
    for (const option of callbackTimeOptions) {
      const window = callbackTimeWindows[option.value];
      if (window !== "office-hours")
        expect(option.label).toContain(`${clockText(window.from)}-${clockText(window.to)}`);
    }
  });
});

describe("a stored row's due time", () => {
  it("reads the row through the form's field list: urgency column, details keys", () => {
    const row = {
      form: "callback" as const,
      urgency: null,
      details: JSON.stringify({ preferred_date: "2026-11-20", preferred_time: "evening", topic: "x" }),
      created_at: "2026-11-18T10:00:00.000Z",
    };
    expect(storedValuesOf(row)).toMatchObject({ preferredDate: "2026-11-20", preferredTime: "evening" });
    expect(iso(dueAtOfStored(row))).toBe("2026-11-20T20:00:00.000Z");
    const quick = { form: "quick-contact" as const, urgency: "48hours", details: { help_type: "urgent" } };
    expect(iso(dueAtOfStored({ ...quick, created_at: new Date("2026-11-28T01:00:00Z") }))).toBe(
      "2026-11-28T03:00:00.000Z",
    );
  });
});

describe("officeTimeBetween", () => {
  const hours = (from: string, to: string) => officeTimeBetween(at(from), at(to)) / 3_600_000;

  it("counts only office hours", () => {
    expect(hours("2026-11-18T10:00:00Z", "2026-11-18T12:30:00Z")).toBe(2.5);
    expect(hours("2026-11-27T17:00:00Z", "2026-11-30T09:00:00Z")).toBe(2); // over a weekend
    expect(hours("2026-11-28T01:00:00Z", "2026-11-28T23:00:00Z")).toBe(0); // Saturday
    expect(hours("2026-08-28T16:30:00Z", "2026-09-01T08:30:00Z")).toBe(2); // over the summer bank holiday
    expect(hours("2026-11-18T12:00:00Z", "2026-11-18T10:00:00Z")).toBe(0);
  });

  it("counts a day of a clock change like any other", () => {
    expect(hours("2026-10-23T16:00:00Z", "2026-10-26T09:00:00Z")).toBe(2);
    expect(hours("2026-03-27T17:00:00Z", "2026-03-30T08:00:00Z")).toBe(2);
  });

  it("measures back what the rule promised", () => {
    for (const arrival of ["2026-11-18T17:30:00Z", "2026-11-28T01:00:00Z", "2026-08-28T16:30:00Z"]) {
      expect(hours(arrival, iso(dueAtOf("contact", contact, at(arrival))))).toBe(2);
    }
  });
});

describe("the confirmation's note", () => {
  const phone = "07700 900456";
  const note = (form: Parameters<typeof dueAtOf>[0], values: Record<string, string>, arrival: string) => {
    const found = promiseNoteOf(form, values, at(arrival));
    return found && promiseNoteText(found, phone);
  };

  it("at 01:00 on a Saturday names Monday's time, not the usual promise", () => {
    expect(note("assessment", assessment, "2026-11-28T01:00:00Z")).toBe(
      "We'll call you after 8am on Monday 30 November.",
    );
    expect(note("contact", contact, "2026-11-27T18:30:00Z")).toBe("We'll call you after 8am on Monday 30 November.");
  });

  it("names the 24/7 line when the promise runs day or night", () => {
    expect(note("contact", urgentContact, "2026-11-28T01:00:00Z")).toBe(
      `We'll call you within 2 hours, day or night. If it cannot wait, call our 24/7 line on ${phone}.`,
    );
  });

  it("says nothing more in office hours, or for a callback whose window comes later", () => {
    expect(note("assessment", assessment, "2026-11-18T10:00:00Z")).toBeNull();
    expect(
      note("callback", { preferredDate: "2026-11-30", preferredTime: "morning" }, "2026-11-28T01:00:00Z"),
    ).toBeNull();
    expect(note("callback", { preferredDate: "2026-11-28", preferredTime: "evening" }, "2026-11-28T01:00:00Z")).toBe(
      "We'll call you after 8am on Monday 30 November.",
    );
  });

  it("names the opening in summer time as the office's 8am", () => {
    expect(note("contact", contact, "2026-06-06T10:00:00Z")).toBe("We'll call you after 8am on Monday 8 June.");
  });
});
