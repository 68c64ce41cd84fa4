import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compositeOutsideMask } from "./composite-outside-mask.ts";

const W = 40;
const H = 30;

/** A picture whose every pixel differs from its neighbours, so a shifted or blurred copy shows. */
const noise = (seed: number) => {
  const pixels = Buffer.alloc(W * H * 3);
  for (let at = 0; at < pixels.length; at++) pixels[at] = (at * 37 + seed * 101 + ((at * at) % 251)) % 256;
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toBuffer();
};

/** White inside `inside(x, y)`, black elsewhere; grey where it answers a number. */
const maskOf = (value: (x: number, y: number) => number) => {
  const pixels = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) pixels[y * W + x] = value(x, y);
  return sharp(pixels, { raw: { width: W, height: H, channels: 1 } })
    .png()
    .toBuffer();
};

const rgb = async (bytes: Uint8Array) => sharp(bytes).removeAlpha().raw().toBuffer();
const pixel = (data: Buffer, x: number, y: number) => [...data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];

describe("compositeOutsideMask", () => {
  it("keeps every pixel outside the mask exactly the original's, and takes the result's inside it", async () => {
    const original = await noise(1);
    const result = await noise(2);
    const inside = (x: number, y: number) => x >= 10 && x < 25 && y >= 5 && y < 20;
    const out = await rgb(await compositeOutsideMask(original, result, await maskOf((x, y) => (inside(x, y) ? 255 : 0))));
    const [before, painted] = [await rgb(original), await rgb(result)];
    let kept = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        expect(pixel(out, x, y)).toEqual(pixel(inside(x, y) ? painted : before, x, y));
        if (!inside(x, y)) kept++;
      }
    expect(kept).toBe(W * H - 15 * 15);
  });

  it("resizes a result of another size to the original's, and still keeps the outside exact", async () => {
    const original = await noise(3);
    const bigger = await sharp(await noise(4))
      .resize(W * 2, H * 2)
      .png()
      .toBuffer();
    const composite = await compositeOutsideMask(original, bigger, await maskOf((x) => (x < 5 ? 255 : 0)));
    expect(await sharp(composite).metadata()).toMatchObject({ width: W, height: H });
    const [out, before] = [await rgb(composite), await rgb(original)];
    for (let y = 0; y < H; y++) for (let x = 5; x < W; x++) expect(pixel(out, x, y)).toEqual(pixel(before, x, y));
  });

  it("blends a grey (feathered) edge between the two", async () => {
    const original = await sharp({ create: { width: W, height: H, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const result = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const out = await rgb(await compositeOutsideMask(original, result, await maskOf((x) => (x < 10 ? 0 : x < 20 ? 128 : 255))));
    expect(pixel(out, 0, 0)).toEqual([0, 0, 0]);
    expect(pixel(out, 15, 0)).toEqual([128, 128, 128]);
    expect(pixel(out, 30, 0)).toEqual([255, 255, 255]);
  });
});
