import { createContext, useContext } from "react";
import { preload } from "react-dom";
import type { PageImage } from "#app/content/image-slots.ts";
import type { PagePictures, PictureData } from "#app/images/picture.ts";

/** A transparent 1 x 1 GIF: what a picture shown only where `media` matches gives everywhere else (nothing is fetched). */
export const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Desktops: where the heroes show their picture (Tailwind's `lg`). */
export const DESKTOP = "(min-width: 1024px)";

const PicturesContext = createContext<PagePictures>({});

/** The page's pictures (from its loader), for every `ResponsiveImage` under it. */
export function PicturesProvider({ pictures, children }: { pictures: PagePictures; children: React.ReactNode }) {
  return <PicturesContext value={pictures}>{children}</PicturesContext>;
}

/** The files of a slot's picture; a slot the loader did not resolve is a mistake of the page, not a missing picture. */
export function usePicture(image: PageImage): PictureData {
  const picture = useContext(PicturesContext)[image.slot];
  if (!picture) throw new Error(`The page's loader did not resolve the image slot ${image.slot}.`);
  return picture;
}

/**
 * One picture of a slot, as a `<picture>`: AVIF and WebP at several widths for a photograph, the SVG for an
 * illustration. `width` and `height` always set (no layout shift). Below the fold (the default) it loads lazily;
 * `priority` loads it first, with a high-priority preload in the head. With `media`, only screens matching it load it.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  media,
  className,
}: {
  image: PageImage;
  /** The `sizes` of the srcset: how wide the picture is shown, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  priority?: boolean;
  media?: string;
  className?: string;
}) {
  const picture = usePicture(image);
  // An illustration is one SVG for every width; a photograph has a srcset per format.
  const sources = picture.sources.length > 0 ? picture.sources : [{ type: undefined, srcSet: picture.src }];
  if (priority) {
    const first = sources[0]!;
    preload(picture.src, {
      as: "image",
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
      media,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {(media || picture.sources.length > 0) &&
        sources.map((source) => (
          <source key={source.srcSet} type={source.type} media={media} srcSet={source.srcSet} sizes={sizes} />
        ))}
      {media && <source srcSet={NOTHING} />}
      <img
        src={picture.src}
        alt={image.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
