import type { ImageAspectRatio } from "@framewise/contracts";

/** About one megapixel, what current image models are trained at. */
const TARGET_PIXELS = 1024 * 1024;
/** Latent-diffusion backends work in 8-pixel latents of 8×8 blocks: sides are multiples of 64. */
const STEP = 64;

/** The width and height a generation asks for at this aspect ratio: about a megapixel, sides multiples of 64. */
export function sizeForAspect(aspect: ImageAspectRatio): { width: number; height: number } {
  const [w, h] = aspect.split(":").map(Number) as [number, number];
  const unit = Math.sqrt(TARGET_PIXELS / (w * h));
  return { width: roundToStep(w * unit), height: roundToStep(h * unit) };
}

const roundToStep = (value: number) => Math.max(STEP, Math.round(value / STEP) * STEP);
