import type { ImageSlot } from "#app/content/image-slots.ts";
import type { PagePictures } from "#app/images/picture.ts";
import { type BuiltPhotograph, resolvePictures } from "#app/images/resolve.ts";

// Read at build time: the photographs go through the raster pipeline (imagePipeline in vite.config.ts), the
// illustrations are served as they are (hashed SVG files under /assets). The extensions are pipeline.ts's.
const photographs = import.meta.glob<BuiltPhotograph>("./photographs/*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
});
const illustrations = import.meta.glob<string>("./illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

const pictures = resolvePictures(photographs, illustrations);

/** The pictures of the slots a page shows, for its loader data (read by the `ResponsiveImage` component). */
export function picturesOf(slots: Iterable<ImageSlot>): PagePictures {
  return Object.fromEntries([...slots].map((slot) => [slot, pictures[slot]]));
}
