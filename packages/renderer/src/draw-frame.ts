import { CANVAS_SIZES, ease, sceneAt, timeline, type Content, type MediaLengths, type Transition } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";
import { drawScene, type RenderAssets } from "./draw-scene.ts";

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
  const line = timeline(content, options.media);
  const time = frame / content.fps;
  const { index, localTime } = sceneAt(line, time);
  const scene = content.scenes[index]!;
  const entry = line.scenes[index]!;
  const transition: Transition = scene.transition ?? assets.template.transition;

  ctx.save();
  ctx.scale(options.scale ?? 1, options.scale ?? 1);
  const transitioning = index > 0 && transition.type !== "cut" && transition.duration > 0 && localTime < transition.duration;
  if (!transitioning) drawScene(ctx, content, scene, assets, localTime, entry.duration, canvas);
  else {
    const previous = line.scenes[index - 1]!;
    drawScene(ctx, content, content.scenes[index - 1]!, assets, previous.duration, previous.duration, canvas);
    const progress = ease(transition.easing, localTime / transition.duration);
    ctx.save();
    const [dx, dy] = directionVector[transition.direction];
    switch (transition.type) {
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
    drawScene(ctx, content, scene, assets, localTime, entry.duration, canvas);
    ctx.restore();
  }
  ctx.restore();
}
