import {
  animatedState,
  boxFor,
  paletteOf,
  resolveColor,
  resolveSlot,
  slotValueIn,
  textStyleSchema,
  type Content,
  type Element,
  type Layout,
  type Palette,
  type Preset,
  type Scene,
  type Template,
  type TextElement,
  type TextStyle,
  withResolvedColors,
} from "@framewise/scene";
import type { Context2D, FrameSource, ImageSource } from "./canvas.ts";
import { drawImageInto } from "./draw-image.ts";
import { drawText, type TextEffect } from "./draw-text.ts";
import { clipTime, elementWindow } from "./frame-plan.ts";
import { paintFor, tracePath, type Rect } from "./paint.ts";

/** Everything a frame needs besides the document: its layouts, template and decoded media. */
export interface RenderAssets {
  layouts: Record<string, Layout>;
  template: Template;
  images: Record<string, ImageSource>;
  videos?: Record<string, FrameSource>;
}

interface SceneContext {
  ctx: Context2D;
  content: Content;
  scene: Scene;
  layout: Layout | undefined;
  assets: RenderAssets;
  time: number;
  sceneDuration: number;
  palette: Palette;
  /** The first scene of a video that opens composed (see opensComposed). */
  composed: boolean;
}

const baseTextStyle = textStyleSchema.parse({ fontFamily: "Inter" });
/** The presets that change how a text is drawn rather than where. */
const TEXT_EFFECTS: ReadonlySet<string> = new Set<TextEffect["mode"]>([
  "typewriter",
  "word-highlight",
  "count-up",
  "word-rise",
  "line-rise",
]);

/** The template's named style, the brand kit's fonts, then the element's own overrides; colours resolved. */
function textStyleOf(context: SceneContext, element: TextElement): TextStyle {
  const { textStyles, fonts } = context.assets.template;
  const named = element.textStyle ? textStyles[element.textStyle] : undefined;
  // A style set in the template's heading font (family and weight) takes the brand's heading font.
  const isHeading = named?.fontFamily === fonts.heading.family && named.fontWeight === fonts.heading.weight;
  const brandFonts = context.content.brandKit?.fonts;
  const brandFamily = isHeading ? brandFonts?.heading : brandFonts?.body;
  const style: TextStyle = { ...baseTextStyle, ...named, ...(brandFamily ? { fontFamily: brandFamily } : {}), ...element.style };
  return withResolvedColors(style, context.palette);
}

/** An element's entrance presets: its own, else the template's for its slot kind, else the default. */
function presetsOf(context: SceneContext, element: Element): readonly Preset[] {
  const presets = elementPresets(context, element);
  return context.composed ? presets.filter((preset) => preset.phase !== "in") : presets;
}

function elementPresets(context: SceneContext, element: Element): readonly Preset[] {
  if (element.animations) return element.animations;
  if (!element.slot) return [];
  const kind = context.layout?.slots.find((slot) => slot.name === element.slot)?.kind;
  const animations = context.assets.template.animations;
  return (kind && animations[kind]) ?? animations.default ?? [];
}

/** How much larger a composed opening's elements are at its cut than on frame 0. */
const OPENING_PUSH_IN = 0.04;

/**
 * A video that opens composed shows its first scene in place from frame 0: that scene's
 * entrances are skipped and its elements all shown from its start (their exits and keyframes
 * keep their time), pushing in slowly, so the first frame is designed and every next frame
 * continues it.
 */
const opensComposed = (content: Content, scene: Scene) => content.opening === "composed" && scene.id === content.scenes[0]!.id;

/** When the element shows in its scene, from its start, or from the scene's start in a composed opening. */
const windowOf = (composed: boolean, element: Element, time: number, sceneDuration: number) =>
  elementWindow(composed ? { start: 0, end: element.end } : element, time, sceneDuration);

function textOf(context: SceneContext, element: TextElement): string {
  const value = element.slot ? resolveSlot(context.content, context.scene.slots[element.slot]) : undefined;
  if (value && "text" in value) return value.text || element.text;
  if (value && "items" in value)
    return value.items.map((item, index) => `${value.numbered ? `${(value.first ?? 1) + index}.` : "•"} ${item}`).join("\n");
  return element.text;
}

function sourceOf(context: Pick<SceneContext, "content" | "scene" | "layout">, element: Element & { src?: string | undefined }) {
  const value = element.slot ? slotValueIn(context.content, context.scene, context.layout, element.slot) : undefined;
  if (value && "src" in value) return { src: value.src, focalPoint: value.focalPoint, fit: value.fit };
  return { src: element.src, focalPoint: undefined, fit: undefined };
}

function drawPlaceholder(context: SceneContext, rect: Rect) {
  context.ctx.fillStyle = context.palette.surface;
  context.ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
}

function drawElement(context: SceneContext, element: Element, container: Rect) {
  const window = windowOf(context.composed, element, context.time, context.sceneDuration);
  if (!window) return;
  const { time: elementTime, lifetime } = window;
  const presets = presetsOf(context, element);
  const state = animatedState(element.keyframes, presets, elementTime, lifetime);
  if (state.opacity <= 0) return;

  const box = boxFor(element, context.content.aspectRatio);
  const rect = {
    x: container.x + box.x * container.width,
    y: container.y + box.y * container.height,
    width: box.width * container.width,
    height: box.height * container.height,
  };
  const { ctx } = context;
  ctx.save();
  ctx.globalAlpha *= element.opacity * state.opacity;
  const cx = rect.x + rect.width / 2 + state.x * container.width;
  const cy = rect.y + rect.height / 2 + state.y * container.height;
  ctx.translate(cx, cy);
  ctx.rotate(((element.rotation + state.rotation) * Math.PI) / 180);
  ctx.scale(state.scale, state.scale);
  const local = { x: -rect.width / 2, y: -rect.height / 2, width: rect.width, height: rect.height };
  if (state.clip < 1) {
    ctx.beginPath();
    ctx.rect(local.x, local.y, local.width * state.clip, local.height);
    ctx.clip();
  }
  switch (element.type) {
    case "shape":
      tracePath(ctx, element.shape, local, element.cornerRadius);
      ctx.fillStyle = paintFor(ctx, element.fill, local, context.palette, elementTime);
      ctx.fill();
      if (element.stroke && element.stroke.width > 0) {
        ctx.strokeStyle = resolveColor(element.stroke.color, context.palette);
        ctx.lineWidth = element.stroke.width;
        ctx.stroke();
      }
      break;
    case "text": {
      const textPreset = presets.find((preset) => TEXT_EFFECTS.has(preset.preset));
      const effect: TextEffect = {
        reveal: state.reveal,
        mode: textPreset ? (textPreset.preset as TextEffect["mode"]) : "none",
        highlightColor: context.palette.accent,
      };
      drawText(ctx, textOf(context, element), textStyleOf(context, element), local, effect);
      break;
    }
    case "image": {
      const source = sourceOf(context, element);
      // An empty slot draws nothing; a named image not (yet) decoded shows a placeholder.
      if (!source.src) break;
      const image = context.assets.images[source.src];
      if (!image) drawPlaceholder(context, local);
      else
        drawImageInto(ctx, image, local, {
          fit: source.fit ?? element.fit,
          focalPoint: source.focalPoint ?? element.focalPoint,
          cornerRadius: element.cornerRadius,
          kenBurns: element.kenBurns,
          progress: Math.min(1, elementTime / lifetime),
        });
      break;
    }
    case "video": {
      const source = sourceOf(context, element);
      if (!source.src) break;
      const clip = context.assets.videos?.[source.src];
      const frame = clip?.frameAt(clipTime(element, elementTime, clip.duration));
      if (!frame) drawPlaceholder(context, local);
      else
        drawImageInto(ctx, frame, local, { fit: source.fit ?? element.fit, focalPoint: source.focalPoint, cornerRadius: 0, progress: 0 });
      break;
    }
    case "group":
      for (const child of element.children) drawElement(context, child, local);
      break;
  }
  ctx.restore();
}

/** Draws one scene at `time` seconds into it over the whole canvas. */
export function drawScene(
  ctx: Context2D,
  content: Content,
  scene: Scene,
  assets: RenderAssets,
  time: number,
  sceneDuration: number,
  canvas: Rect,
) {
  const layout = assets.layouts[scene.layoutId];
  const palette = paletteOf(assets.template, content);
  const composed = opensComposed(content, scene);
  const context: SceneContext = { ctx, content, scene, layout, assets, time, sceneDuration, palette, composed };
  // A brand background colour replaces the template's background, solid or gradient.
  const background = scene.background ?? content.brandKit?.colors?.background ?? assets.template.background;
  ctx.fillStyle = paintFor(ctx, background, canvas, palette, time);
  ctx.fillRect(canvas.x, canvas.y, canvas.width, canvas.height);
  // A composed opening has no entrances to move it: it pushes in slowly instead, so it never stands still.
  const pushIn = context.composed ? 1 + OPENING_PUSH_IN * Math.min(1, time / Math.max(sceneDuration, 1e-6)) : 1;
  if (pushIn !== 1) {
    ctx.save();
    ctx.translate(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    ctx.scale(pushIn, pushIn);
    ctx.translate(-(canvas.x + canvas.width / 2), -(canvas.y + canvas.height / 2));
  }
  for (const element of layout?.elements ?? []) drawElement(context, element, canvas);
  if (pushIn !== 1) ctx.restore();
}

/** Every clip moment a scene shows at `time`: what a host decodes before drawing the frame. */
export function clipMomentsOfScene(
  content: Content,
  scene: Scene,
  assets: RenderAssets,
  time: number,
  sceneDuration: number,
): { src: string; time: number }[] {
  const composed = opensComposed(content, scene);
  const moments: { src: string; time: number }[] = [];
  const visit = (element: Element) => {
    const window = windowOf(composed, element, time, sceneDuration);
    if (!window) return;
    if (element.type === "group") element.children.forEach(visit);
    if (element.type !== "video") return;
    const { src } = sourceOf({ content, scene, layout: assets.layouts[scene.layoutId] }, element);
    if (src) moments.push({ src, time: clipTime(element, window.time, assets.videos?.[src]?.duration) });
  };
  assets.layouts[scene.layoutId]?.elements.forEach(visit);
  return moments;
}
