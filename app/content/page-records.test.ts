import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { homeTestimonials, testimonialsByAuthor } from "#app/content/testimonials.ts";
import type { PageContent, Section } from "#app/content/types.ts";
import type { RetentionPeriods } from "#app/content/privacy.ts";

/**
 * Every content page record of the site, found rather than listed: each export of app/content/ named `…Page` is a
 * page record (or a function of the business details giving one), and every route that lays out a record through
 * `pageData` must name one of them, so a new page cannot be missed.
 */
const business = defaultBusinessDetails();
const periods: RetentionPeriods = {
  spamDays: 30,
  closedMonths: { contact: 12, callback: 12, "quick-contact": 12, assessment: 12 },
  openMonths: { contact: 24, callback: 24, "quick-contact": 24, assessment: 24 },
  auditYears: 6,
  applicantMonths: 6,
};
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });
const records = new Map<string, PageContent>(
  Object.values(modules).flatMap((exports) =>
    Object.entries(exports).flatMap(([name, value]): [string, PageContent][] => {
      if (!/Page$/.test(name)) return [];
      if (typeof value === "function" && !/^(find|resolve)/.test(name))
        return [[name, value(business, periods) as PageContent]];
      if (value && typeof value === "object" && "sections" in value) return [[name, value as PageContent]];
      return [];
    }),
  ),
);

describe("the page records", () => {
  it("include every record a route lays out", () => {
    const folder = "app/routes/_marketing";
    const named = readdirSync(folder).flatMap((file) =>
      [...readFileSync(path.join(folder, file), "utf8").matchAll(/pageData\((?:\(\w+\) => )?(\w+)/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    for (const name of named) expect(records.has(name), name).toBe(true);
  });
});

/** Sections that ask the visitor to act: a call-to-action band, an alert banner with its number, a contact block. */
const ASKS = new Set<Section["kind"]>(["cta", "banner", "contact"]);
/** Text read in order, whose runs are chapters of one thing (a policy, FAQs by topic, lists of links by group). */
const READING = new Set<Section["kind"]>(["prose", "faq", "links"]);

/** Where a page repeats itself: two sections of one kind in a row, or two asks in a row. */
function repeats(sections: readonly Section[]): string[] {
  return sections.slice(1).flatMap((section, index) => {
    const before = sections[index]!;
    if (ASKS.has(before.kind) && ASKS.has(section.kind))
      return [`two asks in a row: ${before.kind} then ${section.kind}`];
    if (before.kind === section.kind && !READING.has(section.kind)) return [`two ${section.kind} sections in a row`];
    return [];
  });
}

describe("calmer pages", () => {
  it("finds repeats where there are some", () => {
    const cta = { kind: "cta", id: "a", content: { title: "", text: "", action: { label: "", href: "/" } } } as const;
    const cards = { kind: "cards", id: "c", title: "", cards: [] } as const;
    const prose = { kind: "prose", id: "p", title: "", blocks: [] } as const;
    const banner = {
      kind: "banner",
      content: { id: "b", title: "", text: "", phone: { key: "main", label: "" } },
    } as const;
    expect(repeats([prose, prose, cards, cta])).toEqual([]);
    expect(repeats([cards, cards])).toEqual(["two cards sections in a row"]);
    expect(repeats([prose, banner, cta])).toEqual(["two asks in a row: banner then cta"]);
  });

  it("no page repeats a kind of section in a row, nor asks twice in a row (its end included)", () => {
    const found = [...records].flatMap(([name, page]) =>
      repeats(page.sections).map((problem) => `${name}: ${problem}`),
    );
    expect(found).toEqual([]);
  });
});

describe("testimonials", () => {
  const quotesOn = [...records].map(([name, page]) => ({
    name,
    quotes: page.sections.flatMap((section) =>
      section.kind === "testimonials" ? section.items.map((item) => item.quote) : [],
    ),
  }));

  it("each quote is on its own page only, besides the home page's five", () => {
    for (const testimonial of Object.values(testimonialsByAuthor)) {
      const pages = quotesOn.filter((page) => page.quotes.includes(testimonial.quote)).map((page) => page.name);
      expect(pages.length, testimonial.author).toBeLessThanOrEqual(1);
    }
    expect(homeTestimonials).toHaveLength(5);
    expect(new Set(homeTestimonials.map((item) => item.quote)).size).toBe(5);
  });

  it("the pages the spec counts show their number: /about three, dementia three, the assessment's thank-you one", () => {
    const count = (name: string) => quotesOn.find((page) => page.name === name)?.quotes.length;
    expect(count("aboutPage")).toBe(3);
    expect(count("dementiaPage")).toBe(3);
    expect(count("assessmentThankYouPage")).toBe(1);
  });

  it("the elderly page's three success stories are its stories, with no second set of quotes beside them", () => {
    const elderly = records.get("elderlyPage")!;
    const stories = elderly.sections.find((section) => "id" in section && section.id === "success-stories");
    expect(stories?.kind === "cards" && stories.cards).toHaveLength(3);
    expect(elderly.sections.some((section) => section.kind === "testimonials")).toBe(false);
  });
});
