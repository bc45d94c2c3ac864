import { describe, expect, it } from "vitest";
import { contentPageHandle, pageHydrates } from "#app/utils/hydration.ts";

describe("pageHydrates", () => {
  it("hydrates when no matched route says otherwise (staff pages, forms and tools need no handle)", () => {
    expect(pageHydrates([])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: { hideQuickContact: true } }])).toBe(true);
  });

  it("does not hydrate a content page", () => {
    expect(pageHydrates([{}, { handle: undefined }, { handle: contentPageHandle }])).toBe(false);
  });

  it("lets the deepest route that says anything decide", () => {
    expect(pageHydrates([{ handle: { hydrate: false } }, { handle: { hydrate: true } }])).toBe(true);
    expect(pageHydrates([{ handle: { hydrate: true } }, { handle: { hydrate: false } }, {}])).toBe(false);
  });
});
