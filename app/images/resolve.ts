import { imageSlots, type ImageSlot } from "#app/content/image-slots.ts";
import type { PictureData } from "#app/images/picture.ts";
import { shapeSize } from "#app/images/shapes.ts";

/** What imagetools gives for a photograph with `as=picture` (app/images/pipeline.server.ts). */
export interface BuiltPhotograph {
  sources: Partial<Record<"avif" | "webp", string>>;
  img: { src: string; w: number; h: number };
}

/** A file's name without folder or extension: the slot it is named after. */
const baseName = (file: string) => file.replace(/^.*\//, "").replace(/\.[^.]+$/, "");

/**
 * The picture of every slot: the provider's photograph when there is one, otherwise the slot's illustration.
 * `photographs` and `illustrations` are keyed by file path (as `import.meta.glob` gives them). Two photographs for one
 * slot, or an illustration missing, stop the build: the page would otherwise show the wrong picture or none.
 */
export function resolvePictures(
  photographs: Readonly<Record<string, BuiltPhotograph>>,
  illustrations: Readonly<Record<string, string>>,
): Record<ImageSlot, PictureData> {
  const photographBySlot = new Map<string, BuiltPhotograph>();
  for (const [file, photograph] of Object.entries(photographs)) {
    const slot = baseName(file);
    if (photographBySlot.has(slot)) throw new Error(`Two photographs are named ${slot}: keep one.`);
    photographBySlot.set(slot, photograph);
  }
  const illustrationUrls = new Map(Object.entries(illustrations).map(([file, url]) => [baseName(file), url]));

  const pictures = {} as Record<ImageSlot, PictureData>;
  for (const [slot, definition] of Object.entries(imageSlots) as [ImageSlot, (typeof imageSlots)[ImageSlot]][]) {
    const photograph = photographBySlot.get(slot);
    if (photograph) {
      pictures[slot] = {
        width: photograph.img.w,
        height: photograph.img.h,
        src: photograph.img.src,
        sources: [
          ...(photograph.sources.avif ? [{ type: "image/avif" as const, srcSet: photograph.sources.avif }] : []),
          ...(photograph.sources.webp ? [{ type: "image/webp" as const, srcSet: photograph.sources.webp }] : []),
        ],
      };
      continue;
    }
    const url = illustrationUrls.get(definition.illustration);
    if (!url) throw new Error(`The illustration ${definition.illustration}.svg of the image slot ${slot} is missing.`);
    pictures[slot] = { ...shapeSize(definition.shape), src: url, sources: [] };
  }
  return pictures;
}
