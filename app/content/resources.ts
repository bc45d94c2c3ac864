import type { PageContent, Section } from "#app/content/types.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { guideLink, guides } from "#app/content/guides.ts";
import { guideTexts } from "#app/content/guide-texts.ts";
import { usefulContacts } from "#app/content/useful-contacts.ts";
import { contactLink } from "#app/content/shared-sections.ts";

const allGuides = Object.entries(guides).map(([key, guide]) => ({
  ...guide,
  text: guideTexts[key as keyof typeof guides],
}));

export function resourcesPage(business: BusinessDetails): PageContent {
  return {
    hero: {
      title: "Resources for Families",
      text: "Free guides for families and carers, to read online or print from your browser, and organisations that can help. If you cannot find what you need, ask us: we are happy to help.",
      actions: [{ label: "See the guides", href: "/resources#guides" }, contactLink],
    },
    sections: [
      {
        kind: "links",
        id: "guides",
        title: "Guides for Families and Carers",
        intro:
          "Each guide is on this page. To keep a copy, use your browser's Print option, or ask us and we will post one to you.",
        items: allGuides.map((guide) => guideLink(guide)),
      },
      ...allGuides.map((guide): Section => {
        const headed = {
          id: guide.id,
          title: guide.title,
          subtitle: `${guide.format}: ${guide.summary}`,
          links: [{ label: "Back to the list of guides", href: "/resources#guides" }],
        };
        return "easyRead" in guide.text
          ? { ...headed, kind: "easy-read", points: guide.text.easyRead }
          : { ...headed, kind: "prose", blocks: guide.text };
      }),
      {
        kind: "links",
        id: "useful-contacts",
        title: "Useful Contacts",
        intro: "Organisations outside our company that offer free advice and support.",
        items: usefulContacts(business),
      },
      {
        kind: "cta",
        id: "talk-to-us",
        content: {
          title: "Would you like a guide in print or another format?",
          text: "Ask us for a printed copy, large print or an easy-read version, or for help with anything in these guides.",
          action: contactLink,
        },
      },
    ],
  };
}
