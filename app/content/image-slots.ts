/**
 * Every place on the site that shows a picture ("slot"), the shape the picture has there and the illustration shown
 * until the provider puts its own photograph in app/images/photographs/ under the slot's name (README, "Photographs").
 * The build refuses a photograph whose file name is no slot, and the copy can only name a slot listed here.
 *
 * Relative imports only: vite.config.ts loads this file (through app/images/pipeline.server.ts) without the ~ alias.
 */

/**
 * The shapes a picture can have. `scene`: 4:3 (heroes, service cards, the homes, the story); `portrait`: square (the
 * team); `pictogram`: square and small (the Easy Read points). app/images/shapes.ts gives each its sizes.
 */
export type ImageShape = "scene" | "portrait" | "pictogram";

/** The illustrations made for this site (app/images/illustrations/NAME.svg). */
export type Illustration =
  | "home-lit-window"
  | "carer-at-door"
  | "tea-and-hands"
  | "keys"
  | "garden-path"
  | "carer-and-older-person"
  | "armchair-and-memories"
  | "street-of-homes"
  | "telephone"
  | "own-flat"
  | "shared-house"
  | "cluster-flats"
  | "portrait-manager"
  | "portrait-care-manager"
  | "portrait-coordinator"
  | "portrait-dementia-specialist"
  | "portrait-carer"
  | "portrait-office"
  | "easy-read-agreement"
  | "easy-read-home"
  | "easy-read-rent"
  | "easy-read-repairs"
  | "easy-read-front-door"
  | "easy-read-support"
  | "easy-read-talk";

export interface SlotDefinition {
  shape: ImageShape;
  /** Shown while the provider has no photograph for the slot. */
  illustration: Illustration;
}

const scene = (illustration: Illustration) => ({ shape: "scene", illustration }) as const;
const portrait = (illustration: Illustration) => ({ shape: "portrait", illustration }) as const;
const pictogram = (illustration: Illustration) => ({ shape: "pictogram", illustration }) as const;

export const imageSlots = {
  // The heroes (shown beside the heading on desktops only).
  "hero-home": scene("home-lit-window"),
  "hero-domiciliary-care": scene("carer-at-door"),
  "hero-live-in-care": scene("tea-and-hands"),
  "hero-supported-living": scene("keys"),
  "hero-respite-care": scene("garden-path"),
  "hero-elderly-care": scene("carer-and-older-person"),
  "hero-dementia-care": scene("armchair-and-memories"),
  "hero-about": scene("street-of-homes"),
  "hero-explore-supported-living-options": scene("street-of-homes"),
  "hero-contact": scene("telephone"),
  "hero-request-a-callback": scene("telephone"),
  "hero-free-assessment": scene("tea-and-hands"),
  "hero-careers": scene("carer-and-older-person"),
  // The service cards (home, related services).
  "service-domiciliary": scene("carer-at-door"),
  "service-live-in": scene("tea-and-hands"),
  "service-respite": scene("garden-path"),
  "service-dementia": scene("armchair-and-memories"),
  "service-elderly": scene("carer-and-older-person"),
  "service-supported-living": scene("keys"),
  // /about.
  "about-story": scene("home-lit-window"),
  "team-registered-manager": portrait("portrait-manager"),
  "team-care-managers": portrait("portrait-care-manager"),
  "team-care-coordinators": portrait("portrait-coordinator"),
  "team-dementia-specialists": portrait("portrait-dementia-specialist"),
  "team-carers": portrait("portrait-carer"),
  "team-office": portrait("portrait-office"),
  // The supported-living homes (the virtual tours of /explore-supported-living-options).
  "home-own-flat": scene("own-flat"),
  "home-shared-house": scene("shared-house"),
  "home-cluster-flats": scene("cluster-flats"),
  // The Easy Read guide on /resources: one picture beside each point.
  "easy-read-agreement": pictogram("easy-read-agreement"),
  "easy-read-your-home": pictogram("easy-read-home"),
  "easy-read-rent": pictogram("easy-read-rent"),
  "easy-read-repairs": pictogram("easy-read-repairs"),
  "easy-read-visitors": pictogram("easy-read-front-door"),
  "easy-read-support": pictogram("easy-read-support"),
  "easy-read-worried": pictogram("easy-read-talk"),
} as const satisfies Record<string, SlotDefinition>;

export type ImageSlot = keyof typeof imageSlots;

/**
 * A picture in the copy: the slot it fills and its text alternative. `alt` describes what the picture shows, or is ""
 * when the picture only decorates text that says the same (GOV.UK: decorative images have an empty alt). When a
 * photograph replaces an illustration, change the alt text beside it to describe the photograph.
 */
export interface PageImage {
  slot: ImageSlot;
  alt: string;
}

export function isImageSlot(name: string): name is ImageSlot {
  return Object.hasOwn(imageSlots, name);
}
