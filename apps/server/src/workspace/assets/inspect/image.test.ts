import { mkdtemp, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTempFolder } from "../../../../test/helpers/temp-folder.ts";
import { inspectImage } from "./image.ts";
import { readImageHeader } from "./image-header.ts";
import { blankPng, colourAt, fixture, refusal, solid, useCountingServer } from "./test-fixtures.ts";
import { writeThumbnails } from "./thumbnails.ts";

const folder = useTempFolder("image");
const MAX_PIXELS = 50_000_000;

/** A fresh output folder per inspection, as the processing job gives each asset. */
const outputDir = () => mkdtemp(path.join(folder(), "out-"));
const inspect = async (file: string, maxPixels = MAX_PIXELS) => inspectImage(file, { maxPixels, outputDir: await outputDir() });
const sizeOf = async (file: string) => {
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format };
};
describe("inspectImage", () => {
  it("reads the size and writes three WebP thumbnails by longest side", async () => {
    const facts = await inspect(await fixture(folder(), "wide.png", await solid(2000, 1000).png().toBuffer()));
    expect(facts).toMatchObject({ width: 2000, height: 1000 });
    expect(Object.keys(facts.thumbnails).sort()).toEqual(["large", "medium", "small"]);
    expect(path.basename(facts.thumbnails.small)).toBe("thumb-small.webp");
    expect(await sizeOf(facts.thumbnails.small)).toEqual({ width: 160, height: 80, format: "webp" });
    expect(await sizeOf(facts.thumbnails.medium)).toEqual({ width: 480, height: 240, format: "webp" });
    expect(await sizeOf(facts.thumbnails.large)).toEqual({ width: 1280, height: 640, format: "webp" });
  });

  it("never enlarges a small picture", async () => {
    const facts = await inspect(await fixture(folder(), "small.webp", await solid(100, 50).webp().toBuffer()));
    for (const thumbnail of Object.values(facts.thumbnails)) expect(await sizeOf(thumbnail)).toMatchObject({ width: 100, height: 50 });
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    const sideways = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const facts = await inspect(await fixture(folder(), "portrait.jpg", sideways));
    expect(facts).toMatchObject({ width: 100, height: 200 });
    expect(await sizeOf(facts.thumbnails.large)).toMatchObject({ width: 100, height: 200 });
  });

  it("carries no EXIF (so no GPS position) into the thumbnails", async () => {
    const gps = { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" };
    const photo = await solid(640, 480)
      .jpeg()
      .withExif({ IFD0: { Make: "Framewise test camera" }, IFD3: gps })
      .toBuffer();
    const exif = (await sharp(photo).metadata()).exif;
    // The fixture really has a GPS directory: its pointer tag 0x8825 is in IFD0.
    expect(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(exif?.includes("Framewise test camera")).toBe(true);
    const facts = await inspect(await fixture(folder(), "gps.jpg", photo));
    for (const thumbnail of Object.values(facts.thumbnails)) {
      const metadata = await sharp(thumbnail).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it("reads an AVIF photo", async () => {
    const facts = await inspect(await fixture(folder(), "photo.avif", await solid(640, 360).avif().toBuffer()));
    expect(facts).toMatchObject({ width: 640, height: 360 });
    expect(await sizeOf(facts.thumbnails.medium)).toEqual({ width: 480, height: 270, format: "webp" });
  });

  it("uses the first frame of an animated GIF", async () => {
    const frames = await Promise.all(["#ff0000", "#0000ff"].map((colour) => solid(40, 30, colour).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const facts = await inspect(await fixture(folder(), "blink.gif", animated));
    expect(facts).toMatchObject({ width: 40, height: 30 });
    const [red, green, blue] = await colourAt(facts.thumbnails.small, 20, 15);
    expect(red).toBeGreaterThan(200);
    expect(green + blue).toBeLessThan(60);
  });

  it("reads a file whose name and folder are not ASCII", async () => {
    const dir = await mkdtemp(path.join(folder(), "日本語 ☕-"));
    const facts = await inspect(await fixture(dir, "Café 🎬 été.png", await solid(64, 48).png().toBuffer()));
    expect(facts).toMatchObject({ width: 64, height: 48 });
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const noisy = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const cut = await fixture(folder(), "cut.jpg", noisy.subarray(0, Math.floor(noisy.length / 2)));
    const error = await refusal(inspect(cut));
    expect(error.code).toBe("damaged");
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it("refuses bytes that are no image as damaged", async () => {
    const garbage = await fixture(folder(), "garbage.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xdb]), Buffer.alloc(512, 7)]));
    expect((await refusal(inspect(garbage))).code).toBe("damaged");
  });
});

describe("a decompression bomb (a valid 30000×30000 PNG of 110 KB)", () => {
  let bomb = "";
  beforeAll(async () => {
    bomb = await fixture(folder(), "bomb.png", await blankPng(30_000));
  });

  it("is small on disk and refused from its header, at once", async () => {
    expect((await stat(bomb)).size).toBeLessThan(200_000);
    const error = await refusal(inspect(bomb));
    expect(error.code).toBe("too_many_pixels");
    expect(error.message).toBe("This image is 30000 × 30000 pixels (900 megapixels); the limit is 50 megapixels.");
    expect((await refusal(readImageHeader(bomb, MAX_PIXELS))).code).toBe("too_many_pixels");
  });

  it("is refused by sharp's own pixel limit too, should the header check be skipped", async () => {
    const error = await refusal(writeThumbnails(sharp(bomb, { limitInputPixels: MAX_PIXELS }), await outputDir()));
    expect(error.code).toBe("too_many_pixels");
  });
});

describe("SVG", () => {
  const { origin: serverOrigin, requests } = useCountingServer();

  it("rasterises one with a script and outside references, running and fetching nothing", async () => {
    const origin = serverOrigin();
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" onload="fetch('${origin}/onload')">
  <script>fetch('${origin}/script'); document.cookie;</script>
  <script xlink:href="${origin}/script.js"/>
  <rect width="120" height="80" fill="#7c3aed"/>
  <image xlink:href="${origin}/image.png" x="0" y="0" width="10" height="10"/>
</svg>`;
    const facts = await inspect(await fixture(folder(), "script.svg", svg));
    expect(facts).toMatchObject({ width: 120, height: 80 });
    // Vector: drawn at the largest thumbnail's size rather than its nominal 120 px.
    expect(await sizeOf(facts.thumbnails.large)).toMatchObject({ width: 1280, height: 853 });
    expect(await sizeOf(facts.thumbnails.small)).toMatchObject({ width: 160, height: 107 });
    expect(await colourAt(facts.thumbnails.medium, 240, 160)).toEqual([
      expect.closeTo(124, -1),
      expect.closeTo(58, -1),
      expect.closeTo(237, -1),
    ]);
    expect(requests).toEqual([]);
  });

  it("holds an SVG's declared size to the pixel cap", async () => {
    const huge = await fixture(
      folder(),
      "huge.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>`,
    );
    expect((await refusal(inspect(huge))).code).toBe("too_many_pixels");
  });
});
