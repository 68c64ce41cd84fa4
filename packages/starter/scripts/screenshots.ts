/**
 * Draws the starter library into docs/starter/: every layout in its four aspect ratios, and every
 * template across the nine layouts. Run after changing a template or layout:
 *
 *   npm run screenshots
 */
import { mkdir, writeFile } from "node:fs/promises";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { drawFrame, type FrameSource, type RenderAssets } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import { ASPECT_RATIOS, CANVAS_SIZES, type AspectRatio, type Layout, type Template } from "@framewise/scene";
import { SAMPLE_MEDIA, sampleContent, STARTER_LAYOUTS, STARTER_TEMPLATES } from "../src/index.ts";
import { sampleArt } from "./sample-art.ts";

registerSkiaFonts();
const art = sampleArt();
const clip: FrameSource = { duration: 10, frameAt: () => art.clipStill };
const output = new URL("../../../docs/starter/", import.meta.url);
/** Seconds into the scene: entrances have finished, captions are half lit. */
const SHOT_TIME = 2.5;
const TILE_HEIGHT = 480;
const GAP = 32;
const LABEL = 44;

function drawTile(sheet: SKRSContext2D, template: Template, layout: Layout, aspect: AspectRatio, x: number, height: number) {
  const size = CANVAS_SIZES[aspect];
  const scale = height / size.height;
  const content = sampleContent(template.id, aspect, [layout.id]);
  const assets: RenderAssets = { template, layouts: { [layout.id]: layout }, images: art.images, videos: { [SAMPLE_MEDIA.clip]: clip } };
  sheet.save();
  sheet.translate(x, GAP);
  sheet.beginPath();
  sheet.roundRect(0, 0, size.width * scale, height, 12);
  sheet.clip();
  drawFrame(sheet, content, assets, Math.round(SHOT_TIME * content.fps), { scale });
  sheet.restore();
  return size.width * scale;
}

function caption(sheet: SKRSContext2D, text: string, x: number, y: number) {
  sheet.fillStyle = "#5b6270";
  sheet.font = "700 22px Inter";
  sheet.textBaseline = "middle";
  sheet.fillText(text, x, y);
}

async function sheet(
  file: string,
  tiles: { template: Template; layout: Layout; aspect: AspectRatio; label: string }[],
  tileHeight: number,
) {
  const widths = tiles.map((tile) => (CANVAS_SIZES[tile.aspect].width / CANVAS_SIZES[tile.aspect].height) * tileHeight);
  const canvas = createCanvas(Math.ceil(widths.reduce((sum, width) => sum + width + GAP, GAP)), tileHeight + GAP * 2 + LABEL);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f3f4f6";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  let x = GAP;
  tiles.forEach((tile, index) => {
    drawTile(ctx, tile.template, tile.layout, tile.aspect, x, tileHeight);
    caption(ctx, tile.label, x, GAP + tileHeight + LABEL / 2 + 8);
    x += widths[index]! + GAP;
  });
  await writeFile(new URL(file, output), await canvas.encode("png"));
  console.log(`docs/starter/${file}`);
}

await mkdir(new URL("layouts/", output), { recursive: true });
await mkdir(new URL("templates/", output), { recursive: true });
for (const [index, layout] of STARTER_LAYOUTS.entries()) {
  // Each layout sheet wears another template, so together they show every template at work.
  const template = STARTER_TEMPLATES[index % STARTER_TEMPLATES.length]!;
  await sheet(
    `layouts/${layout.id}.png`,
    ASPECT_RATIOS.map((aspect) => ({ template, layout, aspect, label: `${aspect} · ${template.name}` })),
    TILE_HEIGHT,
  );
}
for (const template of STARTER_TEMPLATES)
  await sheet(
    `templates/${template.id}.png`,
    STARTER_LAYOUTS.map((layout) => ({ template, layout, aspect: "9:16" as const, label: layout.name })),
    TILE_HEIGHT,
  );
