import { drawFrame, type RenderAssets } from "@framewise/renderer";
import { offscreenLayers } from "@framewise/renderer/browser";
import { CANVAS_SIZES, CONTENT_VERSION, contentSchema, timeline, type AspectRatio, type Template } from "@framewise/scene";
import { useLayoutEffect, useMemo, useRef } from "react";
import { thumbnailFrame } from "../content/thumbnail-frame";

const PREVIEW_WIDTH = 240;

interface Props {
  template: Template;
  assets: RenderAssets;
  aspectRatio: AspectRatio;
  fontsReady: boolean;
  /** Plays the sample in a loop (the card is hovered or focused); still otherwise. */
  playing: boolean;
}

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A template shown by the shared renderer: a short sample (title, points, call to action) in its
 * fonts, colours, animations and transitions, playing in a loop while `playing`, else its
 * settled opening. With reduced motion asked for, it stays still.
 */
export function TemplatePreview({ template, assets, aspectRatio, fontsReady, playing }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const layers = useMemo(() => offscreenLayers(), []);
  const sample = useMemo(
    () =>
      contentSchema.parse({
        version: CONTENT_VERSION,
        title: template.name,
        aspectRatio,
        templateId: template.id,
        scenes: [
          { id: "title", layoutId: "title", slots: { kicker: { text: "Your brand" }, headline: { text: template.name } }, duration: 2.5 },
          {
            id: "points",
            layoutId: "list",
            slots: { headline: { text: "Why it works" }, items: { items: ["Clear words", "Your colours", "Made in minutes"] } },
            duration: 3,
          },
          {
            id: "end",
            layoutId: "call-to-action",
            slots: { headline: { text: "Start yours today" }, button: { text: "Try it" } },
            duration: 2.5,
          },
        ],
      }),
    [template, aspectRatio],
  );
  const size = CANVAS_SIZES[aspectRatio];
  const scale = PREVIEW_WIDTH / size.width;

  useLayoutEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx || !fontsReady) return;
    const draw = (frame: number) => {
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      drawFrame(ctx, sample, assets, frame, { scale, layer: layers });
    };
    if (!playing || reducedMotion()) {
      draw(thumbnailFrame(sample, 0));
      return;
    }
    const { frames, fps } = timeline(sample);
    const started = performance.now();
    let handle = requestAnimationFrame(function tick(now) {
      draw(Math.floor(((now - started) / 1000) * fps) % frames);
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [sample, assets, fontsReady, playing, scale, layers]);

  return (
    <canvas
      ref={canvas}
      data-testid="template-preview"
      data-playing={playing || undefined}
      width={PREVIEW_WIDTH}
      height={Math.round(size.height * scale)}
      role="img"
      aria-label={`${template.name} template preview`}
      style={{ width: "100%", height: "auto", borderRadius: 6, background: "var(--mantine-color-gray-1)" }}
    />
  );
}
