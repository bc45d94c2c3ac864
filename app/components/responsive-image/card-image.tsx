import type { PageImage } from "#app/content/image-slots.ts";
import { ResponsiveImage, usePicture } from "#app/components/responsive-image/responsive-image.tsx";

/**
 * A card's picture above its title: a scene across the card's width (to its edges), or a portrait (square) in a
 * circle. Cards are below the fold, so it loads lazily.
 */
export function CardImage({ image, sizes }: { image: PageImage; sizes: string }) {
  const { width, height } = usePicture(image);
  if (width === height) {
    return (
      <ResponsiveImage image={image} sizes="112px" className="mb-4 size-28 rounded-full bg-brand-50 object-cover" />
    );
  }
  return (
    <div className="-mx-6 -mt-6 mb-5 overflow-hidden rounded-t-lg">
      <ResponsiveImage image={image} sizes={sizes} className="h-auto w-full" />
    </div>
  );
}
