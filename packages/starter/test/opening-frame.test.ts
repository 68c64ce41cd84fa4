import { createCanvas } from "@napi-rs/canvas";
import { drawFrame, type RenderAssets } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { CANVAS_SIZES, type Layout } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { sampleArt } from "../scripts/sample-art.ts";
import { SAMPLE_MEDIA, sampleContent, STARTER_LAYOUTS, STARTER_TEMPLATES } from "../src/index.ts";

registerSkiaFonts();
const SCALE = 1 / 8;
const art = sampleArt();

/** Frame `frame` of a video opening on `layout` in `template`, as RGBA at an eighth of the size. */
function frameOf(templateIndex: number, layout: Layout, frame: number): Uint8ClampedArray {
  const template = STARTER_TEMPLATES[templateIndex]!;
  const size = CANVAS_SIZES["9:16"];
  const canvas = createCanvas(size.width * SCALE, size.height * SCALE);
  const ctx = canvas.getContext("2d");
  const assets: RenderAssets = {
    template,
    layouts: { [layout.id]: layout },
    images: art.images,
    videos: { [SAMPLE_MEDIA.clip]: { duration: 10, frameAt: () => art.clipStill } },
  };
  // Opening composed, as every new video does: the first frame is the opening scene in place.
  drawFrame(ctx, { ...sampleContent(template.id, "9:16", [layout.id]), opening: "composed" }, assets, frame, { scale: SCALE });
  return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** The share of pixels that differ noticeably between two frames. */
function changedShare(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 4)
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 24) changed++;
  return changed / (a.length / 4);
}

describe("the first frame of a video (the thumbnail platforms show)", () => {
  it("shows the opening scene's words and shapes, not its bare background, in every starter template and layout", () => {
    // (A video that opens animated starts from its bare background instead, its words entering from frame 1.)
    const bare = (layout: Layout): Layout => ({ ...layout, elements: [] });
    const empty: string[] = [];
    STARTER_TEMPLATES.forEach((template, index) => {
      for (const layout of STARTER_LAYOUTS) {
        const share = changedShare(frameOf(index, layout, 0), frameOf(index, bare(layout), 0));
        if (share < 0.02) empty.push(`${template.id}/${layout.id}: ${(share * 100).toFixed(1)} % drawn`);
      }
    });
    expect(empty).toEqual([]);
  });
});
