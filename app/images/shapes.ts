import type { ImageShape } from "#app/content/image-slots.ts";

/**
 * Each shape's aspect ratio and the widths a photograph is built at (never wider than the photograph itself). The
 * widest is also the intrinsic size given to an illustration, so `width` and `height` always carry the ratio.
 * Scenes are shown up to ~440 CSS px wide (a hero beside its text, a card), 1200 covers that at 2.7x.
 */
export const imageShapes: Readonly<
  Record<ImageShape, { ratio: readonly [number, number]; widths: readonly number[] }>
> = {
  scene: { ratio: [4, 3], widths: [480, 800, 1200] },
  portrait: { ratio: [1, 1], widths: [240, 480] },
  pictogram: { ratio: [1, 1], widths: [160, 320] },
};

/** The width and height an illustration of this shape is declared with. */
export function shapeSize(shape: ImageShape): { width: number; height: number } {
  const { ratio, widths } = imageShapes[shape];
  const width = Math.max(...widths);
  return { width, height: Math.round((width * ratio[1]) / ratio[0]) };
}
