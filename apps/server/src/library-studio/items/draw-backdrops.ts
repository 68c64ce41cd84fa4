import { createCanvas, type Canvas } from "@napi-rs/canvas";
import { BACKDROP_MEDIA, backdropDocument, drawFrame, type PixelFrame } from "@framewise/renderer";
import { CANVAS_SIZES, type AspectRatio, type Layout, type Template } from "@framewise/scene";

/** Backdrops are drawn at a quarter of 1080p: text boxes are far larger than the 4 px this blurs. */
const SCALE = 1 / 4;

let pictures: { light: Canvas; dark: Canvas } | undefined;
const picture = (colour: string) => {
  const canvas = createCanvas(64, 64);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 64, 64);
  return canvas;
};

/**
 * The frames behind a layout's words under a template, drawn by the shared renderer with Skia:
 * once with every photo, clip and logo white, once black (frame-contrast.ts in the renderer).
 */
export function drawBackdrops(layout: Layout, template: Template, aspect: AspectRatio): PixelFrame[] {
  pictures ??= { light: picture("#ffffff"), dark: picture("#000000") };
  const size = CANVAS_SIZES[aspect];
  return (["light", "dark"] as const).map((shade) => {
    const src = BACKDROP_MEDIA[shade];
    const backdrop = backdropDocument(layout, template.id, aspect, src);
    const canvas = createCanvas(Math.round(size.width * SCALE), Math.round(size.height * SCALE));
    const ctx = canvas.getContext("2d");
    const still = pictures![shade];
    drawFrame(
      ctx,
      backdrop.content,
      {
        template,
        layouts: { [layout.id]: backdrop.layout },
        images: { [src]: still },
        videos: { [src]: { duration: 60, frameAt: () => still } },
      },
      Math.round(backdrop.seconds * backdrop.content.fps),
      { scale: SCALE },
    );
    return ctx.getImageData(0, 0, canvas.width, canvas.height);
  });
}
