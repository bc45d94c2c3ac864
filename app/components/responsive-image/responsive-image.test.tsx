import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageImage } from "#app/content/image-slots.ts";
import type { PagePictures } from "#app/images/picture.ts";
import {
  DESKTOP,
  NOTHING,
  PicturesProvider,
  ResponsiveImage,
} from "#app/components/responsive-image/responsive-image.tsx";

const photograph: PagePictures = {
  "hero-home": {
    width: 1200,
    height: 900,
    src: "/assets/hero-home-b.webp",
    sources: [
      { type: "image/avif", srcSet: "/assets/hero-home-a.avif 480w, /assets/hero-home-c.avif 1200w" },
      { type: "image/webp", srcSet: "/assets/hero-home-a.webp 480w, /assets/hero-home-b.webp 1200w" },
    ],
  },
  "team-office": { width: 480, height: 480, src: "/assets/portrait-office.svg", sources: [] },
};
const hero: PageImage = { slot: "hero-home", alt: "A home at dusk" };
const office: PageImage = { slot: "team-office", alt: "" };

type Tag = { name: string; attributes: Record<string, string> };

/** The tags of some HTML with their attributes (lower-cased names), in order. */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/?>/g)].map(([, name, attributes]) => ({
    name: name!,
    attributes: Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!]),
    ),
  }));
}

/** The `<source>`s and the `<img>` of one image, as a page renders it. */
function markup(element: React.ReactNode) {
  const tags = tagsOf(renderToStaticMarkup(<PicturesProvider pictures={photograph}>{element}</PicturesProvider>));
  expect(tags.filter((tag) => tag.name === "picture")).toHaveLength(1);
  return {
    sources: tags.filter((tag) => tag.name === "source").map((tag) => tag.attributes),
    img: tags.find((tag) => tag.name === "img")!.attributes,
  };
}

describe("ResponsiveImage", () => {
  it("serves a photograph as AVIF then WebP at several widths, with its sizes, width and height and the alt text of the copy", () => {
    const { sources, img } = markup(<ResponsiveImage image={hero} sizes="(min-width: 768px) 33vw, 100vw" />);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.srcset).toBe("/assets/hero-home-a.avif 480w, /assets/hero-home-c.avif 1200w");
    expect(sources.every((source) => source.sizes === "(min-width: 768px) 33vw, 100vw")).toBe(true);
    expect(img).toEqual({
      src: "/assets/hero-home-b.webp",
      alt: "A home at dusk",
      width: "1200",
      height: "900",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("serves an illustration as its one SVG, with an empty alt when the copy says it is decorative", () => {
    const { sources, img } = markup(<ResponsiveImage image={office} sizes="112px" />);
    expect(sources).toHaveLength(0);
    expect(img).toMatchObject({
      src: "/assets/portrait-office.svg",
      alt: "",
      width: "480",
      height: "480",
      loading: "lazy",
    });
  });

  it("loads a priority picture at once, and only where its media query matches (nothing elsewhere)", () => {
    const { sources, img } = markup(<ResponsiveImage image={hero} sizes="420px" media={DESKTOP} priority />);
    expect(sources.map((source) => source.media)).toEqual([DESKTOP, DESKTOP, undefined]);
    expect(sources[2]!.srcset).toBe(NOTHING);
    expect([img.loading, img.fetchpriority, img.decoding]).toEqual(["eager", "high", undefined]);
  });

  it("preloads a priority picture in the head with high priority, for its media only", () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <PicturesProvider pictures={photograph}>
            <ResponsiveImage image={hero} sizes="420px" media={DESKTOP} priority />
          </PicturesProvider>
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    const link = tagsOf(head).find((tag) => tag.name === "link" && tag.attributes.rel === "preload")?.attributes;
    expect(link).toMatchObject({
      as: "image",
      imagesrcset: "/assets/hero-home-a.avif 480w, /assets/hero-home-c.avif 1200w",
      imagesizes: "420px",
      type: "image/avif",
      media: DESKTOP,
      fetchpriority: "high",
    });
  });

  it("refuses a slot the page's loader did not resolve", () => {
    expect(() => markup(<ResponsiveImage image={{ slot: "hero-about", alt: "" }} sizes="100vw" />)).toThrow(
      "did not resolve the image slot hero-about",
    );
  });

  it("names only the slots of image-slots.ts (checked by the type checker)", () => {
    // @ts-expect-error: "hero-nowhere" is no image slot.
    const unknown: PageImage = { slot: "hero-nowhere", alt: "" };
    expect(unknown.slot).toBe("hero-nowhere");
  });
});
