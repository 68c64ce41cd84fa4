import {
  contentSchema,
  layoutSchema,
  templateSchema,
  type Content,
  type ContentInput,
  type ElementInput,
  type LayoutInput,
} from "@framewise/scene";
import { drawFrame, type ImageSource, type RenderAssets } from "../src/index.ts";
import { registerSkiaFonts } from "../skia/register-fonts.ts";
import { Pixels } from "./pixels.ts";
import { skiaCanvas } from "./skia.ts";

type SceneInput = ContentInput["scenes"][number];

/** A document and what drawing it needs, for focused pixel tests. */
export interface SmallDocument {
  content: Content;
  assets: RenderAssets;
}

/** Black canvas, white text, red accent (the word-highlight colour); no transition unless a scene sets one. */
const plainTemplate = templateSchema.parse({
  id: "plain",
  name: "Plain",
  palette: { background: "#000000", surface: "#808080", primary: "#0000ff", secondary: "#00ff00", text: "#ffffff", accent: "#ff0000" },
  fonts: { heading: { family: "Inter", weight: 700 }, body: { family: "Inter", weight: 400 } },
  textStyles: {},
  background: "#000000",
  transition: { type: "cut" },
  layouts: ["plain"],
});

/** A 1:1 (1080 × 1080), 30 fps document of `scenes` over `layouts`. */
export function smallDocument(layouts: LayoutInput[], scenes: SceneInput[], images: Record<string, ImageSource> = {}): SmallDocument {
  const content = contentSchema.parse({ version: 1, title: "Small", aspectRatio: "1:1", fps: 30, templateId: "plain", scenes });
  const parsed = layouts.map((layout) => layoutSchema.parse(layout));
  return { content, assets: { template: plainTemplate, layouts: Object.fromEntries(parsed.map((layout) => [layout.id, layout])), images } };
}

/** One 2 s scene showing `element` alone on black. */
export function oneElement(element: ElementInput, images: Record<string, ImageSource> = {}): SmallDocument {
  return smallDocument(
    [{ id: "plain", name: "Plain", slots: [], elements: [element] }],
    [{ id: "only", layoutId: "plain", duration: 2 }],
    images,
  );
}

/** Frame `frame` drawn with Skia at `scale` of 1080 × 1080 (0.2: 216 × 216 pixels), with layers for fading scenes as the hosts give. */
export function drawnFrame(document: SmallDocument, frame: number, scale = 0.2): Pixels {
  registerSkiaFonts();
  const size = Math.round(1080 * scale);
  const { canvas, ctx } = skiaCanvas(size, size);
  drawFrame(ctx, document.content, document.assets, frame, {
    scale,
    layer: (width, height) => {
      const layer = skiaCanvas(width, height);
      return { ctx: layer.ctx, image: layer.canvas };
    },
  });
  return new Pixels(canvas);
}
