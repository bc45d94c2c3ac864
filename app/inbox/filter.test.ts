import { describe, expect, it } from "vitest";
import {
  defaultFilter,
  filterFromParams,
  formLabels,
  inboxForms,
  listHref,
  paramsOf,
  type InboxFilter,
} from "#app/inbox/filter.ts";
import { statuses } from "#app/inbox/stages.ts";

// The list's URL and the filter it stands for: every parameter read, anything malformed back to the default, and the
// URL written from a filter holding only what differs from the default (so a bookmarked view reads back the same).

const read = (query: string) => filterFromParams(new URLSearchParams(query));
const SEARCH_ID = "0123456789abcdef0123456789abcdef";

describe("filterFromParams", () => {
  it("gives the default filter for an empty URL", () => {
    expect(read("")).toEqual(defaultFilter);
    expect(defaultFilter).toEqual({
      form: "todo",
      status: "any",
      urgentOnly: false,
      unreadOnly: false,
      from: null,
      to: null,
      mine: false,
      spam: "hide",
      sort: "newest",
      q: null,
    });
  });

  it("reads every form and every status", () => {
    for (const form of inboxForms) expect(read(`form=${form}`).form).toBe(form);
    expect(read("form=all").form).toBe("all");
    expect(read("form=todo").form).toBe("todo");
    for (const status of statuses) expect(read(`form=all&status=${status}`).status).toBe(status);
    expect(read("status=any").status).toBe("any");
  });

  it("reads each flag only as 1", () => {
    expect(read("urgent=1&unread=1&mine=1")).toMatchObject({ urgentOnly: true, unreadOnly: true, mine: true });
    for (const value of ["0", "true", "yes", "", "11"]) {
      expect(read(`urgent=${value}&unread=${value}&mine=${value}`)).toMatchObject({
        urgentOnly: false,
        unreadOnly: false,
        mine: false,
      });
    }
  });

  it("reads the date range, spam and order", () => {
    expect(read("from=2026-03-01&to=2026-03-31")).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
    expect(read("from=2024-02-29").from).toBe("2024-02-29");
    for (const spam of ["hide", "show", "only"] as const) expect(read(`form=all&spam=${spam}`).spam).toBe(spam);
    for (const sort of ["newest", "oldest"] as const) expect(read(`form=all&sort=${sort}`).sort).toBe(sort);
  });

  it("reads q only as 32 lower-case hex digits", () => {
    expect(read(`q=${SEARCH_ID}`).q).toBe(SEARCH_ID);
    for (const bad of [
      SEARCH_ID.slice(1),
      `${SEARCH_ID}0`,
      SEARCH_ID.toUpperCase(),
      `${SEARCH_ID.slice(1)}g`,
      "margaret",
      "",
      "a@b.c",
    ]) {
      expect(read(`q=${encodeURIComponent(bad)}`).q, bad).toBeNull();
    }
  });

  it("falls back to the default for every unknown or malformed value", () => {
    const filter = read(
      "form=quick_contact&status=open&spam=all&sort=asc&from=2026-3-01&to=yesterday&q=../etc&urgent=on&unread=true&mine=me",
    );
    expect(filter).toEqual(defaultFilter);
    expect(read("form=ALL&status=NEW&spam=Only&sort=Oldest")).toEqual(defaultFilter);
  });

  it("refuses dates that do not exist", () => {
    for (const bad of [
      "2026-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-01-32",
      "20260101",
      "2026-01-01T00:00",
    ]) {
      expect(read(`from=${bad}&to=${bad}`), bad).toMatchObject({ from: null, to: null });
    }
  });

  it("keeps To do to its open stages, without spam, in its own order", () => {
    expect(read("status=contacted").status).toBe("contacted");
    for (const status of ["care-started", "not-going-ahead"])
      expect(read(`status=${status}`).status, status).toBe("any");
    expect(read("spam=only&sort=oldest")).toMatchObject({ spam: "hide", sort: "newest" });
    // The same parameters on another tab are kept.
    expect(read("form=all&status=care-started&spam=only&sort=oldest")).toMatchObject({
      status: "care-started",
      spam: "only",
      sort: "oldest",
    });
  });

  it("takes the first of a repeated parameter", () => {
    expect(read("form=callback&form=contact").form).toBe("callback");
  });
});

describe("the labels", () => {
  // What the tabs and the CSV export's Form column say (the status words are stages.test.ts's).
  it("names each tab", () => {
    expect(formLabels).toEqual({
      todo: "To do",
      all: "All enquiries",
      assessment: "Assessments",
      callback: "Callbacks",
      contact: "Contact enquiries",
      "quick-contact": "Quick contacts",
    });
  });
});

describe("paramsOf and listHref", () => {
  const everything: InboxFilter = {
    form: "assessment",
    status: "assessment-booked",
    urgentOnly: true,
    unreadOnly: true,
    from: "2026-03-29",
    to: "2026-10-25",
    mine: true,
    spam: "only",
    sort: "oldest",
    q: SEARCH_ID,
  };

  it("writes nothing for the default filter", () => {
    expect(paramsOf(defaultFilter).toString()).toBe("");
    expect(listHref(defaultFilter)).toBe("/admin");
  });

  it("writes only the values that differ from the default", () => {
    expect(listHref(defaultFilter, { form: "callback" })).toBe("/admin?form=callback");
    expect(listHref(defaultFilter, { form: "all" })).toBe("/admin?form=all");
    expect(listHref(defaultFilter, { form: "all", spam: "show" })).toBe("/admin?form=all&spam=show");
    expect(listHref(defaultFilter, { urgentOnly: true })).toBe("/admin?urgent=1");
    expect(listHref(defaultFilter, { form: "all", urgentOnly: true, sort: "oldest" })).toBe(
      "/admin?form=all&urgent=1&sort=oldest",
    );
    expect([
      ...paramsOf(everything, { form: "todo", status: "any", spam: "hide", sort: "newest", q: null }).keys(),
    ]).toEqual(["urgent", "unread", "from", "to", "mine"]);
  });

  it("round-trips every filter through its URL", () => {
    expect(filterFromParams(paramsOf(everything))).toEqual(everything);
    for (const form of ["todo", "all", ...inboxForms] as const) {
      for (const spam of form === "todo" ? (["hide"] as const) : (["hide", "show", "only"] as const)) {
        const filter = { ...defaultFilter, form, spam };
        expect(filterFromParams(paramsOf(filter))).toEqual(filter);
        expect(filterFromParams(new URL(listHref(filter), "https://example.org").searchParams)).toEqual(filter);
      }
    }
    for (const status of ["any", ...statuses] as const)
      expect(filterFromParams(paramsOf({ ...defaultFilter, form: "all", status }))).toEqual({
        ...defaultFilter,
        form: "all",
        status,
      });
  });

  it("applies changes over the filter without changing it, and adds a page's cursor", () => {
    const copy = { ...everything };
    const href = listHref(everything, { form: "contact", q: null }, "abc_-");
    expect(everything).toEqual(copy);
    const params = new URL(href, "https://example.org").searchParams;
    expect(params.get("form")).toBe("contact");
    expect(params.has("q")).toBe(false);
    expect(params.get("after")).toBe("abc_-");
    expect(filterFromParams(params)).toEqual({ ...everything, form: "contact", q: null });
    expect(listHref(defaultFilter, {}, "xyz")).toBe("/admin?after=xyz");
  });
});
