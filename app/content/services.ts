import type { PageImage } from "#app/content/image-slots.ts";

/** The six care services: one record each, used by the navigation, the home page cards, the footer and related links. */
export interface Service {
  key: ServiceKey;
  title: string;
  path: string;
  /** One line for the home page card. */
  description: string;
  /** Exactly three bullet points for the home page card. */
  features: readonly [string, string, string];
  icon: "home" | "clock" | "heart" | "brain" | "user" | "key";
  /** The card's picture (decorative: the card's title says what it is). */
  image: PageImage;
}

export type ServiceKey = "domiciliary" | "live-in" | "supported-living" | "respite" | "elderly" | "dementia";

export const services: Readonly<Record<ServiceKey, Service>> = {
  domiciliary: {
    key: "domiciliary",
    title: "Domiciliary Care",
    path: "/domiciliary-care",
    description: "Regular home visits from 30 minutes daily, at the times that suit you.",
    features: ["Personal care", "Medication support", "Companionship"],
    icon: "home",
    image: { slot: "service-domiciliary", alt: "" },
  },
  "live-in": {
    key: "live-in",
    title: "Live-in Care",
    path: "/live-in-care",
    description: "24-hour support in the comfort of your own home.",
    features: ["Round-the-clock care", "Two dedicated carers", "Complex care needs"],
    icon: "clock",
    image: { slot: "service-live-in", alt: "" },
  },
  respite: {
    key: "respite",
    title: "Respite Care",
    path: "/respite-care",
    description: "Temporary support so family caregivers can rest and recharge.",
    features: ["Short-term relief", "Flexible options", "Peace of mind"],
    icon: "heart",
    image: { slot: "service-respite", alt: "" },
  },
  dementia: {
    key: "dementia",
    title: "Dementia Care",
    path: "/dementia-care",
    description: "Specialist support for people living with memory conditions.",
    features: ["Trained specialists", "Person-centred approach", "Family support"],
    icon: "brain",
    image: { slot: "service-dementia", alt: "" },
  },
  elderly: {
    key: "elderly",
    title: "Elderly Care",
    path: "/elderly-care",
    description: "Helping older people keep their independence at home.",
    features: ["Daily living support", "Fall prevention", "Social engagement"],
    icon: "user",
    image: { slot: "service-elderly", alt: "" },
  },
  "supported-living": {
    key: "supported-living",
    title: "Supported Living",
    path: "/supported-living",
    description: "Independence in your own home, with professional support.",
    features: ["Personalised care plans", "Community integration", "Skills development"],
    icon: "key",
    image: { slot: "service-supported-living", alt: "" },
  },
};

/** The order of the header menus and the footer. */
export const navigationOrder: readonly ServiceKey[] = [
  "domiciliary",
  "live-in",
  "supported-living",
  "respite",
  "elderly",
  "dementia",
];

/** The order of the home page's service cards. */
export const homeCardOrder: readonly ServiceKey[] = [
  "domiciliary",
  "live-in",
  "respite",
  "dementia",
  "elderly",
  "supported-living",
];
