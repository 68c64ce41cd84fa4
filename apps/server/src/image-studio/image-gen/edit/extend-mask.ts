import sharp from "sharp";
import type { ExtendMargins } from "./edit-params.ts";

/** The mask of an extend: white over the new margins (to be painted), black over the original picture. */
export function extendMask(canvas: { width: number; height: number }, margins: ExtendMargins): Promise<Buffer> {
  const inner = { width: canvas.width - margins.left - margins.right, height: canvas.height - margins.top - margins.bottom };
  const black = { create: { ...inner, channels: 3 as const, background: "#000000" } };
  return sharp({ create: { ...canvas, channels: 3, background: "#ffffff" } })
    .composite([{ input: black, left: margins.left, top: margins.top }])
    .png()
    .toBuffer();
}
