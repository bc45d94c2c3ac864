import type { BusinessDetails } from "#app/config/business.ts";
import { areaLabel, districtsText, visitingAreas } from "#app/config/coverage.ts";
import type { CoverageAnswer } from "#app/family-tools/postcode-coverage.ts";
import type { LinkItem, PageContent } from "#app/content/types.ts";
import { careCostsLink } from "#app/content/shared-sections.ts";

/** The official directory of councils: each council's adult social care team knows the care providers near it. */
const findYourCouncilLink: LinkItem = {
  label: "Find your local council's adult social care team (GOV.UK)",
  href: "https://www.gov.uk/find-local-council",
  external: true,
};

const liveInLink: LinkItem = { label: "Read about live-in care", href: "/live-in-care" };

/** The page /do-we-cover-my-area: the checker in its slot, then the areas, as the coverage configuration has them. */
export const coverageCheckPage: PageContent = {
  hero: {
    title: "Do We Cover Your Area?",
    text: "Enter a postcode to see whether our carers visit there. We use it only to answer you: it is not stored or recorded.",
    actions: [],
    phone: { key: "main", label: "Or call" },
  },
  sections: [
    {
      kind: "slot",
      id: "check-your-postcode",
      title: "Check a Postcode",
      slot: "checker",
    },
    {
      kind: "checklist",
      id: "areas-we-visit",
      title: "Where Our Carers Visit",
      intro: "Visiting care, respite visits, elderly care and dementia care reach these places and postcode districts.",
      items: visitingAreas.map((area) => `${areaLabel(area)}: ${districtsText(area.districts)}`),
    },
    {
      kind: "prose",
      id: "live-in-care-across-the-uk",
      title: "Live-in Care Across the UK",
      blocks: [
        "Live-in care, where a trained carer lives with you in your own home, is arranged anywhere in the UK and managed from our office in Milton Keynes.",
      ],
      links: [liveInLink, careCostsLink],
    },
  ],
};

/** What the checker answers, in words: plain yes, live-in only, or neither. */
export interface CoverageAnswerCopy {
  tone: "yes" | "live-in" | "no";
  title: string;
  paragraphs: string[];
  /** Buttons that open a form with the postcode filled in: the form and the values they carry (the call button follows). */
  carry: { label: string; form: "assessment" | "callback"; values: Record<string, string> }[];
  /** Where to read more or look further. */
  links: LinkItem[];
}

export function coverageAnswerCopy(answer: CoverageAnswer, business: BusinessDetails): CoverageAnswerCopy {
  const { postcode } = answer;
  if (answer.visitingPlaces.length > 0) {
    return {
      tone: "yes",
      title: `Yes, our carers visit ${postcode}`,
      paragraphs: [
        `${postcode} is in an area our carers visit every day (${answer.visitingPlaces.join(", ")}). Live-in care is available there too.`,
        "The next step is a free, no-obligation talk or assessment at home. Call us, or choose a button below: we have filled in your postcode for you.",
      ],
      carry: [
        { label: "Book a free assessment", form: "assessment", values: { postcode } },
        { label: "Ask us to call you back", form: "callback", values: { topic: `Care at home in ${postcode}` } },
      ],
      links: [],
    };
  }
  if (answer.liveIn) {
    return {
      tone: "live-in",
      title: `Our carers do not visit ${postcode}, but live-in care is available there`,
      paragraphs: [
        "Our visiting care covers Milton Keynes and the towns near it. Live-in care, where a carer lives with you, is arranged anywhere in the UK.",
        `Call us on ${business.mainPhone} to talk about live-in care, or for help finding visiting care near you. Your local council's adult social care team can also tell you about care providers in your area.`,
      ],
      carry: [
        { label: "Book a free live-in care assessment", form: "assessment", values: { postcode } },
        { label: "Ask us to call you back", form: "callback", values: { topic: `Live-in care in ${postcode}` } },
      ],
      links: [liveInLink, findYourCouncilLink],
    };
  }
  return {
    tone: "no",
    title: `Sorry, we cannot arrange care in ${postcode}`,
    paragraphs: [
      "Our visiting care covers Milton Keynes and the towns near it, and we arrange live-in care across the UK, but not there.",
      `Call us on ${business.mainPhone} and we will try to point you to someone who can help, or ask your local council's adult social care team about care providers near you.`,
    ],
    carry: [],
    links: [findYourCouncilLink],
  };
}
