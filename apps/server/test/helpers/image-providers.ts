import sharp from "sharp";
import type { ProviderRun } from "../../src/image-studio/image-gen/providers/image-provider.ts";

/** A flat-coloured PNG of a size: what the fake image services answer with. */
export const flatPicture = (width: number, height: number, background = "#3366cc") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A run that records the progress a provider reports, cancelled through `cancel`. */
export function recordingRun() {
  const controller = new AbortController();
  const progress: { fraction?: number; step?: string }[] = [];
  const jobs: string[] = [];
  const run: ProviderRun = {
    signal: controller.signal,
    progress: (update) => progress.push(update),
    providerJob: (id) => jobs.push(id),
  };
  return { run, progress, jobs, cancel: () => controller.abort() };
}

export async function sizeOf(bytes: Uint8Array) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

/** A mask as the studio sends it: white inside the rectangle (may change), black elsewhere. */
export const rectangleMask = (width: number, height: number, box: { left: number; top: number; width: number; height: number }) =>
  sharp({ create: { width, height, channels: 3, background: "#000000" } })
    .composite([
      { input: { create: { width: box.width, height: box.height, channels: 3, background: "#ffffff" } }, left: box.left, top: box.top },
    ])
    .png()
    .toBuffer();
