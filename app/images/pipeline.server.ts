import path from "node:path";
import type { Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { imageSlots, isImageSlot } from "#app/content/image-slots.ts";
import { imageShapes } from "#app/images/shapes.ts";

/** The file types a photograph may have. */
export const photographExtensions = ["jpg", "jpeg", "png", "webp"] as const;

/** The slot a photograph fills, from its file name (`hero-home.jpg` fills `hero-home`); a name that is no slot is refused. */
export function slotOfPhotograph(file: string) {
  const name = path.basename(file).replace(/\.[^.]+$/, "");
  if (!isImageSlot(name)) {
    throw new Error(
      `The photograph ${path.basename(file)} is named after no image slot. Name it after one of: ${Object.keys(imageSlots).join(", ")}.`,
    );
  }
  return name;
}

/**
 * What the build makes of a photograph: cropped to its slot's shape, at each width of the shape (sharp never enlarges
 * it), as AVIF and WebP, described as a `<picture>` (imagetools' `as=picture`: a srcset per format and the widest WebP).
 */
export function photographDirectives(file: string): URLSearchParams {
  const { ratio, widths } = imageShapes[imageSlots[slotOfPhotograph(file)].shape];
  return new URLSearchParams({
    w: widths.join(";"),
    aspect: `${ratio[0]}:${ratio[1]}`,
    format: "avif;webp",
    as: "picture",
  });
}

/**
 * The raster pipeline: vite-imagetools (sharp) for the photographs in `folder` only. Other images are left to Vite.
 * Each output is a hashed file under /assets, emitted by the server build too (React Router moves it to the client).
 */
export function imagePipeline(folder: string): Plugin {
  const escaped = path.resolve(folder).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const photograph = new RegExp(`^${escaped}/[^/?]+\\.(${photographExtensions.join("|")})(\\?.*)?$`, "i");
  return imagetools({
    include: photograph,
    defaultDirectives: (url) => photographDirectives(url.pathname),
  });
}
