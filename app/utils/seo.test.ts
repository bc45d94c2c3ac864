import { describe, expect, it } from "vitest";
import { parseBusinessDetails } from "#app/config/business.server.ts";
import { findSitePage } from "#app/content/site-pages.ts";
import { pageMeta } from "#app/utils/seo.ts";

const business = parseBusinessDetails({ SITE_URL: "https://www.example.org" });
const matches = [{ id: "root", loaderData: { business, page: findSitePage("/") } }];

describe("pageMeta", () => {
  it("gives the home page its title, description, canonical URL and Open Graph tags", () => {
    const tags = pageMeta("/", matches);
    expect(tags).toContainEqual({ title: `Home Care in Milton Keynes and Buckinghamshire | ${business.tradingName}` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.org/" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.org/" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
    expect(tags.some((tag) => "name" in tag && tag.name === "description")).toBe(true);
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("refuses a page missing from the registry, so no page goes out untitled", () => {
    const unregistered = [{ id: "root", loaderData: { business, page: null } }];
    expect(() => pageMeta("/not-registered", unregistered)).toThrow(/site-pages/);
  });

  it("refuses another page's entry, should the root's data be stale", () => {
    expect(() => pageMeta("/about", matches)).toThrow(/site-pages/);
  });
});
