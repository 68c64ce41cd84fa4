import { drawFrame } from "@framewise/renderer";
import { offscreenLayers } from "@framewise/renderer/browser";
import { CANVAS_SIZES, type AspectRatio, type Layout, type Template } from "@framewise/scene";
import { useEffect, useMemo, useRef } from "react";
import { layoutSample } from "../../video-studio/content/layout-sample";

interface Props {
  layout: Layout;
  template: Template;
  aspectRatio: AspectRatio;
  /** The sample scene's length in seconds, and the moment drawn. */
  duration: number;
  time: number;
  fontsReady: boolean;
  width: number;
}

/**
 * The layout under the template at `time`, drawn by the shared renderer (the same drawFrame the
 * MP4 renders with), each slot showing its label: the editor's live preview.
 */
export function AnimationPreview({ layout, template, aspectRatio, duration, time, fontsReady, width }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = CANVAS_SIZES[aspectRatio];
  const scale = width / size.width;
  const layers = useMemo(() => offscreenLayers(), []);
  const assets = useMemo(() => ({ template, layouts: { [layout.id]: layout }, images: {} }), [template, layout]);
  const content = useMemo(() => {
    const sample = layoutSample(layout, template.id, aspectRatio);
    return { ...sample, scenes: sample.scenes.map((scene) => ({ ...scene, duration })) };
  }, [layout, template.id, aspectRatio, duration]);
  // The last frame is the one before the scene ends.
  const frame = Math.min(Math.round(time * content.fps), Math.ceil(duration * content.fps) - 1);

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx || !fontsReady) return;
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    drawFrame(ctx, content, assets, frame, { scale, layer: layers });
  }, [content, assets, frame, fontsReady, scale, layers]);

  return (
    <canvas
      ref={canvas}
      data-testid="animation-preview"
      data-frame={frame}
      width={width}
      height={Math.round(size.height * scale)}
      role="img"
      aria-label={`${layout.name} under ${template.name} at ${time.toFixed(2)} s`}
      style={{ width, maxWidth: "100%", borderRadius: 6, background: "var(--mantine-color-gray-1)" }}
    />
  );
}
