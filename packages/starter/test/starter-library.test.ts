import { createCanvas } from "@napi-rs/canvas";
import { drawFrame, FONT_FILES, layoutText, type RenderAssets } from "@framewise/renderer";
import { registerSkiaFonts } from "@framewise/renderer/skia";
import {
  ASPECT_RATIOS,
  boxFor,
  CANVAS_SIZES,
  FALLBACK_LAYOUT_ID,
  FALLBACK_TEMPLATE_ID,
  resolveColor,
  restoreContent,
  textStyleSchema,
  type Element,
  type Template,
} from "@framewise/scene";
import { describe, expect, it } from "vitest";
import { sampleArt } from "../scripts/sample-art.ts";
import { SAMPLE_MEDIA, SAMPLE_SLOTS, sampleContent, STARTER_LAYOUTS, STARTER_TEMPLATES } from "../src/index.ts";

registerSkiaFonts();
const flatten = (elements: readonly Element[]): Element[] =>
  elements.flatMap((e) => (e.type === "group" ? [e, ...flatten(e.children)] : [e]));
const combinations = STARTER_TEMPLATES.flatMap((template) =>
  STARTER_LAYOUTS.flatMap((layout) => ASPECT_RATIOS.map((aspect) => ({ template, layout, aspect }))),
);

describe("the starter library", () => {
  it("has at least 6 templates and the 8 layout kinds the product promises, with unique ids", () => {
    expect(STARTER_TEMPLATES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(STARTER_TEMPLATES.map((t) => t.id)).size).toBe(STARTER_TEMPLATES.length);
    expect(STARTER_LAYOUTS.map((l) => l.id)).toEqual(
      expect.arrayContaining(["title", "headline-image", "split", "list", "quote", "stat", "product", "call-to-action", "captions-video"]),
    );
    expect(new Set(STARTER_LAYOUTS.map((l) => l.id)).size).toBe(STARTER_LAYOUTS.length);
  });

  it("holds the template and layout a restored document falls back to, so a repaired video still renders", () => {
    expect(STARTER_TEMPLATES.map((template) => template.id)).toContain(FALLBACK_TEMPLATE_ID);
    expect(STARTER_LAYOUTS.map((layout) => layout.id)).toContain(FALLBACK_LAYOUT_ID);
    const { content } = restoreContent({ title: 42 });
    expect(STARTER_TEMPLATES.some((template) => template.id === content.templateId)).toBe(true);
    expect(content.scenes.every((scene) => STARTER_LAYOUTS.some((layout) => layout.id === scene.layoutId))).toBe(true);
  });

  it("offers only layouts that exist, and styles and fonts every layout needs", () => {
    const layoutIds = new Set(STARTER_LAYOUTS.map((l) => l.id));
    const fonts = new Set(FONT_FILES.map((f) => `${f.family} ${f.weight}`));
    const styleNames = new Set(
      STARTER_LAYOUTS.flatMap((l) => flatten(l.elements)).flatMap((e) => (e.type === "text" && e.textStyle ? [e.textStyle] : [])),
    );
    for (const template of STARTER_TEMPLATES) {
      expect(
        template.layouts.filter((id) => !layoutIds.has(id)),
        template.id,
      ).toEqual([]);
      expect(
        [...styleNames].filter((name) => !template.textStyles[name]),
        template.id,
      ).toEqual([]);
      for (const [name, style] of Object.entries(template.textStyles))
        expect(fonts, `${template.id}.${name}`).toContain(`${style.fontFamily} ${style.fontWeight}`);
    }
  });

  it("places every element for every aspect ratio, words inside the canvas", () => {
    for (const layout of STARTER_LAYOUTS) {
      expect(layout.aspectRatios).toEqual([...ASPECT_RATIOS]);
      for (const element of flatten(layout.elements))
        for (const aspect of ASPECT_RATIOS) {
          const box = boxFor(element, aspect);
          const fullBleed = box.x === 0 && box.y === 0 && box.width === 1 && box.height === 1;
          // 9:16 is the element's own box; the other ratios are designed, not stretched from it.
          expect(aspect === "9:16" || fullBleed || element.boxes?.[aspect], `${layout.id}/${element.id} has no ${aspect} box`).toBeTruthy();
          // Decorations may bleed off the edge; words and media stay on the canvas.
          if (element.slot) {
            expect(box.x >= 0 && box.y >= 0, `${layout.id}/${element.id} ${aspect}`).toBe(true);
            expect(box.x + box.width <= 1.0001 && box.y + box.height <= 1.0001, `${layout.id}/${element.id} ${aspect}`).toBe(true);
          }
        }
    }
  });

  it("fits every sample text in its box in every template and aspect, without breaking a word", () => {
    const ctx = createCanvas(8, 8).getContext("2d");
    const measure = (text: string, font: string) => ((ctx.font = font), ctx.measureText(text).width);
    const problems: string[] = [];
    for (const { template, layout, aspect } of combinations) {
      const size = CANVAS_SIZES[aspect];
      for (const element of flatten(layout.elements)) {
        if (element.type !== "text") continue;
        const value = element.slot ? SAMPLE_SLOTS[layout.id]?.[element.slot] : undefined;
        const text =
          value && "text" in value
            ? value.text
            : value && "items" in value
              ? value.items.map((item) => `• ${item}`).join("\n")
              : element.text;
        const style = textStyleSchema.parse({ ...template.textStyles[element.textStyle!], ...element.style });
        const box = boxFor(element, aspect);
        const result = layoutText(text, style, box.width * size.width, box.height * size.height, measure);
        if (result.overflows || result.breaksWords)
          problems.push(`${template.id}/${layout.id}/${aspect}/${element.id} at ${result.fontSize}px`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("draws every layout in every template and aspect, and the frame shows the template's colours", () => {
    const art = sampleArt();
    for (const { template, layout, aspect } of combinations) {
      const size = CANVAS_SIZES[aspect];
      const canvas = createCanvas(size.width / 8, size.height / 8);
      const ctx = canvas.getContext("2d");
      const assets: RenderAssets = {
        template,
        layouts: { [layout.id]: layout },
        images: art.images,
        videos: { [SAMPLE_MEDIA.clip]: { duration: 10, frameAt: () => art.clipStill } },
      };
      const content = sampleContent(template.id, aspect, [layout.id]);
      drawFrame(ctx, content, assets, 75, { scale: 1 / 8 });
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length; i += 4 * 7) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
      // Not a blank or flat frame: text, shapes and media drew something.
      expect(colours.size, `${template.id}/${layout.id}/${aspect}`).toBeGreaterThan(8);
    }
  });

  it("wears the template's palette, and a brand kit's colours over it", () => {
    const layout = STARTER_LAYOUTS.find((l) => l.id === "title")!;
    const barColour = (template: Template, brand?: { primary?: string; accent?: string }) => {
      const canvas = createCanvas(1080 / 4, 1920 / 4);
      const ctx = canvas.getContext("2d");
      const content = { ...sampleContent(template.id, "9:16", ["title"]), brandKit: brand ? { colors: brand } : undefined };
      drawFrame(ctx, content, { template, layouts: { title: layout }, images: {} }, 60, { scale: 0.25 });
      const bar = boxFor(
        layout.elements.find((e) => e.id === "bar")!,
        "9:16",
      );
      const [r, g, b] = ctx.getImageData(Math.round((bar.x + bar.width / 2) * 270), Math.round((bar.y + bar.height / 2) * 480), 1, 1).data;
      return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;
    };
    for (const template of STARTER_TEMPLATES)
      expect(barColour(template), template.id).toBe(resolveColor("$accent", template.palette).slice(0, 7));
    expect(barColour(STARTER_TEMPLATES[0]!, { accent: "#12ab34" })).toBe("#12ab34");
  });
});
