import type { ImageSlot } from "#app/content/image-slots.ts";

/**
 * A slot's picture as the page receives it (through the loader's data): the resolved files of either the provider's
 * photograph or the default illustration. Its alt text is not here: it comes from the copy that names the slot.
 */
export interface PictureData {
  width: number;
  height: number;
  /** The fallback `src`: the SVG illustration, or the widest WebP of a photograph. */
  src: string;
  /** A photograph's AVIF then WebP `srcset` (none for an illustration, which is one SVG at every width). */
  sources: readonly { type: "image/avif" | "image/webp"; srcSet: string }[];
}

/** The pictures of one page, by slot name. */
export type PagePictures = Readonly<Partial<Record<ImageSlot, PictureData>>>;
