import { describe, expect, it } from "vitest";
import { isReference, makeReference } from "./reference";

describe("makeReference", () => {
  const at = Date.UTC(2026, 10, 21, 9, 30);
  it("joins the timestamp and a number from 1000 at the lowest random value", () => {
    expect(makeReference(at, () => 0)).toBe(`${at}-1000`);
  });
  it("reaches 9999 at the highest random value, never 10000", () => {
    expect(makeReference(at, () => 0.99999999)).toBe(`${at}-9999`);
  });
  it("makes references that isReference accepts", () => {
    for (let i = 0; i < 100; i += 1) expect(isReference(makeReference(Date.now()))).toBe(true);
  });
});

describe("isReference", () => {
  it.each(["1795250000000-1000", "1795250000000-9999"])("accepts %s", (value) => expect(isReference(value)).toBe(true));
  it.each(["1795250000000-0999", "1795250000000-10000", "179525000000-1234", "<script>-1234", "", 42, undefined])(
    "rejects %s",
    (value) => expect(isReference(value)).toBe(false),
  );
});
