import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSlots, type Illustration } from "#app/content/image-slots.ts";
import { imagePipeline, slotOfPhotograph } from "#app/images/pipeline.server.ts";
import { type BuiltPhotograph, resolvePictures } from "#app/images/resolve.ts";

// The raster path end to end: photographs the test makes with sharp go through the same pipeline as the site's build
// (vite-imagetools around sharp), then through the slot resolution the pages read.

const folder = mkdtempSync(path.join(tmpdir(), "image-pipeline-"));
const out = path.join(folder, "out");

/** A flat-coloured raster of the given size. */
const raster = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 107, b: 92 } } })
    .png()
    .toBuffer();

/** Builds an entry that globs `photographs/` as app/images/pictures.server.ts does, and returns what it exports. */
async function buildPhotographs(): Promise<Record<string, BuiltPhotograph>> {
  writeFileSync(
    path.join(folder, "entry.js"),
    'export default import.meta.glob("./photographs/*.{jpg,jpeg,png,webp}", { eager: true, import: "default" });',
  );
  await build({
    root: folder,
    configFile: false,
    logLevel: "silent",
    plugins: [imagePipeline(path.join(folder, "photographs"))],
    build: {
      outDir: out,
      emptyOutDir: true,
      rollupOptions: {
        input: path.join(folder, "entry.js"),
        preserveEntrySignatures: "strict",
        output: { entryFileNames: "entry.js" },
      },
    },
  });
  return (await import(path.join(out, "entry.js"))).default;
}

/** The width, height and format of a built file named by its URL. */
async function fileFacts(url: string) {
  const { width, height, format } = await sharp(readFileSync(path.join(out, url))).metadata();
  return { width, height, format };
}

/** The URLs and widths of a srcset. */
const srcsetEntries = (srcset: string) => srcset.split(", ").map((entry) => entry.split(" ") as [string, string]);

const everyIllustration = Object.fromEntries(
  Object.values(imageSlots).map(({ illustration }: { illustration: Illustration }) => [
    `./illustrations/${illustration}.svg`,
    `/assets/${illustration}.svg`,
  ]),
);

describe("the raster pipeline", () => {
  let photographs: Record<string, BuiltPhotograph>;

  beforeAll(async () => {
    mkdirSync(path.join(folder, "photographs"));
    // A wide photograph for a 4:3 scene, and a small portrait photograph narrower than the portrait's widest size.
    writeFileSync(path.join(folder, "photographs/hero-home.png"), await raster(1600, 1000));
    writeFileSync(
      path.join(folder, "photographs/team-office.jpg"),
      await sharp(await raster(300, 500))
        .jpeg()
        .toBuffer(),
    );
    photographs = await buildPhotographs();
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("makes AVIF and WebP at each width of the slot's shape, cropped to its ratio, as hashed files under /assets", async () => {
    const pictures = resolvePictures(photographs, everyIllustration);
    const hero = pictures["hero-home"];
    expect(hero.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of hero.sources) {
      const entries = srcsetEntries(source.srcSet);
      expect(entries.map(([, width]) => width)).toEqual(["480w", "800w", "1200w"]);
      for (const [url, width] of entries) {
        expect(url).toMatch(/^\/assets\/hero-home-[\w-]{8}\.(avif|webp)$/);
        const facts = await fileFacts(url);
        expect(facts.width).toBe(parseInt(width));
        expect(facts.height).toBe((parseInt(width) * 3) / 4);
        expect(facts.format).toBe(source.type === "image/avif" ? "heif" : "webp");
      }
    }
    expect(hero).toMatchObject({ width: 1200, height: 900, src: expect.stringMatching(/\.webp$/) });
    expect(await fileFacts(hero.src)).toMatchObject({ width: 1200, height: 900, format: "webp" });
  });

  it("never enlarges a photograph: a 300 px portrait is made square at 240 and 300 px", async () => {
    const office = resolvePictures(photographs, everyIllustration)["team-office"];
    expect(srcsetEntries(office.sources[0]!.srcSet).map(([, width]) => width)).toEqual(["240w", "300w"]);
    expect(office).toMatchObject({ width: 300, height: 300 });
  });

  it("leaves the illustration in every slot without a photograph", () => {
    const pictures = resolvePictures(photographs, everyIllustration);
    expect(pictures["hero-about"]).toEqual({
      width: 1200,
      height: 900,
      src: "/assets/street-of-homes.svg",
      sources: [],
    });
    expect(pictures["easy-read-rent"]).toEqual({
      width: 320,
      height: 320,
      src: "/assets/easy-read-rent.svg",
      sources: [],
    });
    expect(readdirSync(path.join(out, "assets")).filter((file) => file.startsWith("hero-home-"))).toHaveLength(6);
  });

  it("stops the build on a photograph named after no slot, naming the slots", async () => {
    writeFileSync(
      path.join(folder, "photographs/hero-hom.jpg"),
      await sharp(await raster(100, 100))
        .jpeg()
        .toBuffer(),
    );
    await expect(buildPhotographs()).rejects.toThrow(
      /hero-hom\.jpg is named after no image slot\. Name it after one of: hero-home,/,
    );
    rmSync(path.join(folder, "photographs/hero-hom.jpg"));
  }, 60_000);
});

describe("slot resolution", () => {
  const photograph: BuiltPhotograph = {
    sources: { avif: "/a.avif 480w", webp: "/a.webp 480w" },
    img: { src: "/a.webp", w: 480, h: 360 },
  };

  it("gives the provider's photograph rather than the illustration", () => {
    const pictures = resolvePictures({ "./photographs/hero-contact.webp": photograph }, everyIllustration);
    expect(pictures["hero-contact"].src).toBe("/a.webp");
    // The same illustration in another slot is untouched.
    expect(pictures["hero-request-a-callback"].src).toBe("/assets/telephone.svg");
  });

  it("refuses two photographs for one slot, and a slot whose illustration is missing", () => {
    expect(() =>
      resolvePictures(
        { "./photographs/hero-contact.webp": photograph, "./photographs/hero-contact.jpg": photograph },
        everyIllustration,
      ),
    ).toThrow("Two photographs are named hero-contact");
    const withoutKeys = Object.fromEntries(
      Object.entries(everyIllustration).filter(([file]) => file !== "./illustrations/keys.svg"),
    );
    expect(() => resolvePictures({}, withoutKeys)).toThrow(
      "The illustration keys.svg of the image slot hero-supported-living is missing.",
    );
  });

  it("knows a photograph's slot by its file name only", () => {
    expect(slotOfPhotograph("/x/photographs/team-carers.jpeg")).toBe("team-carers");
    expect(() => slotOfPhotograph("/x/photographs/team-carer.jpeg")).toThrow(/named after no image slot/);
  });
});
