import { describe, expect, it } from "vitest";
import { jsonObjectOf, normaliseRow, toCount } from "#app/db.server/rows.ts";

// One shape for a row from either database: SQLite gives 0/1 and JSON text, PostgreSQL real booleans, jsonb and
// bigints as text.

describe("normaliseRow", () => {
  it("reads the flags as booleans, whatever the database gave, and keeps NULL as null", () => {
    expect(normaliseRow({ read: 0, consent_given: 1, is_spam: "1" })).toEqual({
      read: false,
      consent_given: true,
      is_spam: true,
    });
    expect(normaliseRow({ read: false, consent_given: true, is_spam: "0" })).toEqual({
      read: false,
      consent_given: true,
      is_spam: false,
    });
    expect(normaliseRow({ read: null, consent_given: null, is_spam: null })).toEqual({
      read: null,
      consent_given: null,
      is_spam: null,
    });
    expect(normaliseRow({ sent_fast: 1, driving_needed: "0" })).toEqual({ sent_fast: true, driving_needed: false });
  });

  it("reads ids, legacy ids, counts and hits as numbers (PostgreSQL gives bigints as text), NULL as null", () => {
    expect(normaliseRow({ id: "42", legacy_id: "7", count: "3", hits: "12" })).toEqual({
      id: 42,
      legacy_id: 7,
      count: 3,
      hits: 12,
    });
    expect(normaliseRow({ id: 42, legacy_id: null, count: 0, hits: null })).toEqual({
      id: 42,
      legacy_id: null,
      count: 0,
      hits: null,
    });
  });

  it("keeps other columns as they are, numbers in text included (a phone number, a reference)", () => {
    const row = {
      phone: "01632960100",
      reference: "1795250000000-4821",
      name: "42",
      window_start: "60",
      idx: "1",
      empty: "",
      nothing: null,
    };
    expect(normaliseRow(row)).toEqual(row);
  });

  it("parses details and lists given as JSON text; takes them as they are from jsonb; timestamps as ISO 8601 UTC", () => {
    expect(normaliseRow({ details: '{"a":1}', support_needs: '["x"]', service_interest: '["y","z"]' })).toEqual({
      details: { a: 1 },
      support_needs: ["x"],
      service_interest: ["y", "z"],
    });
    expect(normaliseRow({ details: { a: 1 }, support_needs: ["x"] })).toEqual({
      details: { a: 1 },
      support_needs: ["x"],
    });
    expect(normaliseRow({ created_at: new Date("2026-11-21T09:00:00+01:00") })).toEqual({
      created_at: "2026-11-21T08:00:00.000Z",
    });
  });
});

describe("jsonObjectOf", () => {
  it("parses an object given as JSON text (SQLite) and takes one given as an object (PostgreSQL's jsonb), or none, as it is", () => {
    expect(jsonObjectOf('{"from":"staff","to":"admin"}')).toEqual({ from: "staff", to: "admin" });
    expect(jsonObjectOf("{}")).toEqual({});
    const parsed = { seconds: 900 };
    expect(jsonObjectOf(parsed)).toBe(parsed);
    expect(jsonObjectOf(null)).toBeNull();
  });
});

describe("toCount", () => {
  it("reads a count given as a number or as text; none is 0", () => {
    expect(toCount(5)).toBe(5);
    expect(toCount("12")).toBe(12);
    expect(toCount(null)).toBe(0);
    expect(toCount(undefined)).toBe(0);
  });
});
