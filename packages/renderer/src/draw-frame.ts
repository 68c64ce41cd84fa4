import { CANVAS_SIZES, type Content, type MediaLengths } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";
import { clipMomentsOfScene, drawScene, type RenderAssets } from "./draw-scene.ts";
import { framePlan } from "./frame-plan.ts";

export interface FrameOptions {
  /** Drawing scale: 1 draws at 1080p, 0.25 a quarter-size preview. */
  scale?: number;
  media?: MediaLengths;
}

const directionVector = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] } as const;

/**
 * Draws frame `frame` of the document: time is `frame / fps`, nothing else. The scene entering
 * plays its transition over its first seconds on top of the previous scene's last instant.
 */
export function drawFrame(ctx: Context2D, content: Content, assets: RenderAssets, frame: number, options: FrameOptions = {}) {
  const size = CANVAS_SIZES[content.aspectRatio];
  const canvas = { x: 0, y: 0, width: size.width, height: size.height };
  const plan = framePlan(content, assets.template.transition, frame, options.media);
  ctx.save();
  ctx.scale(options.scale ?? 1, options.scale ?? 1);
  const [first, entering] = plan.passes;
  drawScene(ctx, content, first!.scene, assets, first!.time, first!.duration, canvas);
  if (entering && plan.transition) {
    const { type, direction, progress } = plan.transition;
    const [dx, dy] = directionVector[direction];
    ctx.save();
    switch (type) {
      case "crossfade":
        ctx.globalAlpha = progress;
        break;
      case "slide":
        ctx.translate(-dx * (1 - progress) * size.width, -dy * (1 - progress) * size.height);
        break;
      case "wipe":
        ctx.beginPath();
        ctx.rect(dx > 0 ? size.width * (1 - progress) : 0, dy > 0 ? size.height * (1 - progress) : 0, dx === 0 ? size.width : size.width * progress, dy === 0 ? size.height : size.height * progress);
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
    drawScene(ctx, content, entering.scene, assets, entering.time, entering.duration, canvas);
    ctx.restore();
  }
  ctx.restore();
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
