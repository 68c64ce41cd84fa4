import { CANVAS_SIZES, paletteOf, type Content, type MediaLengths } from "@framewise/scene";
import type { Context2D, Layer } from "./canvas.ts";
import { drawCaptions } from "./draw-captions.ts";
import { clipMomentsOfScene, drawScene, type RenderAssets } from "./draw-scene.ts";
import { framePlan, type FramePlan } from "./frame-plan.ts";

export interface FrameOptions {
  /** Drawing scale: 1 draws at 1080p, 0.25 a quarter-size preview. */
  scale?: number;
  media?: MediaLengths;
  /**
   * A fresh transparent layer of `width` × `height` pixels, for scenes that fade in (crossfade,
   * zoom). Without it each element fades on its own, so the scene's background shows through
   * its elements while it comes in.
   */
  layer?: (width: number, height: number) => Layer;
}

const directionVector = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] } as const;

/**
 * Draws frame `frame` of the document: time is `frame / fps`, nothing else. The scene entering
 * plays its transition over its first seconds on top of the previous scene's last instant;
 * captions of the voiceover (when on) go over both, untouched by the transition.
 */
export function drawFrame(ctx: Context2D, content: Content, assets: RenderAssets, frame: number, options: FrameOptions = {}) {
  const size = CANVAS_SIZES[content.aspectRatio];
  const canvas = { x: 0, y: 0, width: size.width, height: size.height };
  const plan = framePlan(content, assets.template.transition, frame, options.media);
  const scale = options.scale ?? 1;
  ctx.save();
  ctx.scale(scale, scale);
  const [first, entering] = plan.passes;
  drawScene(ctx, content, first!.scene, assets, first!.time, first!.duration, canvas);
  if (entering && plan.transition) {
    ctx.save();
    enterTransition(ctx, plan.transition, size);
    const fades = plan.transition.type === "crossfade" || plan.transition.type === "zoom";
    if (fades && options.layer) {
      // The scene drawn whole at full strength, then laid over at the transition's strength.
      const layer = options.layer(Math.round(size.width * scale), Math.round(size.height * scale));
      layer.ctx.save();
      layer.ctx.scale(scale, scale);
      drawScene(layer.ctx, content, entering.scene, assets, entering.time, entering.duration, canvas);
      layer.ctx.restore();
      ctx.drawImage(layer.image as never, 0, 0, layer.image.width, layer.image.height, 0, 0, size.width, size.height);
    } else drawScene(ctx, content, entering.scene, assets, entering.time, entering.duration, canvas);
    ctx.restore();
  }
  const speaking = plan.passes.at(-1)!;
  const voiceSeconds = Math.min(options.media?.voiceover?.[speaking.scene.id] ?? speaking.duration, speaking.duration);
  drawCaptions(ctx, content, speaking.scene, paletteOf(assets.template, content), speaking.time, voiceSeconds, canvas);
  ctx.restore();
}

/** Sets the context up for the entering scene: its strength, offset, visible part or zoom. */
function enterTransition(ctx: Context2D, transition: NonNullable<FramePlan["transition"]>, size: { width: number; height: number }) {
  const { type, direction, progress } = transition;
  const [dx, dy] = directionVector[direction];
  switch (type) {
    case "crossfade":
      ctx.globalAlpha = progress;
      break;
    case "slide":
      ctx.translate(-dx * (1 - progress) * size.width, -dy * (1 - progress) * size.height);
      break;
    case "wipe":
      ctx.beginPath();
      ctx.rect(
        dx > 0 ? size.width * (1 - progress) : 0,
        dy > 0 ? size.height * (1 - progress) : 0,
        dx === 0 ? size.width : size.width * progress,
        dy === 0 ? size.height : size.height * progress,
      );
      ctx.clip();
      break;
    case "zoom": {
      const zoom = 1.25 - 0.25 * progress;
      ctx.globalAlpha = progress;
      ctx.translate(size.width / 2, size.height / 2);
      ctx.scale(zoom, zoom);
      ctx.translate(-size.width / 2, -size.height / 2);
      break;
    }
  }
}

/**
 * The clip moments frame `frame` will ask its frame sources for, so a host that decodes
 * asynchronously (ffmpeg on the server) can have them ready before drawing.
 */
export function clipMomentsAt(content: Content, assets: RenderAssets, frame: number, options: Pick<FrameOptions, "media"> = {}) {
  return framePlan(content, assets.template.transition, frame, options.media).passes.flatMap((pass) =>
    clipMomentsOfScene(content, pass.scene, assets, pass.time, pass.duration),
  );
}
