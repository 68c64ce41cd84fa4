import { layoutSchema } from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { drawFrame } from "../src/index.ts";
import { goldenAssets, goldenContent } from "./fixture-document.ts";
import { checkerboard, skiaCanvas } from "./skia.ts";

const SCALE = 0.1;
const [WIDTH, HEIGHT] = [108, 192];

/** The colour of one pixel (x, y as fractions of the frame) of frame `frame`. */
function pixelAt(content: typeof goldenContent, assets: ReturnType<typeof goldenAssets>, frame: number, x: number, y: number): number[] {
  const { canvas, ctx } = skiaCanvas(WIDTH, HEIGHT);
  drawFrame(ctx, content, assets, frame, { scale: SCALE });
  return [...canvas.getContext("2d").getImageData(Math.floor(x * WIDTH), Math.floor(y * HEIGHT), 1, 1).data];
}

describe("the brand kit in the renderer", () => {
  it("a brand background colour replaces the template's gradient", () => {
    const assets = goldenAssets(checkerboard(64));
    expect(pixelAt(goldenContent, assets, 45, 0.05, 0.95)).not.toEqual([0, 200, 0, 255]);
    const branded = { ...goldenContent, brandKit: { colors: { background: "#00c800" } } };
    expect(pixelAt(branded, assets, 45, 0.05, 0.95)).toEqual([0, 200, 0, 255]);
  });

  it("the brand logo fills a scene's empty logo slot", () => {
    const logoLayout = layoutSchema.parse({
      id: "title",
      name: "Logo card",
      slots: [{ name: "logo", kind: "logo", label: "Logo" }],
      elements: [{ id: "logo", type: "image", slot: "logo", box: { x: 0, y: 0, width: 1, height: 1 }, fit: "cover" }],
    });
    const base = goldenAssets(checkerboard(64));
    const { ctx: logoCtx, canvas: logo } = skiaCanvas(8, 8);
    logoCtx.fillStyle = "#2050f0";
    logoCtx.fillRect(0, 0, 8, 8);
    const assets = { ...base, layouts: { ...base.layouts, title: logoLayout }, images: { ...base.images, "asset:logo": logo } };
    expect(pixelAt(goldenContent, assets, 45, 0.5, 0.5)).not.toEqual([32, 80, 240, 255]);
    expect(pixelAt({ ...goldenContent, brandKit: { logo: "asset:logo" } }, assets, 45, 0.5, 0.5)).toEqual([32, 80, 240, 255]);
  });
});
