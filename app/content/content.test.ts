import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { faqGroups, faqsPage } from "#app/content/faqs-page.ts";
import { guideLink, guides } from "#app/content/guides.ts";
import { guideTexts } from "#app/content/guide-texts.ts";
import { navigationOrder } from "#app/content/services.ts";
import { relatedServices } from "#app/content/shared-sections.ts";
import { indexablePaths, sitePages } from "#app/content/site-pages.ts";
import { sitemapPage } from "#app/content/sitemap.ts";

const business = defaultBusinessDetails();

describe("the all-FAQs page", () => {
  const page = faqsPage(business);
  const shown = page.sections.flatMap((section) =>
    section.kind === "faq" ? section.items.map((item) => item.question) : [],
  );

  it("shows every question of every page once", () => {
    const everyQuestion = new Set(faqGroups(business).flatMap((group) => group.items.map((item) => item.question)));
    expect(new Set(shown)).toEqual(everyQuestion);
    expect(shown).toHaveLength(everyQuestion.size);
  });

  it("lists a topic link for each group, pointing at that group's section", () => {
    const topics = page.sections.find((section) => section.kind === "links");
    const ids = page.sections.filter((section) => section.kind === "faq").map((section) => section.id);
    expect(topics?.kind === "links" && topics.items.map((item) => item.href)).toEqual(ids.map((id) => `/faqs#${id}`));
  });
});

describe("the sitemap page", () => {
  it("links every indexable page once and no page that is not indexable", () => {
    const hrefs = sitemapPage.sections.flatMap((section) =>
      section.kind === "links" ? section.items.map((item) => item.href) : [],
    );
    expect([...hrefs].sort()).toEqual([...indexablePaths].sort());
    const hidden = sitePages.filter((page) => !page.indexable).map((page) => page.path);
    expect(hidden.length).toBeGreaterThan(0);
    for (const path of hidden) expect(hrefs).not.toContain(path);
  });
});

describe("guides", () => {
  it("link to their own section of /resources and each has text", () => {
    for (const [key, guide] of Object.entries(guides)) {
      expect(guideLink(guide).href).toBe(`/resources#${guide.id}`);
      const text = guideTexts[key as keyof typeof guides];
      expect("easyRead" in text ? text.easyRead.length : text.length).toBeGreaterThan(0);
    }
    expect(new Set(Object.values(guides).map((guide) => guide.id)).size).toBe(Object.keys(guides).length);
  });
});

describe("relatedServices", () => {
  it("lists the other five services in menu order", () => {
    const section = relatedServices("respite");
    expect(section.kind === "related" && section.services).toEqual(navigationOrder.filter((key) => key !== "respite"));
  });
});
