import { describe, expect, it } from "vitest";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";

// What every sign-in and staff page says about itself: never stored, never indexed, and a throttled sign-in's wait.

function headersFor({ action = {}, loader = {} }: { action?: HeadersInit; loader?: HeadersInit } = {}) {
  return staffPageHeaders({
    actionHeaders: new Headers(action),
    loaderHeaders: new Headers(loader),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  });
}

describe("staffPageHeaders", () => {
  it("says no-store and noindex, and no Retry-After when neither the action nor the loader gave one", () => {
    const headers = headersFor({ loader: { "X-Other": "1" } });
    expect([...headers.entries()]).toEqual([
      ["cache-control", "no-store"],
      ["x-robots-tag", "noindex, nofollow"],
    ]);
    expect(headers.has("Retry-After")).toBe(false);
  });

  it("passes on the action's Retry-After (a throttled sign-in), with no-store and noindex still", () => {
    const headers = headersFor({ action: { "Retry-After": "120" } });
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("passes on the loader's Retry-After when the action gave none", () => {
    expect(headersFor({ loader: { "Retry-After": "30" } }).get("Retry-After")).toBe("30");
  });

  it("prefers the action's Retry-After to the loader's", () => {
    expect(headersFor({ action: { "Retry-After": "120" }, loader: { "Retry-After": "30" } }).get("Retry-After")).toBe(
      "120",
    );
  });
});

describe("staffPageMeta", () => {
  it("gives the page's title with '– staff' and robots noindex", () => {
    expect(staffPageMeta("Sign in")).toEqual([
      { title: "Sign in – staff" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
    expect(staffPageMeta("Sign in", false)).toEqual(staffPageMeta("Sign in"));
  });

  it("starts the title with 'Error: ' when the page shows errors", () => {
    expect(staffPageMeta("Sign in", true)).toEqual([
      { title: "Error: Sign in – staff" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
