import type { BusinessDetails } from "#app/config/business.ts";
import type { ServiceKey } from "#app/content/services.ts";
import type { PageImage } from "#app/content/image-slots.ts";

/**
 * The shapes of the copy. Content owns them: the components that lay the copy out import these types, and nothing in
 * app/content/ imports a component (enforced by the lint, see docs/architecture.md, "Folder arrows").
 */

/** A link of the copy: a path on this site, a `tel:` or `mailto:` address, or another website (`external`). */
export interface LinkItem {
  label: string;
  href: string;
  /** Opens another website in a new tab. */
  external?: boolean;
}

export interface DescribedLink extends LinkItem {
  /** A line under the link saying what is there. */
  description?: string;
}

/** Which of the configured numbers a piece of copy points at. */
export type PhoneKey = "main" | "emergency" | "supportedLiving" | "carersHelpline";

/** The decorative icons the copy can name (each drawn by the `Icon` component). */
export type IconName =
  | "phone"
  | "menu"
  | "close"
  | "chevronDown"
  | "chevronLeft"
  | "chevronRight"
  | "check"
  | "mail"
  | "mapPin"
  | "clock"
  | "home"
  | "heart"
  | "brain"
  | "user"
  | "key"
  | "shield"
  | "star"
  | "external";

/** A paragraph, or a bulleted list when the block is a list of strings. */
export type ProseBlock = string | readonly string[];

export interface FaqItem {
  question: string;
  answer: string;
  /** A page that answers the question further, linked under the answer. */
  link?: LinkItem;
}

export interface Step {
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  relation: string;
  rating: number;
}

export interface TableContent {
  /** Says what the table compares; read first by screen readers. */
  caption: string;
  /** Column headings; the first heads the row labels. */
  columns: readonly string[];
  /** Each row: its label, then one cell per remaining column. */
  rows: readonly (readonly string[])[];
}

export interface Card {
  /** Makes the card a link target, e.g. `/respite-care#care-home-respite`. */
  id?: string;
  icon?: IconName;
  title: string;
  /** A line under the title: hours a week, a condition, a price. */
  subtitle?: string;
  text?: string;
  /** Labelled facts such as "Perfect for", "Support" and "Cost". */
  details?: readonly { label: string; value: string }[];
  bullets?: readonly string[];
  links?: readonly LinkItem[];
  /** A picture at the top of the card: a scene across it, or a portrait (the team) in a circle. */
  image?: PageImage;
}

export interface CallToActionContent {
  title: string;
  text: string;
  /** The main button; a phone button to the main number always follows it. */
  action: { label: string; href: string };
}

export interface AlertBannerContent {
  id: string;
  title: string;
  text: string;
  /** What happens when someone calls, e.g. the steps of an emergency response. */
  points?: readonly string[];
  /** The number to call and the button's words before it. */
  phone: { key: PhoneKey; label: string };
  action?: LinkItem;
}

export interface ContactBlockContent {
  id: string;
  title: string;
  text: string;
  /** The number this page gives; the main number unless a team has its own. */
  phone: PhoneKey;
  /** The hours that number is answered, when they differ from the office hours of the configuration. */
  hours?: string;
  action: LinkItem;
}

export interface HeroContent {
  /** A short label above the heading, e.g. "24/7 Emergency Respite Available". */
  badge?: string;
  title: string;
  text: string;
  /** Buttons: the first is the main one. */
  actions: readonly LinkItem[];
  /** Adds a call button to this number after the actions. */
  phone?: { key: PhoneKey; label: string };
  /** Key facts shown under the buttons, e.g. "Two dedicated carers". */
  points?: readonly string[];
  /** Shown beside the text on desktops (at least 1024 px wide); phones do not load it. */
  image?: PageImage;
}

/** One point of an Easy Read text: a short sentence with its picture beside it. */
export interface EasyReadPoint {
  text: string;
  image: PageImage;
}

/** What every headed section has: an id (the `#anchor` and the heading's label), a title and an optional subtitle. */
interface Headed {
  id: string;
  title: string;
  subtitle?: string;
  /** Links under the section's content, e.g. 'View All FAQs'. */
  links?: readonly LinkItem[];
}

/** The kinds of section a content page is made of; each kind is laid out by one shared component. */
export type Section =
  /** `image`: a picture beside the text (below it on phones). */
  | (Headed & { kind: "prose"; blocks: readonly ProseBlock[]; image?: PageImage })
  | (Headed & { kind: "easy-read"; points: readonly EasyReadPoint[] })
  | (Headed & { kind: "cards"; cards: readonly Card[]; columns?: 2 | 3 | 4 })
  | (Headed & { kind: "checklist"; intro?: string; items: readonly string[] })
  | (Headed & { kind: "steps"; steps: readonly Step[] })
  | (Headed & { kind: "faq"; items: readonly FaqItem[] })
  | (Headed & { kind: "testimonials"; items: readonly Testimonial[] })
  | (Headed & { kind: "table"; intro?: string; table: TableContent; note?: string })
  | (Headed & { kind: "related"; services: readonly ServiceKey[] })
  | (Headed & { kind: "links"; intro?: string; items: readonly DescribedLink[] })
  /** The postcode checker beside the way to the cost estimator (shared-sections.ts). */
  | (Headed & {
      kind: "care-questions";
      coverage: { title: string; text: string };
      costs: { title: string; text: string; link: LinkItem };
    })
  /** Something only the route can render (a form, the calculator), passed in `slots` under `slot`. */
  | (Headed & { kind: "slot"; slot: string; intro?: string })
  | { kind: "cta"; id: string; content: CallToActionContent }
  | { kind: "banner"; content: AlertBannerContent }
  | { kind: "contact"; content: ContactBlockContent };

/** A content page: a hero and a list of sections (laid out by the `ContentPage` component). */
export interface PageContent {
  hero: HeroContent;
  sections: readonly Section[];
}

/** Page copy that names the provider or its numbers is a function of the configured business details. */
export type PageSource = PageContent | ((business: BusinessDetails) => PageContent);
