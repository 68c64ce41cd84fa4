import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/platform/config/config.ts";
import { createImageProviders, imageProviderInfo } from "../src/image-studio/image-gen/providers/create-image-providers.ts";
import type { GenerateRequest, ProviderRun } from "../src/image-studio/image-gen/providers/image-provider.ts";
import { createOfflineGenerator, OFFLINE_METADATA } from "../src/image-studio/image-gen/providers/offline-generator.ts";
import { readPngText } from "../src/image-studio/image-gen/providers/png-text.ts";

const offline = createOfflineGenerator();

/** A run that records its progress. */
function recordingRun(signal = new AbortController().signal) {
  const progress: { fraction?: number; step?: string }[] = [];
  const run: ProviderRun = { signal, progress: (update) => progress.push(update) };
  return { run, progress };
}

const request = (changes: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: "A pink sky over a quiet harbour at dawn",
  negativePrompt: undefined,
  width: 320,
  height: 200,
  count: 1,
  seed: 42,
  references: [],
  params: {},
  ...changes,
});

async function pixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of pixels that differ between two pictures of the same size. */
async function difference(a: Uint8Array, b: Uint8Array) {
  const [x, y] = [await pixels(a), await pixels(b)];
  let differing = 0;
  for (let at = 0; at < x.data.length; at += 4) if (x.data.readUInt32BE(at) !== y.data.readUInt32BE(at)) differing++;
  return differing / (x.width * x.height);
}

describe("offline preview generator", () => {
  it("paints PNGs of exactly the requested size, one per count, with consecutive seeds", async () => {
    const { run } = recordingRun();
    const images = await offline.generate(request({ width: 333, height: 517, count: 3, seed: 4_294_967_295 }), run);
    expect(images.map((image) => image.seed)).toEqual([4_294_967_295, 0, 1]);
    for (const image of images) {
      const metadata = await sharp(image.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 333, 517]);
    }
  });

  it("gives identical bytes for the same prompt and seed, and another picture for another seed or prompt", async () => {
    const first = await offline.generate(request(), recordingRun().run);
    const again = await offline.generate(request(), recordingRun().run);
    expect(Buffer.compare(first[0]!.bytes, again[0]!.bytes)).toBe(0);
    const reseeded = await offline.generate(request({ seed: 43 }), recordingRun().run);
    expect(await difference(first[0]!.bytes, reseeded[0]!.bytes)).toBeGreaterThan(0.5);
    const reworded = await offline.generate(request({ prompt: "A green forest at night" }), recordingRun().run);
    expect(await difference(first[0]!.bytes, reworded[0]!.bytes)).toBeGreaterThan(0.5);
  });

  it("says in the picture's metadata that it is the offline preview generator, not AI output", async () => {
    const [image] = await offline.generate(request(), recordingRun().run);
    expect(readPngText(image!.bytes)).toEqual({ Software: OFFLINE_METADATA });
    expect(OFFLINE_METADATA).toMatch(/offline preview generator.*not AI output/);
    // The chunk keeps the file a valid PNG.
    expect((await sharp(image!.bytes).stats()).channels.length).toBeGreaterThan(2);
  });

  it("reports progress for each picture and stops when cancelled", async () => {
    const { run, progress } = recordingRun();
    await offline.generate(request({ count: 2 }), run);
    expect(progress.map((update) => update.fraction)).toEqual([0, 0.5, 1]);
    expect(progress[0]!.step).toBe("Painting 1 of 2");

    const controller = new AbortController();
    const cancelled = recordingRun(controller.signal);
    const stopping = offline.generate(
      request({ count: 4 }),
      // Cancelled as the first picture starts: no second one is painted.
      { ...cancelled.run, progress: (update) => (cancelled.progress.push(update), controller.abort()) },
    );
    await expect(stopping).rejects.toThrow(/abort/i);
    expect(cancelled.progress).toHaveLength(1);
  });

  it("repaints only inside the mask and keeps every pixel outside it", async () => {
    const [original] = await offline.generate(request({ width: 200, height: 200 }), recordingRun().run);
    // White on the left half: may change; black on the right half: must stay.
    const mask = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000" } })
      .composite([{ input: { create: { width: 100, height: 200, channels: 3, background: "#fff" } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const [edited] = await offline.edit!(
      {
        image: { bytes: original!.bytes, mimeType: "image/png" },
        mask: { bytes: mask, mimeType: "image/png" },
        prompt: "a violet moon",
        negativePrompt: undefined,
        width: 200,
        height: 200,
        count: 1,
        seed: 7,
      },
      recordingRun().run,
    );
    const [before, after] = [await pixels(original!.bytes), await pixels(edited!.bytes)];
    let changedLeft = 0;
    for (let y = 0; y < 200; y++)
      for (let x = 0; x < 200; x++) {
        const at = (y * 200 + x) * 4;
        const same = before.data.readUInt32BE(at) === after.data.readUInt32BE(at);
        if (x >= 100) expect(same).toBe(true);
        else if (!same) changedLeft++;
      }
    expect(changedLeft / (100 * 200)).toBeGreaterThan(0.5);
  });

  it("makes variations of the parent: like it, and different from each other", async () => {
    const [parent] = await offline.generate(request(), recordingRun().run);
    const variations = await offline.variations!(
      { image: { bytes: parent!.bytes, mimeType: "image/png" }, prompt: request().prompt, count: 2, seed: 900, width: 320, height: 200 },
      recordingRun().run,
    );
    expect(variations.map((image) => image.seed)).toEqual([900, 901]);
    expect(await difference(variations[0]!.bytes, variations[1]!.bytes)).toBeGreaterThan(0.1);
    // The parent shows through: the variation's mean colour stays near the parent's.
    const mean = async (bytes: Uint8Array) => (await sharp(bytes).stats()).channels.slice(0, 3).map((channel) => channel.mean);
    const [parentMean, variationMean] = [await mean(parent!.bytes), await mean(variations[0]!.bytes)];
    for (const [index, value] of parentMean.entries()) expect(Math.abs(value - variationMean[index]!)).toBeLessThan(60);
  });

  it("is the only provider when offline is configured, and is offered beside any other, labelled as the offline preview", () => {
    const providers = createImageProviders(loadConfig({}).imageGen);
    expect(providers.all.map((provider) => provider.id)).toEqual(["offline"]);
    expect(imageProviderInfo(providers.find("offline")!)).toEqual({
      id: "offline",
      label: "Offline preview generator",
      model: "offline-preview",
      capabilities: ["generate", "seed", "reference", "variations", "edit", "mask", "outpaint"],
      offline_preview: true,
      native_upscale: [],
    });
    expect(providers.find("comfyui")).toBeUndefined();
  });
});
